package org.mpimem.cli;

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
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "tracer", mixinStandardHelpOptions = true, description = "The PMPI tracer library.",
        subcommands = TracerCommand.Build.class)
final class TracerCommand implements Runnable {

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    public void run() {
        spec.commandLine().usage(System.out);
    }

    enum Mpi { mpich, openmpi }

    @Command(name = "build", mixinStandardHelpOptions = true,
            description = {"Compile the tracer (libmpimem-trace-<mpi>.so) with the MPI's compiler wrapper and print its path.",
                    "Without --mpi: the mpicc in PATH, named after the MPI it belongs to. Then run the application with "
                            + "LD_PRELOAD set to that path (docs/tracer.md)."})
    static final class Build implements Callable<Integer> {
        static final String SOURCES = "/org/mpimem/tracer-src/";

        @Option(names = "--mpi", paramLabel = "MPI", description = "mpich or openmpi: use Debian's mpicc.mpich / mpicc.openmpi")
        Mpi mpi;

        @Option(names = "--out", paramLabel = "DIR", defaultValue = "mpimem-tracer", description = "where to put the library (default: ${DEFAULT-VALUE})")
        Path out;

        public Integer call() throws Exception {
            String cc = mpi == null ? "mpicc" : "mpicc." + mpi;
            String name = mpi != null ? mpi.name() : run(List.of("mpicc", "-showme:version"), true).contains("Open MPI") ? "openmpi" : "mpich";
            Path src = Files.createDirectories(out.resolve("src"));
            List<String> cmd = new ArrayList<>(List.of(cc, "-std=gnu11", "-O2", "-fPIC", "-shared", "-Wall", "-Wno-unused-parameter", "-o",
                    out.resolve("libmpimem-trace-" + name + ".so").toString()));
            for (String f : extract(src)) if (f.endsWith(".c")) cmd.add(src.resolve(f).toString());
            cmd.addAll(List.of("-ldl", "-lpthread"));
            run(cmd, false);
            System.out.println(out.resolve("libmpimem-trace-" + name + ".so").toAbsolutePath());
            return 0;
        }

        /** Copies the C sources (and the Makefile, for users who prefer make) out of the jar or classes dir. */
        private static List<String> extract(Path to) throws IOException, URISyntaxException {
            URI uri = Build.class.getResource(SOURCES).toURI();
            List<String> names = new ArrayList<>();
            try (FileSystem fs = uri.getScheme().equals("jar") ? FileSystems.newFileSystem(uri, Map.of()) : null) {
                Path dir = fs == null ? Path.of(uri) : fs.getPath(SOURCES);
                try (Stream<Path> s = Files.list(dir)) {
                    for (Path p : s.toList()) {
                        String n = p.getFileName().toString();
                        try (InputStream in = Files.newInputStream(p)) {
                            Files.copy(in, to.resolve(n), StandardCopyOption.REPLACE_EXISTING);
                        }
                        names.add(n);
                    }
                }
            }
            return names;
        }

        private static String run(List<String> cmd, boolean quiet) throws IOException, InterruptedException {
            Process p;
            try {
                p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            } catch (IOException e) {
                throw new IOException(cmd.get(0) + " not found: install MPI first (scripts/setup installs MPICH and Open MPI)", e);
            }
            String text = new String(p.getInputStream().readAllBytes());
            if (p.waitFor() != 0 && !quiet) throw new IOException(String.join(" ", cmd) + " failed:\n" + text);
            if (!quiet) System.err.print(text);
            return text;
        }
    }
}
