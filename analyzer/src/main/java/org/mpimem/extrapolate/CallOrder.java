package org.mpimem.extrapolate;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The communicators one collective call makes on one parent (a split's colours, a create's
 * disjoint groups) come out of the merge in an order the application did not choose: the merge
 * interleaves the members' logs (a BLACS split of 8 processes into 8 came out 0, 4, 1, 5, 2, 6, 3,
 * 7, and 0, 4, 8, 1, ... at 12), so no law fits the order at every scale. Such a call's events are
 * put in one canonical order (colour, then first member) before alignment. A run of consecutive
 * creations is one call when it has one creating call, parents and attributes other than the
 * colour, and no colour or first member twice (one call's communicators are disjoint).
 */
final class CallOrder {
    private CallOrder() {}

    static List<TraceEvent> canonical(List<TraceEvent> events) {
        List<TraceEvent> out = new ArrayList<>(events.size());
        List<TraceEvent.Created> call = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (TraceEvent e : events) {
            if (e instanceof TraceEvent.Created c && !call.isEmpty() && sameCall(call.get(0).comm(), c.comm()) && seen.add(mark(c.comm()))) {
                call.add(c);
                continue;
            }
            flush(call, out);
            seen.clear();
            if (e instanceof TraceEvent.Created c && c.comm().remote() == null) {
                call.add(c);
                seen.add(mark(c.comm()));
            } else {
                out.add(e);
            }
        }
        flush(call, out);
        return frees(out);
    }

    /**
     * Consecutive frees of communicators one call made leave the merge in its order too: they are
     * put in the order of creation. Frees only lower a process's memory, so the order of a run of
     * frees changes no process's peak or end.
     */
    private static List<TraceEvent> frees(List<TraceEvent> events) {
        Map<Integer, Integer> made = new java.util.HashMap<>();
        Map<Integer, CommDef> defs = new java.util.HashMap<>();
        for (int i = 0; i < events.size(); i++)
            if (events.get(i) instanceof TraceEvent.Created c) {
                made.put(c.comm().id(), i);
                defs.put(c.comm().id(), c.comm());
            }
        List<TraceEvent> out = new ArrayList<>(events.size());
        List<TraceEvent.Freed> run = new ArrayList<>();
        for (TraceEvent e : events) {
            CommDef d = e instanceof TraceEvent.Freed f ? defs.get(f.commId()) : null;
            if (d != null && !run.isEmpty() && sameCall(defs.get(run.get(0).commId()), d)) {
                run.add((TraceEvent.Freed) e);
                continue;
            }
            run.sort(Comparator.comparingInt(f -> made.get(f.commId())));
            out.addAll(run);
            run.clear();
            if (d != null) run.add((TraceEvent.Freed) e);
            else out.add(e);
        }
        run.sort(Comparator.comparingInt(f -> made.get(f.commId())));
        out.addAll(run);
        return out;
    }

    private static void flush(List<TraceEvent.Created> call, List<TraceEvent> out) {
        call.sort(Comparator.comparingLong((TraceEvent.Created c) -> color(c.comm())).thenComparingLong(c -> first(c.comm().local())));
        out.addAll(call);
        call.clear();
    }

    private static boolean sameCall(CommDef a, CommDef b) {
        return b.remote() == null && a.call() == b.call() && a.parents().equals(b.parents()) && rest(a).equals(rest(b));
    }

    /** What no two communicators of one call share: the colour if numeric, else the first member. */
    static String mark(CommDef d) {
        return color(d) != Long.MIN_VALUE ? "c" + color(d) : "m" + first(d.local());
    }

    private static Map<String, String> rest(CommDef d) {
        Map<String, String> m = new TreeMap<>(d.attrs());
        m.remove("color");
        m.remove("size");
        return m;
    }

    private static long color(CommDef d) {
        String c = d.attrs().get("color");
        return c != null && c.matches("-?[0-9]{1,18}") ? Long.parseLong(c) : Long.MIN_VALUE;
    }

    private static long first(Members m) {
        if (m.runCount() == 0) return Long.MIN_VALUE;
        Run r = m.run(0);
        return Members.gpid(r.group(), r.start());
    }
}
