package org.mpimem.model.scan;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.Arrays;

/**
 * Where each member of a child list sits in its parent's list: the child→parent rank array of
 * MPICH's IRREGULAR mapper, computed run by run. A child run that follows one parent run with a
 * stride that is a multiple of the parent's becomes one run of positions; anything else is
 * located element by element (irregular lists cost their size, regular ones their run count).
 */
public final class Positions {
    private static final int SCAN_LIMIT = 64;

    private final Members parent;
    private int[][] inverse; // per group: rank -> position + 1 (0 = absent); built only for irregular parents

    public Positions(Members parent) {
        this.parent = parent;
    }

    /** The child→parent array; fails if a child member is not in the parent. */
    public Members of(Members child) {
        Members.Builder out = new Members.Builder();
        for (Run r : child.runs()) {
            int j = 0;
            while (j < r.count()) {
                int rank = r.rankAt(j);
                int k = findRun(r.group(), rank);
                if (k < 0) {
                    int pos = inverseLookup(r.group(), rank);
                    out.add(0, pos);
                    j++;
                    continue;
                }
                Run p = parent.run(k);
                int idx = (rank - p.start()) / p.stride();
                int take = 1;
                int step = 1;
                if (r.count() - j > 1 && r.stride() % p.stride() == 0) {
                    step = r.stride() / p.stride();
                    long room = step > 0 ? (p.count() - 1 - idx) / step : idx / (long) -step;
                    take = (int) Math.min(r.count() - j, room + 1);
                }
                out.add(new Run(0, parent.runOffset(k) + idx, take, take == 1 ? 1 : step));
                j += take;
            }
        }
        return out.build();
    }

    private int findRun(int group, int rank) {
        if (parent.runCount() > SCAN_LIMIT) return -1;
        for (int k = 0; k < parent.runCount(); k++) {
            Run p = parent.run(k);
            if (p.group() == group && p.contains(rank)) return k;
        }
        throw new IllegalArgumentException("process " + group + "/" + rank + " is not a member of the parent");
    }

    private int inverseLookup(int group, int rank) {
        if (inverse == null) {
            int groups = Arrays.stream(parent.groups()).max().orElse(0) + 1;
            int[] maxRank = new int[groups];
            for (Run r : parent.runs()) maxRank[r.group()] = Math.max(maxRank[r.group()], r.max());
            inverse = new int[groups][];
            for (int k = 0; k < parent.runCount(); k++) {
                Run r = parent.run(k);
                if (inverse[r.group()] == null) inverse[r.group()] = new int[maxRank[r.group()] + 1];
                for (int j = 0; j < r.count(); j++) inverse[r.group()][r.rankAt(j)] = parent.runOffset(k) + j + 1;
            }
        }
        if (group < inverse.length && inverse[group] != null && rank < inverse[group].length && inverse[group][rank] > 0)
            return inverse[group][rank] - 1;
        throw new IllegalArgumentException("process " + group + "/" + rank + " is not a member of the parent");
    }
}
