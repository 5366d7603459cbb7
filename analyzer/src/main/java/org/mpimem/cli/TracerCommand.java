package org.mpimem.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.mpimem.trace.merge.TracerLibrary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

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
        @Option(names = "--mpi", paramLabel = "MPI", description = "mpich or openmpi: use Debian's mpicc.mpich / mpicc.openmpi")
        Mpi mpi;

        @Option(names = "--out", paramLabel = "DIR",
                description = "where to put the library and its sources (default: mpimem-tracer/ beside mpimem.jar, "
                        + "i.e. analyzer/target/mpimem-tracer/, or ~/.cache/mpimem/tracer/ when that folder is not writable)")
        Path out;

        @picocli.CommandLine.Spec
        picocli.CommandLine.Model.CommandSpec spec;

        public Integer call() throws Exception {
            String name = mpi != null ? mpi.name() : TracerLibrary.mpiOfDefaultMpicc();
            spec.commandLine().getOut().println(TracerLibrary.build(mpi == null ? "mpicc" : "mpicc." + mpi, name,
                    out != null ? out : defaultOut()));
            return 0;
        }

        /**
         * A build output of mpimem's own, not a file of the user's: it goes with the launcher's build
         * (beside the jar, or beside the classes folder when run from the build), so that running the
         * command in a checkout or a project leaves nothing in the current directory; a cache
         * directory when that build folder cannot be written (an installed, read-only copy).
         */
        static Path defaultOut() {
            try {
                Path code = Path.of(TracerCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
                Path build = code.getParent();
                if (build != null && Files.isWritable(build)) return build.resolve("mpimem-tracer");
            } catch (Exception e) {
                // no code source to stand beside (an unusual class loader): the cache below
            }
            String cache = System.getenv("XDG_CACHE_HOME");
            Path base = cache != null && !cache.isEmpty() ? Path.of(cache) : Path.of(System.getProperty("user.home"), ".cache");
            return base.resolve("mpimem").resolve("tracer");
        }
    }
}
