package org.mpimem.trace;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The call steps of a trace's records (docs/trace-format.md, "call steps"): the format has no call
 * marker, so one collective call that yields a communicator per colour is recognised as a maximal
 * run of consecutive creation records with the same call, parents and site, distinct colours and
 * pairwise disjoint processes; a maximal run of consecutive frees, by one call, of communicators
 * that would make one such step (same creation call, parents, site; distinct colours; disjoint)
 * is one step too. Each process is in at most one communicator of
 * a step, so what every process holds after the step does not depend on the order of its records:
 * the replay reads its peak only at step ends. Runs are grown greedily from the left.
 */
public final class CallSteps {
    /** Up to this many runs a step's processes are compared run by run; beyond, as bit sets. */
    private static final int FEW_RUNS = 64;

    private final BitSet ends = new BitSet();
    private final int steps;

    private CallSteps(Trace trace) {
        Map<Integer, CommDef> comms = new HashMap<>();
        TreeMap<Integer, CommFamily> families = new TreeMap<>();
        Key key = null;
        Claimed claimed = null;
        int count = 0;
        var records = trace.records();
        for (int k = 0; k < records.size(); k++) {
            TraceEvent r = records.get(k);
            if (r instanceof TraceEvent.Created c) comms.put(c.comm().id(), c.comm());
            else if (r instanceof TraceEvent.CreatedFamily f) families.put(f.family().firstId(), f.family());
            Key next = key(r, comms, families);
            boolean joins = key != null && next != null && key.same(next) && claimed.fits(next);
            if (joins) {
                claimed.add(next);
            } else {
                if (k > 0) ends.set(k - 1);
                count++;
                claimed = new Claimed(next);
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

    public int count() {
        return steps;
    }

    /**
     * What decides whether a record joins its predecessor's step: its kind, call, parents and site
     * (a free: its call), its colour when given (a split gives each colour one communicator), and
     * its processes, read only when the two agree otherwise.
     */
    private record Key(boolean free, String call, Object parents, String site, String color, java.util.function.Supplier<Members[]> processes) {
        boolean same(Key o) {
            return free == o.free && call.equals(o.call) && Objects.equals(parents, o.parents) && Objects.equals(site, o.site);
        }
    }

    /** null: a record that is a step of its own (a group, a free of an unknown communicator). */
    private static Key key(TraceEvent r, Map<Integer, CommDef> comms, TreeMap<Integer, CommFamily> families) {
        if (r instanceof TraceEvent.Created c) return created(c.comm(), () -> processes(c.comm()), c.comm().attrs().get("color"));
        if (r instanceof TraceEvent.CreatedFamily f) return created(f.family().first(), memo(() -> new Members[] {f.family().union()}), null);
        if (r instanceof TraceEvent.Freed f) {
            CommDef d = comms.get(f.commId());
            if (d == null) {
                var e = families.floorEntry(f.commId());
                if (e == null || !e.getValue().holds(f.commId())) return null;
                d = e.getValue().member(f.commId() - e.getKey());
            }
            CommDef freed = d;
            return freed(f.call(), d, () -> processes(freed));
        }
        if (r instanceof TraceEvent.FreedFamily f) {
            CommFamily fam = families.get(f.firstId());
            if (fam == null || fam.copies() != f.copies()) return null;
            return freed(f.call(), fam.first(), memo(() -> new Members[] {fam.union()}));
        }
        return null;
    }

    /** A free joins the frees of communicators of the same creation call (parents, site), like their creations. */
    private static Key freed(String call, CommDef d, java.util.function.Supplier<Members[]> processes) {
        return new Key(true, call + " " + d.call().name(), d.parents(), d.attrs().get("site"), d.attrs().get("color"), processes);
    }

    private static Key created(CommDef d, java.util.function.Supplier<Members[]> processes, String color) {
        return new Key(false, d.call().name(), d.parents(), d.attrs().get("site"), color, processes);
    }

    /** A family's union is built once, though a step reads it twice (to check, then to claim). */
    private static java.util.function.Supplier<Members[]> memo(java.util.function.Supplier<Members[]> s) {
        Members[][] once = new Members[1][];
        return () -> once[0] == null ? (once[0] = s.get()) : once[0];
    }

    private static Members[] processes(CommDef d) {
        return d.remote() == null ? new Members[] {d.local()} : new Members[] {d.local(), d.remote()};
    }

    /** The processes and colours of one step so far: runs while they are few, bit sets per process group beyond. */
    private static final class Claimed {
        private final Key first;
        private boolean read; // first's processes are read only when a second record may join
        private final java.util.List<Run> runs = new java.util.ArrayList<>();
        private final java.util.Set<String> colors = new java.util.HashSet<>();
        private Map<Integer, BitSet> bits;

        Claimed(Key first) {
            this.first = first;
        }

        boolean fits(Key k) {
            if (!read) {
                read = true;
                add(first);
            }
            if (k.color() != null && colors.contains(k.color())) return false;
            Members[] ms = k.processes().get();
            int n = 0;
            for (Members m : ms) n += m.runCount();
            if (bits == null && (long) runs.size() * n > (long) FEW_RUNS * FEW_RUNS) toBits();
            for (Members m : ms) {
                for (Run r : m.runs()) {
                    if (bits == null) {
                        for (Run s : runs) if (RunArithmetic.firstCommon(r, s) >= 0) return false;
                    } else if (meets(r)) return false;
                }
            }
            return true;
        }

        void add(Key k) {
            if (k.color() != null) colors.add(k.color());
            for (Members m : k.processes().get())
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
