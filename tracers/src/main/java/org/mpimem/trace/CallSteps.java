package org.mpimem.trace;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * The call steps of a trace's records (docs/trace-format.md, "call steps"): the format has no call
 * marker, so one collective call that yields a communicator per colour is recognised as a maximal
 * run of consecutive creations with the same call, parents and site and pairwise disjoint
 * processes; a maximal run of consecutive frees, by one call, of communicators that would make one
 * such step is one step too. Each process is in at most one communicator of a step, so what every
 * process holds after the step does not depend on the order of its records: the replay reads its
 * peak only at step ends. Runs are grown greedily from the left, copy by copy for a family, so a
 * family and its copies written out cut alike: a step may end inside a family record (its copies
 * before the first that meets the step) when the step before it holds some of its processes.
 */
public final class CallSteps {
    private final BitSet ends = new BitSet();
    private final Map<Integer, Integer> inside = new HashMap<>(); // record -> its last copy in a step that ends inside it
    private final int steps;

    private CallSteps(Trace trace) {
        Map<Integer, CommDef> comms = new HashMap<>();
        TreeMap<Integer, CommFamily> families = new TreeMap<>();
        Key key = null;
        Claimed claimed = null;
        int count = 0;
        List<TraceEvent> records = trace.records();
        for (int k = 0; k < records.size(); k++) {
            TraceEvent r = records.get(k);
            if (r instanceof TraceEvent.Created c) comms.put(c.comm().id(), c.comm());
            else if (r instanceof TraceEvent.CreatedFamily f) families.put(f.family().firstId(), f.family());
            Key next = key(r, comms, families);
            // the first copy of r in a new step (0: r starts one); its copies when r joins the step whole
            int from = key != null && next != null && key.same(next) ? claimed.firstMeeting(next) : 0;
            if (from == 0) {
                if (k > 0) ends.set(k - 1);
                count++;
                claimed = new Claimed(next == null ? null : next.processes);
            } else if (from < next.copies) {
                inside.put(k, from - 1);
                count++;
                Key n = next;
                int j0 = from;
                claimed = new Claimed(() -> {
                    List<Members> rest = new ArrayList<>();
                    for (int j = j0; j < n.copies; j++) rest.add(n.copy.apply(j));
                    return rest.toArray(Members[]::new);
                });
            } else {
                claimed.add(next.processes.get());
            }
            key = next;
        }
        if (!records.isEmpty()) ends.set(records.size() - 1);
        this.steps = count;
    }

    public static CallSteps of(Trace trace) {
        return new CallSteps(trace);
    }

    /** Whether record {@code k} (of {@link Trace#records()}) is the last of its step. */
    public boolean endsStep(int k) {
        return ends.get(k);
    }

    /** The copy of family record {@code k} after which a step ends inside it, or -1. */
    public int endsInside(int k) {
        return inside.getOrDefault(k, -1);
    }

    public int count() {
        return steps;
    }

    /**
     * What decides whether a record joins its predecessor's step: its kind, call, parents and site
     * (a free: its call and those of the freed communicator's creation), and its processes, read
     * only when the two agree otherwise; a family's also copy by copy.
     */
    private record Key(String call, Object parents, String site, Supplier<Members[]> processes, int copies, IntFunction<Members> copy) {
        boolean same(Key o) {
            return call.equals(o.call) && Objects.equals(parents, o.parents) && Objects.equals(site, o.site);
        }
    }

    /** null: a record that is a step of its own (a group, a free of an unknown communicator). */
    private static Key key(TraceEvent r, Map<Integer, CommDef> comms, TreeMap<Integer, CommFamily> families) {
        if (r instanceof TraceEvent.Created c) return key("", c.comm(), () -> processes(c.comm()), 1, null);
        if (r instanceof TraceEvent.CreatedFamily f) return family("", f.family());
        if (r instanceof TraceEvent.Freed f) {
            CommDef d = comms.get(f.commId());
            if (d == null) {
                var e = families.floorEntry(f.commId());
                if (e == null || !e.getValue().holds(f.commId())) return null;
                d = e.getValue().member(f.commId() - e.getKey());
            }
            CommDef freed = d;
            return key(f.call() + " of ", d, () -> processes(freed), 1, null);
        }
        if (r instanceof TraceEvent.FreedFamily f) {
            CommFamily fam = families.get(f.firstId());
            return fam == null || fam.copies() != f.copies() ? null : family(f.call() + " of ", fam);
        }
        return null;
    }

    private static Key family(String free, CommFamily f) {
        Members[][] once = new Members[1][]; // the union is built once, though a step may read it twice
        return key(free, f.first(), () -> once[0] == null ? (once[0] = new Members[] {f.union()}) : once[0], f.copies(), j -> f.member(j).local());
    }

    private static Key key(String free, CommDef d, Supplier<Members[]> processes, int copies, IntFunction<Members> copy) {
        return new Key(free + d.call().name(), d.parents(), d.attrs().get("site"), processes, copies, copy);
    }

    private static Members[] processes(CommDef d) {
        return d.remote() == null ? new Members[] {d.local()} : new Members[] {d.local(), d.remote()};
    }

    /** The processes of one step so far: runs while they are few, bit sets per process group beyond. */
    private static final class Claimed {
        private static final int FEW_RUNS = 64;
        private Supplier<Members[]> first; // read only when a second record may join
        private final List<Run> runs = new ArrayList<>();
        private Map<Integer, BitSet> bits;

        Claimed(Supplier<Members[]> first) {
            this.first = first;
        }

        /** The first copy of {@code k}'s record that meets the step (0 for a single record that does), or its copies when none does. */
        int firstMeeting(Key k) {
            if (first != null) {
                add(first.get());
                first = null;
            }
            if (fits(k.processes.get())) return k.copies;
            if (k.copies == 1) return 0;
            for (int j = 0; j < k.copies; j++) if (!fits(new Members[] {k.copy.apply(j)})) return j;
            return k.copies;
        }

        private boolean fits(Members[] ms) {
            int n = 0;
            for (Members m : ms) n += m.runCount();
            if (bits == null && (long) runs.size() * n > (long) FEW_RUNS * FEW_RUNS) toBits();
            for (Members m : ms)
                for (Run r : m.runs()) {
                    if (bits == null) {
                        for (Run s : runs) if (RunArithmetic.firstCommon(r, s) >= 0) return false;
                    } else if (meets(r)) return false;
                }
            return true;
        }

        void add(Members[] ms) {
            for (Members m : ms)
                for (Run r : m.runs()) {
                    if (bits != null) mark(r);
                    else runs.add(r);
                }
            if (bits == null && runs.size() > FEW_RUNS) toBits();
        }

        private void toBits() {
            bits = new HashMap<>();
            for (Run r : runs) mark(r);
            runs.clear();
        }

        private void mark(Run run) {
            Run r = run.ascending();
            BitSet b = bits.computeIfAbsent(r.group(), g -> new BitSet());
            if (r.stride() == 1) b.set(r.start(), r.start() + r.count());
            else for (int j = 0; j < r.count(); j++) b.set(r.rankAt(j));
        }

        private boolean meets(Run run) {
            Run r = run.ascending();
            BitSet b = bits.get(r.group());
            if (b == null) return false;
            if (r.stride() == 1) {
                int at = b.nextSetBit(r.start());
                return at >= 0 && at < r.start() + r.count();
            }
            for (int j = 0; j < r.count(); j++) if (b.get(r.rankAt(j))) return true;
            return false;
        }
    }
}
