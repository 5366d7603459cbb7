package org.mpimem.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Runs {@code trace merge} on log mutants ({@link LogMutants}) in this JVM and sorts the outcome.
 * The only acceptable ones: exit 0, or exit 2 naming the damage as {@code file:line:}. A case that
 * runs longer than the limit is stopped (its thread cannot be interrupted out of a computation).
 * {@code main} is the long run of scripts/fuzz-logs: cases, first seed -> figures on stdout.
 */
final class LogFuzz {
    enum Outcome { EXIT_0, EXIT_2_FILE_LINE, EXIT_2_NO_FILE_LINE, EXIT_1, OTHER_EXIT, THROWN, TIMEOUT }

    record Result(Outcome outcome, String stderr) {
        boolean acceptable() {
            return outcome == Outcome.EXIT_0 || outcome == Outcome.EXIT_2_FILE_LINE;
        }
    }

    /** {@code file.log:line:}, or for a log in a job file {@code file.log[rank r]:line:} (its line in that log). */
    private static final Pattern FILE_LINE = Pattern.compile("(?m)\\S+\\.log(\\[rank \\d+])?:\\d+: ");
    private final LogMutants mutants = new LogMutants();
    private final long limitMs;
    /** Whether each mutant's initial world goes into one job file, itself damaged ({@link JobFileMutants}). */
    private final boolean jobFiles;
    /** One command line for all cases: building picocli's model takes longer than a small merge. */
    private CommandLine cl = Main.commandLine();

    LogFuzz(long limitMs) throws IOException {
        this(limitMs, false);
    }

    LogFuzz(long limitMs, boolean jobFiles) throws IOException {
        this.limitMs = limitMs;
        this.jobFiles = jobFiles;
    }

    Result run(long seed, Path work) throws IOException, InterruptedException {
        LogMutants.Mutant m = mutants.mutant(seed);
        Path dir = Files.createDirectories(work.resolve("logs-" + seed));
        Map<String, byte[]> files = m.files();
        if (jobFiles) {
            java.util.Random rnd = new java.util.Random(~seed);
            JobFileMutants.Kind[] kinds = JobFileMutants.Kind.values();
            files = JobFileMutants.jobFile(m, rnd, kinds[rnd.nextInt(kinds.length)]);
        }
        for (Map.Entry<String, byte[]> f : files.entrySet()) Files.write(dir.resolve(f.getKey()), f.getValue());
        StringWriter err = new StringWriter();
        int[] exit = {-1};
        Throwable[] thrown = {null};
        Thread t = new Thread(() -> {
            try {
                cl.setErr(new PrintWriter(err, true));
                exit[0] = cl.execute("trace", "merge", dir.toString(), "--out", work.resolve("out-" + seed + ".trace").toString());
            } catch (Throwable x) {
                thrown[0] = x;
            }
        }, "log-fuzz-" + seed);
        PrintStream out = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        try {
            t.start();
            t.join(limitMs);
            if (t.isAlive()) {
                stop(t);
                cl = Main.commandLine(); // the stopped one may be left half-way
            }
        } finally {
            System.setOut(out);
        }
        String e = err.toString();
        Outcome o = t.isAlive() || exit[0] == -1 && thrown[0] == null ? Outcome.TIMEOUT
                : thrown[0] != null ? Outcome.THROWN
                : exit[0] == 0 ? Outcome.EXIT_0
                : exit[0] == 2 ? (FILE_LINE.matcher(e).find() ? Outcome.EXIT_2_FILE_LINE : Outcome.EXIT_2_NO_FILE_LINE)
                : exit[0] == 1 ? Outcome.EXIT_1 : Outcome.OTHER_EXIT;
        return new Result(o, thrown[0] != null ? thrown[0].toString() : e);
    }

    @SuppressWarnings("deprecation") // the only way to end a runaway computation in this JVM
    private static void stop(Thread t) throws InterruptedException {
        t.stop();
        t.join(5000);
    }

    /** scripts/fuzz-logs: {@code LogFuzz CASES [FIRST_SEED [LIMIT_MS [job-files]]]}. */
    public static void main(String[] args) throws Exception {
        int cases = Integer.parseInt(args[0]);
        long first = args.length > 1 ? Long.parseLong(args[1]) : 0;
        LogFuzz fuzz = new LogFuzz(args.length > 2 ? Long.parseLong(args[2]) : 10_000, args.length > 3 && args[3].equals("job-files"));
        Map<Outcome, Integer> count = new EnumMap<>(Outcome.class);
        Map<Outcome, Map<String, Long>> examples = new EnumMap<>(Outcome.class);
        long start = System.nanoTime(), slowest = 0;
        Path work = workDir("log-fuzz");
        try {
            for (long s = first; s < first + cases; s++) {
                long t0 = System.nanoTime();
                Result r = fuzz.run(s, work);
                slowest = Math.max(slowest, System.nanoTime() - t0);
                count.merge(r.outcome(), 1, Integer::sum);
                if (!r.acceptable()) examples.computeIfAbsent(r.outcome(), k -> new LinkedHashMap<>())
                        .putIfAbsent(firstLine(r.stderr()).replaceAll("\\S*/log-fuzz\\S*/", ""), s);
                deleteTree(work.resolve("logs-" + s));
                Files.deleteIfExists(work.resolve("out-" + s + ".trace"));
            }
        } finally {
            deleteTree(work);
        }
        System.out.printf(Locale.ROOT, "cases,%d%nfirst_seed,%d%nwall_s,%.1f%nslowest_case_ms,%d%n", cases, first,
                (System.nanoTime() - start) / 1e9, slowest / 1_000_000);
        for (Outcome o : Outcome.values()) System.out.printf(Locale.ROOT, "%s,%d%n", o.name().toLowerCase(Locale.ROOT), count.getOrDefault(o, 0));
        examples.forEach((o, ex) -> ex.entrySet().stream().limit(15).forEach(x ->
                System.out.printf(Locale.ROOT, "# %s seed %d: %s%n", o, x.getValue(), x.getKey())));
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        String l = nl < 0 ? s : s.substring(0, nl);
        return l.length() > 200 ? l.substring(0, 200) : l;
    }

    /** In memory where Linux offers it: the merge forces its output to disk, which costs more than the merge. */
    static Path workDir(String prefix) throws IOException {
        Path shm = Path.of("/dev/shm");
        return Files.isDirectory(shm) && Files.isWritable(shm) ? Files.createTempDirectory(shm, prefix) : Files.createTempDirectory(prefix);
    }

    static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) return;
        try (var s = Files.walk(p)) {
            for (Path x : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(x);
        }
    }
}
