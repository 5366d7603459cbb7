package org.mpimem.profiles;

import org.mpimem.trace.InputException;
import org.mpimem.trace.Members;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random rank orders that are pairwise distinct, as the paper's irregular benchmarks demand
 * ("each duplicated communicator has a unique rank order", §V-B), so that no two communicators
 * can share a lookup table. Reproducible from the seed. These lists are O(n) by nature.
 */
final class RandomOrders {
    private static final int MAX_REDRAWS = 1000;

    private final SplittableRandom random;
    private final Set<Long> seen = new HashSet<>();

    RandomOrders(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * A fresh permutation of {@code members}, never equal to an earlier one nor to the identity
     * (which would be a plain dup). Fails when {@code members} has too few orders left.
     */
    Members next(Members members) {
        int n = members.size();
        for (int attempt = 0; attempt < MAX_REDRAWS; attempt++) {
            int[] p = permutation(n);
            if (isIdentity(p) || !seen.add(fingerprint(p))) continue;
            Members.Builder b = new Members.Builder();
            for (int i : p) {
                long g = members.get(i);
                b.add(Members.groupOf(g), Members.rankOf(g));
            }
            return b.build();
        }
        throw new InputException("cannot draw another distinct rank order of " + n
                + " processes after " + seen.size() + " (too few processes for this many communicators)");
    }

    private int[] permutation(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) p[i] = i;
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    private static boolean isIdentity(int[] p) {
        for (int i = 0; i < p.length; i++) if (p[i] != i) return false;
        return true;
    }

    /** Equal orders hash equal, so none is accepted twice; a rare collision of distinct orders only costs a redraw. */
    private static long fingerprint(int[] p) {
        long h = 0xcbf29ce484222325L;
        for (int x : p) h = (h ^ x) * 0x100000001b3L;
        return h;
    }
}
