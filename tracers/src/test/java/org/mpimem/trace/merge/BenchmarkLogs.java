package org.mpimem.trace.merge;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The logs scripts/bench-merge merges: what a typical application does with communicators, on P
 * processes (16 per node): 20 dups of WORLD, an odd/even split, a 2-D grid's row and column splits,
 * a reversed-key split, a create_group of the first half, an intercommunicator between the halves
 * and its merge, then every communicator freed, last made first.
 * Usage: {@code BenchmarkLogs DIR P [job-file|job-file-1]} (P even; one job file of version 2 or 1).
 */
final class BenchmarkLogs {
    private BenchmarkLogs() {
    }

    static SyntheticLogs program(int p) {
        if (p < 4 || p % 2 != 0) throw new IllegalArgumentException("P must be even and at least 4, was " + p);
        SyntheticLogs s = new SyntheticLogs(p, 16);
        List<Integer> made = new ArrayList<>();
        for (int i = 0; i < 20; i++) made.add(s.dup(SyntheticLogs.WORLD));
        made.addAll(s.split(SyntheticLogs.WORLD, r -> r % 2, r -> r));
        int cols = columns(p);
        made.addAll(s.split(SyntheticLogs.WORLD, r -> r / cols, r -> r));
        made.addAll(s.split(SyntheticLogs.WORLD, r -> r % cols, r -> r));
        made.addAll(s.split(SyntheticLogs.WORLD, r -> 0, r -> -r));
        made.add(s.createGroup(SyntheticLogs.WORLD, ExpectedTraces.all(p / 2), 7));
        List<Integer> halves = s.split(SyntheticLogs.WORLD, r -> r < p / 2 ? 0 : 1, r -> r);
        made.addAll(halves);
        int inter = s.intercommCreate(halves.get(0), halves.get(1), 11);
        made.add(inter);
        made.add(s.merge(inter, false));
        for (int i = made.size() - 1; i >= 0; i--) s.free(made.get(i));
        return s;
    }

    /** The most columns of a grid of P that does not exceed a square: the largest divisor <= sqrt(P). */
    static int columns(int p) {
        int c = 1;
        while ((long) (c + 1) * (c + 1) <= p) c++;
        while (p % c != 0) c--;
        return c;
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2 && !(args.length == 3 && args[2].matches("job-file(-1)?"))) {
            System.err.println("usage: BenchmarkLogs DIR P [job-file|job-file-1]   (one job file, version 2 or 1, instead of P per-process logs)");
            System.exit(2);
        }
        SyntheticLogs s = program(Integer.parseInt(args[1]));
        if (args.length == 3) s.writeJobFile(Path.of(args[0]), args[2].equals("job-file") ? 2 : 1);
        else s.write(Path.of(args[0]));
    }
}
