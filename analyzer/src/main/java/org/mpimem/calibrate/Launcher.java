package org.mpimem.calibrate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.time.Duration;

import org.mpimem.trace.InputException;

import org.mpimem.trace.merge.TracerLibrary;

/**
 * One of Debian's MPIs on this machine: its compiler wrapper and launcher, oversubscribed on one
 * node. The preload is compiled with plain gcc: it uses no MPI, so one library serves both.
 */
public enum Launcher {
    MPICH("mpicc.mpich"), OPENMPI("mpicc.openmpi");

    static final String SOURCES = "/org/mpimem/calibrate-src/";
    private final String mpicc;

    Launcher(String mpicc) {
        this.mpicc = mpicc;
    }

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Extracts the sources into {@code dir}, compiles the preload; returns its path. */
    public static Path buildPreload(Path dir) throws IOException, InterruptedException {
        TracerLibrary.extract(Launcher.class, SOURCES, dir);
        Path lib = dir.resolve("libmpimem-calib.so").toAbsolutePath();
        TracerLibrary.run(List.of("gcc", "-std=gnu11", "-O2", "-fPIC", "-shared", "-Wall", "-o", lib.toString(),
                dir.resolve("mpimem_calib.c").toString(), dir.resolve("calib_table.c").toString(),
                dir.resolve("calib_maps.c").toString(), dir.resolve("calib_arrival.c").toString(), "-ldl"), false);
        return lib;
    }

    /** Compiles {@code source} (already extracted into dir) with this MPI's wrapper. */
    public Path compile(Path dir, String source) throws IOException, InterruptedException {
        Path exe = dir.resolve(source.replace(".c", "") + "-" + id()).toAbsolutePath();
        TracerLibrary.run(List.of(mpicc, "-O1", "-Wall", "-o", exe.toString(), dir.resolve(source).toString()), false);
        return exe;
    }

    /** The launch program: Debian's mpiexec.mpich or mpirun.openmpi. */
    public String launcher() {
        return this == MPICH ? "mpiexec.mpich" : "mpirun.openmpi";
    }

    /** The launch command for {@code exe args} on n processes through {@code launcher}, with {@code preload} (none when null). */
    public List<String> command(String launcher, int n, Path preload, Path exe, List<String> args) {
        List<String> cmd = new ArrayList<>(List.of(launcher));
        if (this == MPICH) {
            cmd.addAll(List.of("-n", "" + n));
            if (preload != null) cmd.addAll(List.of("-genv", "LD_PRELOAD", preload.toString()));
        } else {
            cmd.addAll(List.of("--allow-run-as-root", "--oversubscribe", "-n", "" + n));
            if (preload != null) cmd.addAll(List.of("-x", "LD_PRELOAD=" + preload));
        }
        cmd.add(exe.toString());
        cmd.addAll(args);
        return cmd;
    }

    /** Runs a command, standard error merged; returns exit code and output. Fails after 300 s. */
    public static Result run(List<String> cmd) throws IOException, InterruptedException {
        return run(cmd, Duration.ofSeconds(300));
    }

    /**
     * Runs a command, standard error merged, within {@code timeout}: past it the whole process tree is
     * killed (an MPI launcher's proxies and ranks too, which would otherwise spin on) and the failure
     * says what the command printed until then.
     */
    public static Result run(List<String> cmd, Duration timeout) throws IOException, InterruptedException {
        Path log = Files.createTempFile("mpimem-calib", ".out");
        try {
            Process p;
            try {
                p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            } catch (IOException e) {
                throw new InputException(cmd.get(0) + ": cannot be started (" + e.getMessage() + ")");
            }
            if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                ProcessTree.kill(p);
                throw new LaunchFailure(String.join(" ", cmd) + " did not finish in " + timeout.toSeconds()
                        + " s and was killed with its processes", Files.readString(log));
            }
            return new Result(p.exitValue(), Files.readString(log));
        } finally {
            Files.deleteIfExists(log);
        }
    }

    public record Result(int exit, String output) {}
}
