package org.mpimem.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The long fuzzing run of {@code scripts/fuzz-traces}: cases {@code 0..CASES-1}, case i being the
 * mutant drawn from {@code new Random(SEED + i)}. A driver runs the cases in a child JVM and keeps
 * the figures; the child stops after a case that timed out or threw an Error (its heap and threads
 * are no longer trustworthy) and the driver starts a new one at the next case, so that an
 * OutOfMemoryError is counted, not fatal. Exit 1 when any outcome was unacceptable.
 */
final class TraceFuzzMain {
    private TraceFuzzMain() {}

    /** {@code CASES SEED ROOT [replay-huge]} (driver) or {@code --child FROM CASES SEED ROOT [replay-huge]}. */
    public static void main(String[] args) throws Exception {
        if (args[0].equals("--child")) {
            child(Integer.parseInt(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]), Path.of(args[4]), args.length > 5);
            return;
        }
        int cases = Integer.parseInt(args[0]);
        long seed = Long.parseLong(args[1]);
        Path dir = Files.createTempDirectory("fuzz-traces");
        TraceFuzzer f = new TraceFuzzer(Path.of(args[2]), dir, 10_000);
        long t0 = System.nanoTime();
        for (int next = 0, jvms = 1; next < cases; jvms++) {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            List<String> cmd = new java.util.ArrayList<>(List.of(java, "-Xmx1g", "-cp", System.getProperty("java.class.path"),
                    TraceFuzzMain.class.getName(), "--child", Integer.toString(next), Integer.toString(cases), Long.toString(seed), args[2]));
            if (args.length > 3) cmd.add(args[3]);
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            int started = -1, reported = 0, before = next;
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    String[] t = line.split("\t", -1);
                    if (t[0].equals("start")) {
                        started = Integer.parseInt(t[1]);
                        reported = 0;
                    } else if (t[0].equals("done")) {
                        reported++;
                        f.tally(t[1], new FuzzOutcome(FuzzOutcome.Kind.valueOf(t[2]), t[5], Long.parseLong(t[3])), t[4]);
                    } else if (t[0].equals("end")) next = Integer.parseInt(t[1]) + 1;
                }
            }
            p.waitFor();
            if (started >= next) { // died inside case `started`: what it had not reported counts as JVM_DIED
                for (String c : TraceFuzzer.COMMANDS.subList(reported, TraceFuzzer.COMMANDS.size()))
                    f.tally(c, new FuzzOutcome(FuzzOutcome.Kind.JVM_DIED, "child JVM exit " + p.exitValue(), 0), "case " + started);
                next = started + 1;
            }
            if (next == before) throw new IllegalStateException("the child JVM ran no case (exit " + p.exitValue() + ")");
            if (next / 1000 != before / 1000) System.err.printf("%d cases, %d JVMs%n", next, jvms);
        }
        System.out.print(f.figures());
        System.out.printf("wall: %.0f s%n", (System.nanoTime() - t0) / 1e9);
        Files.deleteIfExists(dir);
        System.exit(f.bad.isEmpty() ? 0 : 1);
    }

    private static void child(int from, int cases, long seed, Path root, boolean replayHuge) throws Exception {
        Thread orphan = new Thread(() -> { // the driver holds our stdin: its end means the driver is gone
            try {
                while (System.in.read() >= 0) { }
            } catch (java.io.IOException e) {
                // gone as well
            }
            System.exit(4);
        });
        orphan.setDaemon(true);
        orphan.start();
        Path dir = Files.createTempDirectory("fuzz-traces");
        TraceFuzzer f = new TraceFuzzer(root, dir, 10_000);
        f.replayHuge = replayHuge;
        f.keep = root.resolve("analyzer/target/fuzz-failures");
        var out = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        boolean[] stop = {false};
        f.listener = (c, o, label) -> {
            out.println(String.join("\t", "done", c, o.kind().name(), Long.toString(o.millis()), label,
                    o.message().lines().findFirst().orElse("").replace('\t', ' ')));
            stop[0] |= o.kind() == FuzzOutcome.Kind.TIMEOUT || o.kind() == FuzzOutcome.Kind.THROWN || o.kind() == FuzzOutcome.Kind.SCALE_LIMIT;
        };
        for (int i = from; i < cases && !stop[0]; i++) {
            out.println("start\t" + i);
            f.fuzzOne(seed + i);
            out.println("end\t" + i);
        }
        Files.deleteIfExists(dir.resolve("mutant.trace"));
        Files.deleteIfExists(dir);
        System.exit(0);
    }
}
