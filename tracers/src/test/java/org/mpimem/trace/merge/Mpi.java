package org.mpimem.trace.merge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One of Debian's two MPIs, through its explicit wrappers, for tests that run real MPI programs
 * under the tracer. Both run oversubscribed on one node; Open MPI as root needs to be told so.
 */
enum Mpi {
    MPICH("mpicc.mpich", "mpif90.mpich"),
    OPENMPI("mpicc.openmpi", "mpif90.openmpi");

    static final Path SOURCES = Path.of("src/test/mpi");
    final String mpicc, mpif90;

    Mpi(String mpicc, String mpif90) {
        this.mpicc = mpicc;
        this.mpif90 = mpif90;
    }

    String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Fails with the fix when MPI is missing: these tests must run, never be skipped. */
    void requireInstalled() throws IOException, InterruptedException {
        for (String tool : List.of(mpicc, mpif90, this == MPICH ? "mpiexec.mpich" : "mpirun.openmpi"))
            if (new ProcessBuilder("sh", "-c", "command -v " + tool).start().waitFor() != 0)
                throw new AssertionError(tool + " not found: MPI is not installed. Run scripts/setup (installs mpich, "
                        + "libmpich-dev, openmpi-bin, libopenmpi-dev, gfortran) before mvn verify.");
    }

    Path compile(String source, Path dir) throws IOException, InterruptedException {
        return compile(source, dir, List.of("-O1"));
    }

    /** Compiles a test program with the given optimisation/debug flags. */
    Path compile(String source, Path dir, List<String> flags) throws IOException, InterruptedException {
        Path exe = dir.resolve(source.replaceAll("\\.[a-z0-9]+$", "") + "-" + id());
        List<String> cmd = new ArrayList<>(List.of(source.endsWith(".f90") ? mpif90 : mpicc, "-w"));
        cmd.addAll(flags);
        cmd.addAll(List.of("-o", exe.toString(), SOURCES.resolve(source).toString()));
        TracerLibrary.run(cmd, false);
        return exe;
    }

    /** Runs {@code exe} on n processes with the tracer preloaded; returns the exit code. */
    Run run(Path exe, int n, Path lib, Path traceDir) throws IOException, InterruptedException {
        return start(exe, n, lib, traceDir, List.of(), List.of()).finish();
    }

    /** The launcher's option that sets {@code name=value} in every process's environment. */
    List<String> env(String name, String value) {
        return this == MPICH ? List.of("-genv", name, value) : List.of("-x", name + "=" + value);
    }

    /** Starts {@code exe args} on n processes with the tracer preloaded (none when lib is null) and {@code options} for the launcher. */
    Started start(Path exe, int n, Path lib, Path traceDir, List<String> options, List<String> args) throws IOException {
        return start(List.of(), exe, n, lib, traceDir, options, args);
    }

    /** The same, the launcher started by {@code wrapper} (a command that runs its arguments). */
    Started start(List<String> wrapper, Path exe, int n, Path lib, Path traceDir, List<String> options, List<String> args) throws IOException {
        List<String> cmd = new ArrayList<>(wrapper);
        if (this == MPICH) cmd.addAll(List.of("mpiexec.mpich", "-n", "" + n));
        else cmd.addAll(List.of("mpirun.openmpi", "--allow-run-as-root", "--oversubscribe", "-n", "" + n));
        if (lib != null) cmd.addAll(env("LD_PRELOAD", lib.toString()));
        if (traceDir != null) cmd.addAll(env("MPIMEM_TRACE_DIR", traceDir.toString()));
        cmd.addAll(options);
        cmd.add(exe.toString());
        cmd.addAll(args);
        Path log = Files.createTempFile(exe.getParent(), "run", ".out");
        return new Started(cmd, new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start(), log);
    }

    record Started(List<String> cmd, Process p, Path log) {
        Run finish() throws IOException, InterruptedException {
            if (!p.waitFor(180, TimeUnit.SECONDS)) {
                stop();
                throw new AssertionError(String.join(" ", cmd) + " did not finish in 180 s:\n" + Files.readString(log));
            }
            return new Run(p.exitValue(), Files.readString(log));
        }

        void stop() {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
    }

    record Run(int exit, String output) {}
}
