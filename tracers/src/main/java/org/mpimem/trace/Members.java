package org.mpimem.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An ordered list of processes (rank order of a communicator or group), stored as runs.
 * Element {@code i} is a process reference packed as {@link #gpid(int, int)}: process group in
 * the high 32 bits, rank in that group in the low 32 bits (MPICH ch4 packs avtid and lpid alike).
 * Random access is O(log runs), so a regular 786,432-member list costs a few words.
 */
public final class Members {
    private final int[] group, start, count, stride;
    /** offset[i] = index of the first element of run i; offset[runs] = size. */
    private final int[] offset;

    private Members(int[] group, int[] start, int[] count, int[] stride, int runs) {
        this.group = Arrays.copyOf(group, runs);
        this.start = Arrays.copyOf(start, runs);
        this.count = Arrays.copyOf(count, runs);
        this.stride = Arrays.copyOf(stride, runs);
        this.offset = new int[runs + 1];
        for (int i = 0; i < runs; i++) {
            long next = (long) offset[i] + count[i];
            if (next > Integer.MAX_VALUE) throw new IllegalArgumentException("more than 2^31-1 members");
            offset[i + 1] = (int) next;
        }
    }

    public static long gpid(int group, int rank) {
        return ((long) group << 32) | (rank & 0xffffffffL);
    }

    public static int groupOf(long gpid) {
        return (int) (gpid >>> 32);
    }

    public static int rankOf(long gpid) {
        return (int) gpid;
    }

    public static Members of(List<Run> runs) {
        Builder b = new Builder();
        for (Run r : runs) b.add(r);
        return b.build();
    }

    public static Members of(Run... runs) {
        return of(List.of(runs));
    }

    /** Ranks of group 0, compressed. */
    public static Members ofRanks(int... ranks) {
        Builder b = new Builder();
        for (int r : ranks) b.add(0, r);
        return b.build();
    }

    public static Members range(int group, int first, int n) {
        return of(new Run(group, first, n, 1));
    }

    public int size() {
        return offset[offset.length - 1];
    }

    public int runCount() {
        return start.length;
    }

    public Run run(int i) {
        return new Run(group[i], start[i], count[i], stride[i]);
    }

    public List<Run> runs() {
        List<Run> out = new ArrayList<>(runCount());
        for (int i = 0; i < runCount(); i++) out.add(run(i));
        return out;
    }

    /** Index of the first element of run i in this list. */
    public int runOffset(int i) {
        return offset[i];
    }

    /** The run holding element index {@code i}. */
    public int runIndexOf(int i) {
        if (i < 0 || i >= size()) throw new IndexOutOfBoundsException(i + " of " + size());
        int k = Arrays.binarySearch(offset, 0, start.length, i);
        return k >= 0 ? k : -k - 2;
    }

    public long get(int i) {
        int k = runIndexOf(i);
        return gpid(group[k], start[k] + (i - offset[k]) * stride[k]);
    }

    public int rank(int i) {
        return rankOf(get(i));
    }

    /** Position of {@code gpid} in this list, or -1: O(runs). */
    public int indexOf(long gpid) {
        return RunArithmetic.indexOf(this, gpid);
    }

    /** Distinct process groups, in order of first appearance. */
    public int[] groups() {
        return Arrays.stream(group).distinct().toArray();
    }

    public boolean singleGroup() {
        return groups().length <= 1;
    }

    /** Elements [from, from+n) as a new list, without expanding runs. */
    public Members slice(int from, int n) {
        if (from < 0 || n < 0 || from + n > size()) throw new IndexOutOfBoundsException(from + "+" + n + " of " + size());
        Builder b = new Builder();
        int i = from, end = from + n;
        while (i < end) {
            int k = runIndexOf(i);
            int skip = i - offset[k];
            int take = Math.min(count[k] - skip, end - i);
            b.add(new Run(group[k], start[k] + skip * stride[k], take, stride[k]));
            i += take;
        }
        return b.build();
    }

    /** Packed gpids of all elements; for tests and for small irregular lists only. */
    public long[] toArray() {
        long[] a = new long[size()];
        for (int k = 0, i = 0; k < start.length; k++)
            for (int j = 0; j < count[k]; j++) a[i++] = gpid(group[k], start[k] + j * stride[k]);
        return a;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Members m && Arrays.equals(group, m.group) && Arrays.equals(start, m.start)
                && Arrays.equals(count, m.count) && Arrays.equals(stride, m.stride);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(start) * 31 + Arrays.hashCode(count);
    }

    @Override
    public String toString() {
        return runs().stream().map(Run::toString).collect(Collectors.joining(","));
    }

    /**
     * Appends runs or single processes, merging them greedily into maximal runs, so that any
     * two ways of writing the same list build equal {@code Members}.
     */
    public static final class Builder {
        private int[] g = new int[4], s = new int[4], c = new int[4], d = new int[4];
        private int n;
        private long size;

        public Builder add(int group, int rank) {
            return add(new Run(group, rank, 1, 1));
        }

        /** @throws IllegalArgumentException when the list would pass 2^31-1 elements (a run count would overflow) */
        public Builder add(Run r) {
            return add(r.group(), r.start(), r.count(), r.stride());
        }

        /** The run (group, start, count, stride), valid as {@link Run} checks it, without making one: a node scan adds one per member. */
        public Builder add(int group, int start, int count, int stride) {
            if (size + count > Integer.MAX_VALUE) throw new IllegalArgumentException("more than 2^31-1 members");
            size += count;
            int i = 0;
            while (i < count) {
                int rank = start + i * stride;
                int k = n - 1;
                if (k >= 0 && g[k] == group) {
                    if (c[k] == 1 && rank != s[k]) {
                        // a lone element takes whatever stride reaches the next one
                        d[k] = rank - s[k];
                        c[k] = 2;
                        i++;
                        continue;
                    }
                    if (c[k] > 1 && rank == (long) s[k] + (long) c[k] * d[k]) {
                        int take = d[k] == stride ? count - i : 1;
                        c[k] += take;
                        i += take;
                        continue;
                    }
                }
                grow();
                g[n] = group;
                s[n] = rank;
                c[n] = 1;
                d[n] = 1;
                n++;
                i++;
            }
            return this;
        }

        private void grow() {
            if (n == s.length) {
                int m = s.length * 2;
                g = Arrays.copyOf(g, m);
                s = Arrays.copyOf(s, m);
                c = Arrays.copyOf(c, m);
                d = Arrays.copyOf(d, m);
            }
        }

        public int size() {
            return (int) size;
        }

        public Members build() {
            for (int i = 0; i < n; i++) if (c[i] == 1) d[i] = 1;
            return new Members(g, s, c, d, n);
        }
    }
}
