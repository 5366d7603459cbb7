package org.mpimem.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.mpimem.calibrate.Calibration;
import org.mpimem.calibrate.CalibrationReport;
import org.mpimem.calibrate.Launcher;
import org.mpimem.calibrate.Predictor;
import org.mpimem.calibrate.Predictors;
import org.mpimem.calibrate.Row;
import org.mpimem.calibrate.Measured;
import org.mpimem.calibrate.SamplesCsv;
import org.mpimem.cli.io.AtomicFile;
import org.mpimem.cli.io.NotAnInput;
import org.mpimem.trace.InputException;
import org.mpimem.trace.OutputTarget;
import org.mpimem.trace.TempNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "calibrate", mixinStandardHelpOptions = true,
        description = {"Measure a real MPI on this machine: small programs create communicators of each pattern under an "
                + "allocation-counting preload; fit live bytes = a + b*x per pattern (x: communicator size, or world size for "
                + "init and dup-world) and print the model's fit beside it. Progress on standard error. See docs/calibration.md."})
final class CalibrateCommand implements Callable<Integer> {

    @Option(names = "--mpi", required = true, paramLabel = "MPI", description = "mpich or openmpi (Debian's mpicc.<mpi> and launcher)")
    Launcher mpi;

    @Option(names = "--max-world", paramLabel = "P", defaultValue = "8",
            description = "worlds 2..P are run; the pattern sweep runs in the largest (default: ${DEFAULT-VALUE})")
    int maxWorld;

    @Option(names = "--model", paramLabel = "DESIGN@PROFILE",
            description = "model to compare with (default: the MPI's own, e.g. av-rankmap@mpich-4.3-ch4-ucx); one that does not exist is reported as 'no model yet'")
    String model;

    @Option(names = "--format", paramLabel = "FORMAT", description = "text, csv or json (default: ${DEFAULT-VALUE})")
    CalibrationReport.Format format = CalibrationReport.Format.TEXT;

    @Option(names = "--out", paramLabel = "FILE", description = "write here (atomically) instead of standard output")
    Path out;

    @Option(names = "--samples", paramLabel = "FILE", description = "also write the raw samples, with the library's version "
            + "and the date, as CSV (what scripts/calibrate commits and the figures page's calibration table reads)")
    Path samplesOut;

    @Option(names = "--launcher", paramLabel = "PROGRAM", description = "the launch program, given the MPI's own launcher's "
            + "arguments (default: mpiexec.mpich, or mpirun.openmpi)")
    String launcher;

    @Option(names = "--launch-timeout", paramLabel = "SECONDS", description = "kill a launch (with every process it started) "
            + "that takes longer, and fail (default: 4 times what a launch is expected to take on P processes: 5 + 2*P seconds, "
            + "the pattern sweep 5 + P*P/2; progress shows it)")
    Long launchTimeout;

    public Integer call() throws Exception {
        if (launchTimeout != null && launchTimeout < 1) throw new InputException("--launch-timeout must be at least 1 second, not " + launchTimeout);
        if (maxWorld < Calibration.SWEEP_FROM + 1 || maxWorld > 64)
            throw new InputException("--max-world must be " + (Calibration.SWEEP_FROM + 1) + "..64 (two points per pattern at least), not " + maxWorld);
        if (out != null) OutputTarget.checkFile(out);
        if (samplesOut != null) OutputTarget.checkFile(samplesOut);
        NotAnInput.distinct("--samples", samplesOut, "--out", out);
        String name = model != null ? model : Predictors.defaultName(mpi.id());
        Predictor predictor = Predictors.byName(name);
        if (model != null && predictor == null)
            throw new InputException("--model " + model + ": no such DESIGN@PROFILE (designs: 'mpimem replay --help', profiles: 'mpimem sizes')");
        Path dir = Files.createTempDirectory("mpimem-calibrate");
        Measured measured;
        try {
            measured = Calibration.run(mpi, new Calibration.Launch(launcher != null ? launcher : mpi.launcher(),
                    launchTimeout == null ? null : java.time.Duration.ofSeconds(launchTimeout)), maxWorld, dir, System.err);
        } finally {
            TempNames.deleteTree(dir);
        }
        List<Row> rows = Row.of(measured.samples(), predictor);
        if (samplesOut != null) {
            AtomicFile.write(samplesOut, w -> SamplesCsv.write(measured, w));
            System.err.println("wrote " + samplesOut + " (" + measured.library() + ", " + measured.date() + ")");
        }
        if (out == null || OutputTarget.isStdout(out)) {
            Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
            CalibrationReport.write(new PrintWriter(w), format, mpi.id(), name, predictor != null, rows);
        } else {
            AtomicFile.write(out, w -> CalibrationReport.write(new PrintWriter(w), format, mpi.id(), name, predictor != null, rows));
            System.err.println("wrote " + out);
        }
        return 0;
    }
}
