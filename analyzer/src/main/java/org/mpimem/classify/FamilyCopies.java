package org.mpimem.classify;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * The copies of a family that stand for all of them in Table I, each with how many it stands for.
 * Copy j is copy 0 moved by j·step ranks. Its column is copy 0's when the parent is one run whose
 * stride divides the step (its positions in the parent move by a constant; MPICH's pattern kinds
 * do not see a constant, and direct and offset share a column). Its internal communicators depend
 * on which of its members share a node, which under block:ppn (cyclic:nodes) repeats when j·step
 * moves by a multiple of ppn (nodes): copy 0, the one copy that can hold rank 0, alone, then one
 * copy per residue of that period. Otherwise every copy stands for itself, made one at a time.
 */
final class FamilyCopies {
    private FamilyCopies() {}

    record Copy(CommDef comm, long weight) {}

    /** A record's communicators as copies with weights: a single one is itself, a family its standing copies, a free none. */
    static List<Copy> of(TraceEvent e, CommGroups comms, java.util.Map<Integer, org.mpimem.trace.ProcessGroup> groups) {
        if (e instanceof TraceEvent.Created c) return List.of(new Copy(c.comm(), 1));
        return e instanceof TraceEvent.CreatedFamily f ? of(f.family(), comms, groups) : List.of();
    }

    private static List<Copy> of(CommFamily f, CommGroups comms, java.util.Map<Integer, org.mpimem.trace.ProcessGroup> groups) {
        int p = f.first().parents().get(0);
        // a copy of SELF's parent is its own one process: the same for every copy, here copy 0's
        Classifier.Groups parent = p == org.mpimem.trace.Trace.SELF ? new Classifier.Groups(f.first().local(), null) : comms.get(p);
        long period = period(f, parent, groups.get(f.first().local().run(0).group()).placement());
        int n = f.copies();
        if (period < 0 || period >= n - 1) return new java.util.AbstractList<>() { // made one at a time, never held together
            public Copy get(int j) {
                return new Copy(f.member(j), 1);
            }

            public int size() {
                return n;
            }
        };
        List<Copy> out = new ArrayList<>();
        out.add(new Copy(f.member(0), 1));
        for (int c = 1; c <= period; c++) out.add(new Copy(f.member(c), (n - 1 - c) / period + 1)); // j in [1, n) with j ≡ c (mod period)
        return out;
    }

    /** The period in j of a copy's column and internal communicators after copy 0, or -1 when none is known. */
    private static long period(CommFamily f, Classifier.Groups parent, Placement placement) {
        if (parent == null || parent.remote() != null || !steadyPositions(f, parent.local())) return -1;
        if (f.first().local().size() < 2) return 1; // no internal communicators: the column alone, the same for every copy
        long cycle = placement instanceof Placement.Block b ? b.ppn() : placement instanceof Placement.Cyclic c ? c.nodes() : -1;
        if (cycle < 0) return -1;
        return cycle / gcd(cycle, f.step());
    }

    /** Whether moving a copy by the step moves its positions in the parent by a constant: the parent is one run of one group, stride | step. */
    private static boolean steadyPositions(CommFamily f, Members parent) {
        if (parent.runCount() != 1) return false;
        Run r = parent.run(0);
        long stride = r.count() == 1 ? 1 : r.stride();
        return stride > 0 && f.step() % stride == 0 && r.group() == f.first().local().run(0).group();
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
