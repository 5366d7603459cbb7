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
 * Runs the application once under the allocation counter and the tracer, its standard streams and
 * exit code untouched (inherited), the logs written to {@code logs}. The two preloads are built
 * from the sources in the jar into {@code build}.
 */
public final class MeasureRun {
    private MeasureRun() {
    }

    public static int run(MeasureLaunch launch, List<String> app, Path logs, Path build, PrintStream progress)
            throws IOException, InterruptedException {
        Path counter = Launcher.buildPreload(Files.createDirectories(build.resolve("counter")));
        Path tracer = TracerLibrary.build("mpicc." + launch.id(), launch.id(), build.resolve("tracer"));
        Files.createDirectories(logs);
        try (Stream<Path> old = Files.list(logs)) { // an earlier run's logs would be merged as another job
            for (Path p : old.filter(p -> p.getFileName().toString().endsWith(".log")).toList()) Files.delete(p);
        }
        List<String> cmd = launch.command(counter, tracer, logs.toAbsolutePath(), app);
        progress.println("mpimem measure: " + String.join(" ", cmd));
        Process p = new ProcessBuilder(cmd).inheritIO().start();
        return p.waitFor();
    }
}
