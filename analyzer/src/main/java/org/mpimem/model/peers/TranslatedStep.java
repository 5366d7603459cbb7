package org.mpimem.model.peers;

import org.mpimem.model.peers.PeerClasses.Klass;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.List;

/**
 * A communicator meeting {@link TranslatedClass}es ({@link PeerUse#use}). Copies it holds whole
 * (a dup of the world after LAMMPS verlet/split's blocks) are stepped at once: the holder in copy
 * j has seen S and copy j, both inside S ∪ m afterwards, and gains m less S less copy j, a count
 * that is the same in every copy (S holds each place of every copy or of none); with node-local
 * peers known, it gains m less S off its node less copy j's places outside S off its node, a
 * pattern that repeats with the copies' node phase. A communicator inside S brings its holders
 * nothing and leaves the class whole. Copies it meets in part otherwise are turned back into
 * ordinary classes for use() to step, as are copies whose node phase is long (over
 * {@link #PHASES}) or lies on an explicit placement.
 */
final class TranslatedStep {
    private TranslatedStep() {}

    static final int PHASES = 64;

    /** Steps the translated classes m meets; the classes of copies stepped whole go to {@code made}. */
    static void use(PeerUse u, Members m, Members.Builder known, Charges charges, List<Klass> made) {
        for (TranslatedClass t : u.translated.meeting(m)) {
            Members hit = t.touched(m);
            if (hit.size() == 0) continue;
            if (PeerSets.containsAll(t.base(), m)) { // nothing new to any holder (LAMMPS' dups of its partitions): the class stays whole
                PeerSets.intersect(t.holders(hit), m).runs().forEach(known::add);
                continue;
            }
            u.translated.remove(t);
            TranslatedClass rest = t.without(hit);
            if (rest != null) u.translated.add(rest);
            for (Run r : hit.runs()) {
                Members copies = Members.of(r);
                if (t.inside(copies, m) && whole(u, t, r, m, charges)) {
                    Members h = t.holders(copies);
                    h.runs().forEach(known::add);
                    made.add(new Klass(h, PeerSets.union(t.base(), m)));
                } else t.expand(copies).forEach(u.classes::add);
            }
        }
    }

    /** Charges the holders of copies {@code r}, which m holds whole, or returns false (nothing charged) when the phase is too long to. */
    private static boolean whole(PeerUse u, TranslatedClass t, Run r, Members m, Charges charges) {
        Members beyond = PeerSets.minus(m, t.base()), own = PeerSets.minus(t.copy0(), t.base());
        Members holders = t.holders(Members.of(r));
        if (!u.nodeKnown) {
            long n = beyond.size() - own.size();
            holders.runs().forEach(h -> charges.add(n, h));
            return true;
        }
        int g = t.h0().run(0).group();
        Placement pl = u.placements.apply(g);
        long shift = (long) r.stride() * t.step(); // from one copy of r to the next
        long period = pl instanceof Placement.Block b ? b.ppn() / gcd(shift, b.ppn())
                : pl instanceof Placement.Cyclic c ? c.nodes() / gcd(shift, c.nodes()) : Long.MAX_VALUE;
        if (period > PHASES) return false;
        NodePeers.charge(beyond, holders, u.placements, charges);
        long[] others = own.toArray();
        for (int i = 0; i < Math.min(period, r.count()); i++) {
            int j = r.rankAt(i), count = (r.count() - 1 - i) / (int) period + 1;
            t.forEachPlace(p -> {
                int at = p + j * t.step(), off = 0;
                for (long q : others) if (pl.nodeOf(Members.rankOf(q) + j * t.step()) != pl.nodeOf(at)) off++;
                if (off > 0) charges.add(-off, new Run(g, at, count, Math.toIntExact(period * shift)));
            });
        }
        return true;
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
