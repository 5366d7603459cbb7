package org.mpimem.trace.merge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Open MPI's name server, which separately started jobs need to connect to each other: started
 * in the foreground so that closing it stops it, with its URI written to a file the jobs are told.
 */
final class OmpiServer implements AutoCloseable {
    private final Process p;
    private final Path uri;

    private OmpiServer(Process p, Path uri) {
        this.p = p;
        this.uri = uri;
    }

    static OmpiServer start(Path dir) throws IOException, InterruptedException {
        Path uri = dir.resolve("ompi-server.uri");
        Files.deleteIfExists(uri);
        ProcessBuilder pb = new ProcessBuilder("ompi-server", "--no-daemonize", "-r", uri.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("ompi-server.out").toFile());
        pb.environment().put("OMPI_ALLOW_RUN_AS_ROOT", "1");
        pb.environment().put("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
        OmpiServer s = new OmpiServer(pb.start(), uri);
        s.await(uri, null);
        return s;
    }

    List<String> options() {
        return List.of("--ompi-server", "file:" + uri);
    }

    /** Waits up to 120 s for {@code file} to hold a line, failing early if {@code job} (or the server) ended. */
    void await(Path file, Mpi.Started job) throws IOException, InterruptedException {
        for (int i = 0; i < 1200; i++) {
            if (Files.exists(file) && Files.readString(file).contains("\n")) return;
            if (!p.isAlive()) throw new AssertionError("ompi-server ended: " + Files.readString(uri.resolveSibling("ompi-server.out")));
            if (job != null && !job.p().isAlive()) throw new AssertionError("job ended before writing " + file + ":\n" + Files.readString(job.log()));
            Thread.sleep(100);
        }
        if (job != null) job.stop();
        throw new AssertionError(file + " did not appear in 120 s");
    }

    @Override
    public void close() {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }
}
