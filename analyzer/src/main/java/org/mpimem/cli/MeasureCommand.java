package org.mpimem.cli;

import java.io.PrintWriter;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.mpimem.charts.Charts;
import org.mpimem.measure.MeasureChart;
import org.mpimem.measure.MeasureCsv;
import org.mpimem.measure.MeasureJson;
import org.mpimem.measure.MeasureLaunch;
import org.mpimem.measure.MeasureRun;
import org.mpimem.measure.MeasureText;
import org.mpimem.measure.Measurement;
import org.mpimem.trace.InputException;
import org.mpimem.trace.TempNames;
import org.mpimem.trace.TraceWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "measure", mixinStandardHelpOptions = true,
        description = {"Run an MPI application under the tracer and an allocation counter at once and compare, per call site and process, "
                + "the live bytes each traced MPI call left behind with what the matching model charges (mpich-4.0.2-ucx, "
                + "openmpi-4.1-ob1, openmpi-4.1-ucx). The application's output and exit code are unchanged; the table follows it. "
                + "Writes DIR/measure.{txt,csv,json,png,svg}, DIR/app.trace and DIR/logs/. See docs/calibration.md."})
final class MeasureCommand implements Callable<Integer> {

    @Option(names = "--mpi", required = true, paramLabel = "MPI", description = "mpich or openmpi (Debian's mpiexec.mpich / mpirun.openmpi)")
    MeasureLaunch.Mpi mpi;

    @Option(names = "--np", required = true, paramLabel = "N", description = "processes (one node, oversubscribed)")
    int np;

    @Option(names = "--transport", paramLabel = "T", description = "shm (the library's choice on one node) or tcp (network transports forced: "
            + "UCX_TLS=tcp,self under ch4:ucx or pml/ucx, btl tcp,self under pml/ob1); default: ${DEFAULT-VALUE}")
    MeasureLaunch.Transport transport = MeasureLaunch.Transport.SHM;

    @Option(names = "--pml", paramLabel = "PML", description = "Open MPI only: ob1 or ucx (default: ${DEFAULT-VALUE})")
    MeasureLaunch.Pml pml = MeasureLaunch.Pml.OB1;

    @Option(names = "--mca", paramLabel = "NAME=VALUE", description = "Open MPI only: a further MCA parameter (repeatable), e.g. osc=^rdma")
    List<String> mca = new java.util.ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", description = "where the reports go (default: ${DEFAULT-VALUE})")
    Path out = Path.of("mpimem-measure");

    @Option(names = "--from-logs", description = "do not run: compare from the logs an earlier run left in DIR/logs (a run whose "
            + "processes all reached MPI_Finalize but that had to be stopped, e.g. MPICH's finalize hanging under UCX_TLS=tcp,self when oversubscribed)")
    boolean fromLogs;

    @Parameters(arity = "1..*", paramLabel = "APP", description = "the application and its arguments (after --)")
    List<String> app;

    public Integer call() throws Exception {
        if (np < 1) throw new InputException("--np must be at least 1, not " + np);
        if (pml == MeasureLaunch.Pml.UCX && mpi != MeasureLaunch.Mpi.OPENMPI) throw new InputException("--pml is for Open MPI only");
        for (String m : mca)
            if (mpi != MeasureLaunch.Mpi.OPENMPI || m.indexOf('=') < 1) throw new InputException("--mca " + m + ": NAME=VALUE, and for Open MPI only");
        if (Files.exists(out) && !Files.isDirectory(out)) throw new InputException(out + ": not a directory");
        Files.createDirectories(out);
        MeasureLaunch launch = new MeasureLaunch(mpi, np, transport, pml, mca);
        int exit = fromLogs ? 0 : run(launch);
        if (exit != 0) {
            System.err.println("mpimem measure: the application exited with " + exit + "; no comparison made");
            return exit;
        }
        Measurement m = Measurement.of(out.resolve("logs"), Path.of(app.get(0)).getFileName().toString(), launch, System.err);
        AtomicFile.write(out.resolve("app.trace"), w -> TraceWriter.writeValidated(m.trace(), w));
        AtomicFile.write(out.resolve("measure.txt"), w -> MeasureText.write(m.comparison(), new PrintWriter(w)));
        AtomicFile.write(out.resolve("measure.csv"), w -> MeasureCsv.write(m.comparison(), new PrintWriter(w)));
        AtomicFile.write(out.resolve("measure.json"), w -> MeasureJson.write(m.comparison(), new PrintWriter(w)));
        var chart = MeasureChart.of(m.comparison());
        AtomicFile.write(out.resolve("measure.png"), Charts.png(chart));
        AtomicFile.write(out.resolve("measure.svg"), w -> w.write(Charts.svg(chart)));
        MeasureText.write(m.comparison(), new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
        System.err.println("mpimem measure: wrote " + out + "/measure.{txt,csv,json,png,svg}, app.trace");
        return 0;
    }

    private int run(MeasureLaunch launch) throws Exception {
        Path build = Files.createTempDirectory("mpimem-measure");
        try {
            return MeasureRun.run(launch, app, out.resolve("logs"), build, System.err);
        } finally {
            TempNames.deleteTree(build);
        }
    }
}
