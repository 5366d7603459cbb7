package org.mpimem.cli;

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

        @Option(names = "--out", paramLabel = "DIR", defaultValue = "mpimem-tracer",
                description = "where to put the library (default: ${DEFAULT-VALUE})")
        Path out;

        @picocli.CommandLine.Spec
        picocli.CommandLine.Model.CommandSpec spec;

        public Integer call() throws Exception {
            String name = mpi != null ? mpi.name() : TracerLibrary.mpiOfDefaultMpicc();
            spec.commandLine().getOut().println(TracerLibrary.build(mpi == null ? "mpicc" : "mpicc." + mpi, name, out));
            return 0;
        }
    }
}
