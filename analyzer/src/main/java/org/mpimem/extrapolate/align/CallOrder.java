package org.mpimem.extrapolate.align;

import org.mpimem.trace.CallSteps;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The communicators one collective call makes on one parent (a split's colours, a create's
 * disjoint groups) come out of the merge in an order the application did not choose: the merge
 * interleaves the members' logs (a BLACS split of 8 processes into 8 came out 0, 4, 1, 5, 2, 6, 3,
 * 7, and 0, 4, 8, 1, ... at 12), so no law fits the order at every scale. Such a call's events are
 * put in one canonical order before alignment: creations by colour, then first member; frees in
 * the order of creation. What "one call" is has one definition, the replay's: {@link CallSteps}
 * (docs/trace-format.md, "call steps"), so the extrapolator and the replay's peak never disagree
 * on where a call begins and ends.
 */
public final class CallOrder {
    private CallOrder() {}

    public static List<TraceEvent> canonical(Trace trace) {
        Trace t = trace.hasFamilies() ? trace.expanded() : trace;
        CallSteps steps = CallSteps.of(t);
        List<TraceEvent> records = t.records();
        Map<Integer, Integer> made = new HashMap<>();
        List<TraceEvent> out = new ArrayList<>(records.size());
        int from = 0;
        for (int k = 0; k < records.size(); k++) {
            if (!steps.endsStep(k)) continue;
            List<TraceEvent> step = new ArrayList<>(records.subList(from, k + 1));
            if (step.size() > 1) step.sort(order(made));
            for (TraceEvent e : step) {
                if (e instanceof TraceEvent.Created c) made.put(c.comm().id(), out.size()); // frees follow the canonical creation order
                out.add(e);
            }
            from = k + 1;
        }
        return out;
    }

    /** A step is all creations or all frees (CallSteps keys a free apart from a creation). */
    private static Comparator<TraceEvent> order(Map<Integer, Integer> made) {
        return Comparator.comparingLong((TraceEvent e) -> e instanceof TraceEvent.Created c ? color(c.comm()) : made.getOrDefault(
                        ((TraceEvent.Freed) e).commId(), Integer.MAX_VALUE))
                .thenComparingLong(e -> e instanceof TraceEvent.Created c ? first(c.comm().local()) : 0);
    }

    /** What no two communicators of one call share: the colour if numeric, else the first member. */
    public static String mark(CommDef d) {
        return color(d) != Long.MIN_VALUE ? "c" + color(d) : "m" + first(d.local());
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
