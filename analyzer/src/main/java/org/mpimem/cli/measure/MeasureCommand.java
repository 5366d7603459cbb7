package org.mpimem.cli.measure;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.mpimem.cli.console.ExitCodes;
import org.mpimem.measure.MeasureFiles;
import org.mpimem.measure.MeasureLaunch;
import org.mpimem.measure.MeasureRun;
import org.mpimem.measure.MeasureText;
import org.mpimem.measure.Measurement;
import org.mpimem.trace.InputException;
import org.mpimem.trace.TempNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "measure", mixinStandardHelpOptions = true,
        description = {"Run an MPI application under the tracer and an allocation counter at once and compare, per call site and process, "
                + "the live bytes each traced MPI call left behind with what the matching model charges (mpich-4.0.2-ucx, "
                + "openmpi-4.1-ob1, openmpi-4.1-ucx). With --np: one run on this machine as one node; the application's output "
                + "comes first, then the table; writes DIR/measure.{txt,csv,json,png,svg}, DIR/app.trace and DIR/logs/.",
                "With --procs (and --ppn): growth. One run per count and ppn on nodes simulated on this machine (or the hosts of "
                        + "--hostfile), each in DIR/runs/<np>x<ppn>/ with its own reports; then every site's bytes per process fitted "
                        + "into a constant and terms per process, per node and per local peer, measured beside modelled: "
                        + "DIR/growth.{txt,json,png,svg}, DIR/growth-{slopes,terms,samples}.csv. See docs/calibration.md."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:internal failure", "2:bad input or usage", "4:the application failed (its status is printed)"})
public final class MeasureCommand implements Callable<Integer> {

    @Option(names = "--mpi", paramLabel = "MPI", description = "mpich or openmpi (Debian's mpiexec.mpich / mpirun.openmpi); "
            + "required except with --remodel")
    MeasureLaunch.Mpi mpi;

    @Option(names = "--np", paramLabel = "N", description = "one run of N processes on this machine as one node (oversubscribed)")
    Integer np;

    @Option(names = "--procs", split = ",", paramLabel = "N", description = "process counts of a growth measurement, e.g. 8,16,32,64")
    List<Integer> procs;

    @Option(names = "--ppn", split = ",", paramLabel = "K", description = "processes per node of a growth measurement, e.g. 2,4 "
            + "(two or more values tell per-node from per-process growth); default with --procs: 2")
    List<Integer> ppn;

    @Option(names = "--hostfile", paramLabel = "FILE", description = "real nodes, one host name per line (# comments), in the order "
            + "to use; default: nodes simulated on this machine (MPICH: Hydra's fork launcher; Open MPI: a UTS namespace per node, as root)")
    Path hostfile;

    @Option(names = "--transport", paramLabel = "T", description = "shm (the library's choice on one node) or tcp (network transports forced: "
            + "UCX_TLS=tcp,self under ch4:ucx or pml/ucx, btl tcp,self under pml/ob1); default: ${DEFAULT-VALUE}")
    MeasureLaunch.Transport transport = MeasureLaunch.Transport.SHM;

    @Option(names = "--pml", paramLabel = "PML", description = "Open MPI only: ob1 or ucx (default: ${DEFAULT-VALUE})")
    MeasureLaunch.Pml pml = MeasureLaunch.Pml.OB1;

    @Option(names = "--mca", paramLabel = "NAME=VALUE", description = "Open MPI only: a further MCA parameter (repeatable), e.g. osc=^rdma")
    List<String> mca = new java.util.ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", description = "where the reports go (default: ${DEFAULT-VALUE})")
    Path out = Path.of("mpimem-measure");

    @Option(names = "--from-logs", description = "do not run: compare from the logs an earlier run left in DIR/logs (DIR/runs/*/logs "
            + "for growth; e.g. a run whose processes all reached MPI_Finalize but that had to be stopped)")
    boolean fromLogs;

    @Option(names = "--remodel", description = "do not run: set today's model beside the measurement already in DIR "
            + "(DIR/measure.csv and DIR/app.trace, e.g. after a design changed); the measured columns are kept as they are")
    boolean remodel;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "APP", description = "the application and its arguments (after --); required except with --remodel")
    List<String> app;

    public Integer call() throws Exception {
        if (remodel) { // what was run is in DIR already: the design comes from its measure.csv
            if (app != null && !app.isEmpty()) throw new InputException("--remodel runs nothing: give only --out DIR, not an application");
            return remodel();
        }
        if (mpi == null) throw new InputException("give --mpi mpich or --mpi openmpi");
        if (app == null || app.isEmpty()) throw new InputException("give the application to run (after --)");
        if (pml == MeasureLaunch.Pml.UCX && mpi != MeasureLaunch.Mpi.OPENMPI) throw new InputException("--pml is for Open MPI only");
        for (String m : mca)
            if (mpi != MeasureLaunch.Mpi.OPENMPI || m.indexOf('=') < 1) throw new InputException("--mca " + m + ": NAME=VALUE, and for Open MPI only");
        if (Files.exists(out) && !Files.isDirectory(out)) throw new InputException(out + ": not a directory");
        MeasureLaunch launch = new MeasureLaunch(mpi, np == null ? 0 : np, transport, pml, mca);
        if (procs != null || ppn != null || hostfile != null) return new MeasureGrowth(new MeasureGrowth.Options(procs, np, ppn, hostfile, out, fromLogs, app), launch, this::appFailed).call();
        if (np == null) throw new InputException("give --np N (one run) or --procs N,N,... (growth)");
        if (np < 1) throw new InputException("--np must be at least 1, not " + np);
        Files.createDirectories(out);
        if (!fromLogs) {
            MeasureFiles.clear(out, MeasureFiles.REPORTS);
            int exit = run(launch);
            if (exit != 0) return appFailed("", exit);
        }
        Measurement m = Measurement.of(out.resolve("logs"), Path.of(app.get(0)).getFileName().toString(), launch, System.err);
        MeasureFiles.write(m, out);
        MeasureText.write(m.comparison(), new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
        System.err.println("mpimem measure: wrote " + out + "/measure.{txt,csv,json,png,svg}, app.trace");
        return 0;
    }

    private int remodel() throws Exception {
        if (!Files.exists(out.resolve("measure.csv")) && Files.isDirectory(out.resolve("runs"))) return MeasureGrowth.remodel(out);
        Measurement m = Measurement.remodel(out);
        MeasureFiles.reports(m, out);
        MeasureText.write(m.comparison(), new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
        System.err.println("mpimem measure: wrote " + out + "/measure.{txt,csv,json,png,svg} with today's " + m.comparison().design());
        return 0;
    }

    /** Exit 4, never the application's own status: its 2 or 3 would read as mpimem's bad input or regression. */
    int appFailed(String where, int status) {
        spec.commandLine().getErr().println("mpimem measure: the application failed" + where + " with status " + status + "; no comparison made");
        return ExitCodes.APP_FAILED;
    }

    private int run(MeasureLaunch launch) throws Exception {
        Path build = Files.createTempDirectory("mpimem-measure");
        try {
            return MeasureRun.prepare(launch, false, build, System.err).run(launch, app, out.resolve("logs"), "mpimem-" + ProcessHandle.current().pid(), null);
        } finally {
            TempNames.deleteTree(build);
        }
    }
}
