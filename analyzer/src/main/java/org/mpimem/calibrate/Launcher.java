package org.mpimem.calibrate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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
                dir.resolve("calib_maps.c").toString(), "-ldl"), false);
        return lib;
    }

    /** Compiles {@code source} (already extracted into dir) with this MPI's wrapper. */
    public Path compile(Path dir, String source) throws IOException, InterruptedException {
        Path exe = dir.resolve(source.replace(".c", "") + "-" + id()).toAbsolutePath();
        TracerLibrary.run(List.of(mpicc, "-O1", "-Wall", "-o", exe.toString(), dir.resolve(source).toString()), false);
        return exe;
    }

    /** The launch command for {@code exe args} on n processes, with {@code preload} (none when null). */
    public List<String> command(int n, Path preload, Path exe, List<String> args) {
        List<String> cmd = new ArrayList<>();
        if (this == MPICH) {
            cmd.addAll(List.of("mpiexec.mpich", "-n", "" + n));
            if (preload != null) cmd.addAll(List.of("-genv", "LD_PRELOAD", preload.toString()));
        } else {
            cmd.addAll(List.of("mpirun.openmpi", "--allow-run-as-root", "--oversubscribe", "-n", "" + n));
            if (preload != null) cmd.addAll(List.of("-x", "LD_PRELOAD=" + preload));
        }
        cmd.add(exe.toString());
        cmd.addAll(args);
        return cmd;
    }

    /** Runs a command, standard error merged; returns exit code and output. Fails after 300 s. */
    public static Result run(List<String> cmd) throws IOException, InterruptedException {
        Path log = Files.createTempFile("mpimem-calib", ".out");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!p.waitFor(300, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new IOException(String.join(" ", cmd) + " did not finish in 300 s");
            }
            return new Result(p.exitValue(), Files.readString(log));
        } finally {
            Files.deleteIfExists(log);
        }
    }

    public record Result(int exit, String output) {}
}
