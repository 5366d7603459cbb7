package org.mpimem.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Mutants of the project's own traces (examples/ and baselines/traces/) run through
 * {@code validate} and {@code replay}, with the figures kept: cases, outcomes by class and command,
 * the slowest case, and the first few unacceptable outcomes. Shared by {@link TraceFuzzTest} (in
 * {@code mvn verify}) and {@link TraceFuzzMain} (the longer run of {@code scripts/fuzz-traces}).
 */
final class TraceFuzzer {
    static final List<String> COMMANDS = List.of("validate", "replay");

    private final Map<String, byte[]> seeds = new TreeMap<>();
    private final Path dir;
    private final long limitMillis;
    final Map<String, Map<FuzzOutcome.Kind, Integer>> outcomes = new TreeMap<>();
    final List<String> bad = new ArrayList<>();
    private final Map<String, Long> millis = new TreeMap<>();
    int cases;
    String slowest = "none";
    long slowestMillis = -1;

    TraceFuzzer(Path root, Path dir, long limitMillis) {
        this.dir = dir;
        this.limitMillis = limitMillis;
        for (String d : List.of("examples", "baselines/traces"))
            try (Stream<Path> s = Files.list(root.resolve(d))) {
                for (Path p : s.filter(p -> p.toString().endsWith(".trace")).sorted().toList())
                    seeds.put(d + "/" + p.getFileName(), Files.readAllBytes(p));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        for (String c : COMMANDS) outcomes.put(c, new EnumMap<>(FuzzOutcome.Kind.class));
    }

    /** Case {@code i}: the mutant drawn from {@code new Random(seed + i)} (what the long run does). */
    List<String> fuzzOne(long seedPlusI) {
        caseName = "seed-" + seedPlusI;
        return fuzzOne(new Random(seedPlusI));
    }

    /** Names the kept mutant: its seed in the long run, its number in mvn verify. */
    private String caseName;

    /** One mutant drawn from {@code r}; returns the unacceptable outcomes (empty when all is well). */
    List<String> fuzzOne(Random r) {
        List<String> names = new ArrayList<>(seeds.keySet());
        String base = names.get(r.nextInt(names.size()));
        List<String> steps = new ArrayList<>();
        byte[] bytes = TraceMutator.mutate(seeds.get(base), r, steps);
        String label = base + " " + String.join("+", steps);
        Path file = dir.resolve("mutant.trace");
        try {
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        cases++;
        List<String> problems = new ArrayList<>();
        boolean huge = false;
        for (String c : COMMANDS) {
            FuzzOutcome o = c.equals("replay") && huge && !replayHuge ? new FuzzOutcome(FuzzOutcome.Kind.SKIPPED_HUGE, "", 0)
                    : FuzzOutcome.run(c, file, limitMillis);
            if (c.equals("validate") && o.kind() == FuzzOutcome.Kind.OK) huge = processes(file) > HUGE;
            if (huge && (o.kind() == FuzzOutcome.Kind.TIMEOUT || o.kind() == FuzzOutcome.Kind.THROWN))
                o = new FuzzOutcome(FuzzOutcome.Kind.SCALE_LIMIT, o.kind() + " " + o.message(), o.millis());
            String p = tally(c, o, label);
            if (p != null) problems.add(p + keep(bytes));
            if (listener != null) listener.accept(c, o, label);
        }
        return problems;
    }

    /**
     * Above this many processes (world and groups) a valid mutant is a legitimately huge trace, whose
     * replay time is the replay engine's scale (O(P) per communicator for cyclic placements, issue
     * 15 E), not a question of bad input: mvn verify does not replay it, the long run does and
     * counts a timeout as SCALE_LIMIT.
     */
    static final long HUGE = 1 << 20;

    /** Replay valid mutants above {@link #HUGE} processes too (the long run). */
    boolean replayHuge;

    private static long processes(Path file) {
        try {
            return org.mpimem.trace.TraceReader.read(file).groups().stream().mapToLong(g -> g.size()).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where the mutants with unacceptable outcomes are kept, to be reproduced ({@code mpimem validate FILE}). */
    Path keep;

    private String keep(byte[] bytes) {
        if (keep == null) return "";
        try {
            Files.createDirectories(keep);
            Path f = keep.resolve((caseName != null ? caseName : "case-" + cases) + ".trace");
            Files.write(f, bytes);
            return " (mutant kept as " + f + ")";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Counts one outcome; returns its description when it is unacceptable, else null. */
    String tally(String command, FuzzOutcome o, String label) {
        outcomes.get(command).merge(o.kind(), 1, Integer::sum);
        millis.merge(command, o.millis(), Long::sum);
        if (o.millis() > slowestMillis) {
            slowestMillis = o.millis();
            slowest = command + " " + label;
        }
        if (o.kind().acceptable()) return null;
        String p = command + " " + label + " -> " + o.kind() + ": " + o.message().lines().findFirst().orElse("");
        if (bad.size() < 20) bad.add(p);
        return p;
    }

    /** Told every outcome as it happens (the long run's child JVM reports them to its driver). */
    interface Listener {
        void accept(String command, FuzzOutcome o, String label);
    }

    Listener listener;

    private int counted() {
        return outcomes.get(COMMANDS.get(0)).values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The figures, as {@code scripts/fuzz-traces} prints them. */
    String figures() {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "cases: %d mutants of %d traces%n", Math.max(cases, counted()), seeds.size()));
        outcomes.forEach((c, m) -> b.append(String.format(Locale.ROOT, "%-8s %s, mean %.1f ms%n", c, m,
                millis.getOrDefault(c, 0L) / (double) Math.max(1, counted()))));
        b.append(String.format(Locale.ROOT, "slowest: %d ms (%s)%n", slowestMillis, slowest));
        for (String p : bad) b.append("unacceptable: ").append(p).append('\n');
        return b.toString();
    }
}
