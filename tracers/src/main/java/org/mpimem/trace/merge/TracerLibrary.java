package org.mpimem.trace.merge;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Builds the tracer library from the C sources that travel with this module
 * ({@code src/main/c}, in the jar under {@value #SOURCES}): one {@code libmpimem-trace-<mpi>.so}
 * per MPI, compiled with that MPI's compiler wrapper.
 */
public final class TracerLibrary {
    static final String SOURCES = "/org/mpimem/tracer-src/";

    private TracerLibrary() {
    }

    /** Which MPI the {@code mpicc} in PATH belongs to: "openmpi" or "mpich". */
    public static String mpiOfDefaultMpicc() throws IOException, InterruptedException {
        return run(List.of("mpicc", "-showme:version"), true).contains("Open MPI") ? "openmpi" : "mpich";
    }

    /** Compiles the library with {@code mpicc} into {@code out} and returns its path. */
    public static Path build(String mpicc, String mpiName, Path out) throws IOException, InterruptedException {
        return compile(mpicc, mpiName, out, List.of());
    }

    /**
     * The same with extra {@code -D} definitions (the job file's small pieces and rounds, a failure
     * on one rank: tests' builds), into a directory of {@code out} named by them, so that it never
     * replaces the plain build or one with other definitions that a test may still be running.
     */
    public static Path build(String mpicc, String mpiName, Path out, List<String> defines) throws IOException, InterruptedException {
        if (defines.isEmpty()) return build(mpicc, mpiName, out);
        for (String d : defines)
            if (!d.matches("-D[A-Za-z_][A-Za-z0-9_]*(=[A-Za-z0-9_.]*)?"))
                throw new IllegalArgumentException("not a -DNAME or -DNAME=value a directory can be named by: " + d);
        return compile(mpicc, mpiName, out.resolve("with" + String.join("", defines)), defines);
    }

    private static Path compile(String mpicc, String mpiName, Path out, List<String> defines) throws IOException, InterruptedException {
        Path src = Files.createDirectories(out.resolve("src"));
        Path lib = out.resolve("libmpimem-trace-" + mpiName + ".so");
        List<String> cmd = new ArrayList<>(List.of(mpicc, "-std=gnu11", "-O2", "-g", "-fPIC", "-shared", "-Wall",
                "-Wno-unused-parameter", "-o", lib.toString()));
        cmd.addAll(defines);
        List<String> files = extract(TracerLibrary.class, SOURCES, src);
        // the MPI-4 calls this MPI has, by check compiles (MPI_VERSION does not say: Open MPI 5 reports 3 and has them)
        cmd.addAll(run(List.of("sh", src.resolve("mpi_features.sh").toString(), mpicc), false).lines().filter(l -> l.startsWith("-D")).toList());
        for (String f : files) if (f.endsWith(".c")) cmd.add(src.resolve(f).toString());
        cmd.addAll(List.of("-ldl", "-lpthread"));
        run(cmd, false);
        return lib.toAbsolutePath();
    }

    /**
     * Copies the files of resource folder {@code sources} (C sources and the Makefile, for those who
     * prefer make) next to {@code anchor} out of the jar or classes dir into {@code to}; returns their names.
     */
    public static List<String> extract(Class<?> anchor, String sources, Path to) throws IOException {
        List<String> names = new ArrayList<>();
        try {
            URI uri = anchor.getResource(sources).toURI();
            try (FileSystem fs = uri.getScheme().equals("jar") ? FileSystems.newFileSystem(uri, Map.of()) : null;
                 Stream<Path> s = Files.list(fs == null ? Path.of(uri) : fs.getPath(sources))) {
                for (Path p : s.sorted().toList()) {
                    try (InputStream in = Files.newInputStream(p)) {
                        Files.copy(in, to.resolve(p.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
                    }
                    names.add(p.getFileName().toString());
                }
            }
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
        return names;
    }

    /** Runs a command; its output is returned, and on failure (unless quiet) thrown with it. */
    public static String run(List<String> cmd, boolean quiet) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new IOException(cmd.get(0) + " not found: install MPI first (scripts/setup installs MPICH and Open MPI)", e);
        }
        String text = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0 && !quiet) throw new IOException(String.join(" ", cmd) + " failed:\n" + text);
        return text;
    }
}
