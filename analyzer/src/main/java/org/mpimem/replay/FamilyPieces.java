package org.mpimem.replay;

import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.ArrayList;
import java.util.List;

/**
 * How a family applied whole is cut (FamilyPlan): pieces of copies first, first + every, …, each
 * an exact translate of the piece's first copy — in the parent's numbering and on the nodes — so
 * the replay gives the first copy to the model alone and the next one with its charges translated
 * to the rest. Single processes are one piece (a process has no node structure). Larger copies
 * are cut by node phase: under block:ppn copy j's members fall on nodes as copy j mod ppn/gcd(S,
 * ppn)'s do, moved by whole nodes; under cyclic:N as copy j mod N/gcd(S, N)'s, on the same nodes.
 * A copy equal to the start of its parent (a model may share the parent's table with it: vc-vcrt
 * with a prefix) always starts a piece, so it is replayed alone.
 */
record FamilyPieces(int first, int count, int every) {

    /** The pieces of {@code f} (parent's members, null for MPI_COMM_SELF), or null: copy by copy. */
    static List<FamilyPieces> of(CommFamily f, Members parent, Placement placement, boolean several) {
        Members m = f.first().local();
        int n = f.copies(), s = f.step(), period = 1;
        if (m.size() != 1) {
            if (!several || parent == null || parent.runCount() != 1 || !m.singleGroup() || m.run(0).group() != parent.run(0).group())
                return null;
            int t = parent.run(0).stride(); // copy j sits at copy 0's positions + j·s/t
            if (t < 1 || s % t != 0) return null;
            if (placement instanceof Placement.Block b) period = b.ppn() / gcd(s, b.ppn());
            else if (placement instanceof Placement.Cyclic c) period = c.nodes() / gcd(s, c.nodes());
            else return null; // explicit: nodes need not repeat
            if (2L * period > n) return null; // hardly a copy to translate
        }
        int special = prefixCopy(f, parent);
        List<FamilyPieces> out = new ArrayList<>();
        for (int r = 0; r < Math.min(period, n); r++) {
            if (special > r && special % period == r) {
                out.add(new FamilyPieces(r, (special - r) / period, period));
                out.add(new FamilyPieces(special, (n - 1 - special) / period + 1, period));
            } else out.add(new FamilyPieces(r, (n - 1 - r) / period + 1, period));
        }
        return out;
    }

    /** The copy whose members are the first of its parent's (or the whole of it), or -1. */
    static int prefixCopy(CommFamily f, Members parent) {
        Members m = f.first().local();
        if (parent == null) return 0; // every copy is its whole self: alike
        if (parent.size() < m.size() || Members.groupOf(parent.get(0)) != Members.groupOf(m.get(0))) return -1;
        long d = (long) Members.rankOf(parent.get(0)) - Members.rankOf(m.get(0));
        if (d < 0 || d % f.step() != 0 || d / f.step() >= f.copies()) return -1;
        int j = (int) (d / f.step());
        return java.util.Arrays.equals(f.member(j).local().toArray(), parent.slice(0, m.size()).toArray()) ? j : -1;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** Copy k of this piece, as a copy index of the family. */
    int copy(int k) {
        return first + k * every;
    }
}
