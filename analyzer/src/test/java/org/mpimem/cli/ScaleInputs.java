package org.mpimem.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The scale fuzzer's inputs (scripts/fuzz-scale; not run by mvn verify): small traces that stand
 * for huge runs. Families of 1 million and 16 million copies (singletons and pairs: BLACS' grid map,
 * NWChem's process pairs), and one MPI_Comm_split of P processes in random order, up to 2^20. The
 * seed varies what a real application varies (processes per node, the colours, a free of the family,
 * the order); the sizes stay, since they are what the ceiling guards. Issue 29: a family whose site is
 * 4,000 characters at 2^14 .. 2^17, and a loop of 50,000 dups and frees at P = 4, 8, 16.
 * Usage: ScaleInputs DIR SEED — writes DIR/*.trace and prints one name per line.
 */
final class ScaleInputs {
    private ScaleInputs() {}

    public static void main(String[] args) throws IOException {
        Path dir = Files.createDirectories(Path.of(args[0]));
        SplittableRandom rnd = new SplittableRandom(Long.parseLong(args[1]));
        for (int copies : new int[] {1 << 20, 1 << 24}) {
            String m = copies == 1 << 20 ? "1m" : "16m";
            family(dir.resolve("family-singletons-" + m + ".trace"), copies, 1, rnd);
            family(dir.resolve("family-pairs-" + m + ".trace"), copies, 2, rnd);
        }
        // the extrapolator's input: one application (the same choices) at two counts
        family(dir.resolve("app-512k.trace"), 1 << 19, 1, new SplittableRandom(Long.parseLong(args[1])));
        family(dir.resolve("app-1m.trace"), 1 << 20, 1, new SplittableRandom(Long.parseLong(args[1])));
        for (int p : new int[] {1 << 15, 1 << 17, 1 << 20}) randomSplit(dir.resolve("random-split-" + p + ".trace"), p, rnd);
        // issue 29 item 7: a family whose site is 4,000 characters (a symbolised C++ frame), at four counts
        String site = longSite(rnd);
        for (int p : new int[] {1 << 14, 1 << 15, 1 << 16, 1 << 17}) longSite(dir.resolve("long-site-" + p + ".trace"), p, site);
        // issue 29 item 4: a loop of 50,000 dups of WORLD, each freed before the next, at three counts
        int line = 10 + rnd.nextInt(90);
        for (int p : new int[] {4, 8, 16}) loop(dir.resolve("loop-" + p + ".trace"), p, 50_000, line);
    }

    /** A 4,000-character site: a function name the seed varies, padded as a long template signature would be. */
    private static String longSite(SplittableRandom rnd) {
        StringBuilder b = new StringBuilder("ns::Solver<");
        while (b.length() < 3990) b.append((char) ('a' + rnd.nextInt(26)));
        return b.append(">::run@app.cc:").append(10 + rnd.nextInt(90)).toString();
    }

    /** A split of P processes into P singletons, as a family, freed as one, at a long site. */
    private static void longSite(Path f, int p, String site) throws IOException {
        try (BufferedWriter w = open(f)) {
            w.write(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:16%n", p));
            w.write(String.format(Locale.ROOT, "comm id=1 call=MPI_Comm_split parent=0 members=0 copies=%d step=1 color=0 colorstep=1 site=%s%n", p, site));
            w.write(String.format(Locale.ROOT, "free id=1 call=MPI_Comm_free copies=%d%nend comms=1 frees=1 groups=0%n", p));
        }
    }

    /** {@code n} dups of WORLD, each freed before the next. */
    private static void loop(Path f, int p, int n, int line) throws IOException {
        try (BufferedWriter w = open(f)) {
            w.write(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:%d%n", p, p));
            for (int k = 1; k <= n; k++)
                w.write(String.format(Locale.ROOT, "comm id=%d call=MPI_Comm_dup parent=0 members=0:%d site=loop@app.c:%d%nfree id=%d call=MPI_Comm_free%n",
                        k, p, line, k));
            w.write(String.format(Locale.ROOT, "end comms=%d frees=%d groups=0%n", n, n));
        }
    }

    private static BufferedWriter open(Path f) throws IOException {
        System.out.println(f.getFileName());
        return Files.newBufferedWriter(f, StandardCharsets.UTF_8);
    }

    private static int ppn(SplittableRandom rnd) {
        return new int[] {1, 4, 16, 64}[rnd.nextInt(4)];
    }

    /** copies communicators of {@code size} consecutive processes each: one split of a world of copies*size. */
    private static void family(Path f, int copies, int size, SplittableRandom rnd) throws IOException {
        long world = (long) copies * size;
        boolean colorStep = rnd.nextBoolean(), free = rnd.nextBoolean();
        try (BufferedWriter w = open(f)) {
            w.write(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:%d%n", world, ppn(rnd)));
            w.write(String.format(Locale.ROOT, "comm id=1 call=MPI_Comm_split parent=0 members=%s copies=%d step=%d color=%d%s site=grid_map@blacs.c:%d%n",
                    size == 1 ? "0" : "0:" + size, copies, size, colorStep ? rnd.nextInt(1000) : 0, colorStep ? " colorstep=1" : "", 10 + rnd.nextInt(90)));
            if (free) w.write(String.format(Locale.ROOT, "free id=1 call=MPI_Comm_free copies=%d%n", copies));
            w.write(String.format(Locale.ROOT, "end comms=1 frees=%d groups=0%n", free ? 1 : 0));
        }
    }

    /** One split of the whole world (one colour) with the keys shuffled: members in a random order. */
    private static void randomSplit(Path f, int p, SplittableRandom rnd) throws IOException {
        int[] order = new int[p];
        for (int i = 0; i < p; i++) order[i] = i;
        for (int i = p - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1), t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        try (BufferedWriter w = open(f)) {
            w.write(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:%d%n", p, ppn(rnd)));
            w.write("comm id=1 call=MPI_Comm_split parent=0 members=");
            for (int i = 0; i < p; i++) {
                if (i > 0) w.write(',');
                w.write(Integer.toString(order[i]));
            }
            w.write(String.format(Locale.ROOT, " color=0 site=shuffle@app.c:%d%nend comms=1 frees=0 groups=0%n", 10 + rnd.nextInt(90)));
        }
    }
}
