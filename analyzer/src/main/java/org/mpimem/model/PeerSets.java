package org.mpimem.model;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.List;

/**
 * Set operations on member lists for {@link PeerUse}: equal sets and sets inside one contiguous
 * run (a whole process group) are answered from the runs; anything else is walked process by
 * process over the smaller side, so the cost follows the irregularity of the trace.
 */
final class PeerSets {
    private PeerSets() {}

    static Members intersect(Members a, Members b) {
        if (a.equals(b) || containsAll(a, b)) return b;
        if (containsAll(b, a)) return a;
        Members small = a.size() <= b.size() ? a : b, big = small == a ? b : a;
        Members.Builder out = new Members.Builder();
        for (int i = 0; i < small.size(); i++) {
            long p = small.get(i);
            if (contains(big, p)) out.add(Members.groupOf(p), Members.rankOf(p));
        }
        return out.build();
    }

    static Members minus(Members a, Members b) {
        if (b.size() == 0) return a;
        if (a.equals(b) || containsAll(b, a)) return Members.of();
        Members.Builder out = new Members.Builder();
        for (int i = 0; i < a.size(); i++) {
            long p = a.get(i);
            if (!contains(b, p)) out.add(Members.groupOf(p), Members.rankOf(p));
        }
        return out.build();
    }

    /** Whether {@code outer}, a set of contiguous runs, holds every run of {@code inner} (false when unsure). */
    static boolean containsAll(Members outer, Members inner) {
        if (inner.size() == 0) return true;
        if (outer.runCount() > 4) return false;
        for (Run r : inner.runs()) {
            boolean in = false;
            for (Run o : outer.runs())
                if (o.group() == r.group() && (o.stride() == 1 || o.count() == 1) && o.min() <= r.min() && r.max() <= o.max()) in = true;
            if (!in) return false;
        }
        return true;
    }

    static boolean contains(Members set, long p) {
        int g = Members.groupOf(p), rank = Members.rankOf(p);
        for (Run r : set.runs()) if (r.group() == g && r.contains(rank)) return true;
        return false;
    }

    static boolean inAny(long p, List<Members> sets) {
        for (Members s : sets) if (contains(s, p)) return true;
        return false;
    }
}
