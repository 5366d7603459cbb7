package org.mpimem.measure;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.mpimem.calibrate.Launcher;
import org.mpimem.trace.merge.TracerLibrary;

/**
 * Runs the application under the allocation counter and the tracer, its standard streams and
 * exit code untouched (inherited), the logs written to a directory of their own. The two
 * preloads (and Open MPI's agent for simulated nodes) are built once into {@code build} from the
 * sources in the jar, then serve every run.
 */
public final class MeasureRun {
    private final Path counter, tracer, agent;
    private final PrintStream progress;

    private MeasureRun(Path counter, Path tracer, Path agent, PrintStream progress) {
        this.counter = counter;
        this.tracer = tracer;
        this.agent = agent;
        this.progress = progress;
    }

    /** Builds what the runs of {@code launch} need; the agent only when its nodes are simulated under Open MPI. */
    public static MeasureRun prepare(MeasureLaunch launch, boolean simulatedNodes, Path build, PrintStream progress)
            throws IOException, InterruptedException {
        Path counter = Launcher.buildPreload(Files.createDirectories(build.resolve("counter")));
        Path tracer = TracerLibrary.build("mpicc." + launch.id(), launch.id(), build.resolve("tracer"));
        Path agent = simulatedNodes && launch.mpi() == MeasureLaunch.Mpi.OPENMPI ? SimulatedNodes.agent(build) : null;
        return new MeasureRun(counter, tracer, agent, progress);
    }

    /**
     * One run; returns the launcher's exit code. {@code job} keeps this run's logs apart from any
     * other's; {@code output} takes the application's output (null: this process's streams).
     */
    public int run(MeasureLaunch launch, List<String> app, Path logs, String job, Path output) throws IOException, InterruptedException {
        Files.createDirectories(logs);
        try (Stream<Path> old = Files.list(logs)) { // an earlier run's logs would be merged as another job
            for (Path p : old.filter(p -> p.getFileName().toString().endsWith(".log")).toList()) Files.delete(p);
        }
        List<String> cmd = launch.command(counter, tracer, logs.toAbsolutePath(), job, agent, app);
        progress.println("mpimem measure: " + String.join(" ", cmd));
        ProcessBuilder b = new ProcessBuilder(cmd).inheritIO();
        if (output != null) b.redirectErrorStream(true).redirectOutput(output.toFile());
        Process p = b.start();
        return p.waitFor();
    }
}
