package org.mpimem.cli;

import org.mpimem.cli.io.AtomicFile;
import org.mpimem.cli.io.NotAnInput;
import org.mpimem.cli.options.ModelOptionsMixin;
import org.mpimem.trace.OutputTarget;
import org.mpimem.trace.InputException;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.ReplayBound;
import org.mpimem.replay.ReplayResult;
import org.mpimem.replay.Replayer;
import org.mpimem.replay.SiteReplay;
import org.mpimem.replay.SiteReplayResult;
import org.mpimem.report.SiteReports;
import org.mpimem.report.ReportFormatType;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay traces against address-management designs and report per-process memory "
                + "(max with its process, mean, min) by category, at the end of each trace and at its peak.")
final class ReplayCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "TRACE", description = "trace files (mpimem-trace format)")
    List<Path> traces;

    @Option(names = "--model", split = ",", paramLabel = "NAME",
            description = "models to replay against: all (default: the MPICH designs the size profile has, vc-vcrt, av-rankmap, "
                    + "and lazy-vc, mpich-4.0.2-ucx, mpich-5, openmpi-4.1-ob1, openmpi-4.1-ucx, openmpi-5-ob1, openmpi-5-ucx), "
                    + "mpich (only the MPICH designs), or names; by name only: openmpi-4.1-ob1-allprocs, "
                    + "openmpi-4.1-ob1-sparse, openmpi-5-ob1-sparse")
    List<String> models;

    @Option(names = "--profile", paramLabel = "NAME", description = "size profile (default: ${DEFAULT-VALUE}); see 'mpimem sizes'")
    String profile = SizeProfiles.defaultProfile().name();

    @Option(names = "--format", paramLabel = "FORMAT", description = "text, csv or json (default: ${DEFAULT-VALUE})")
    ReportFormatType format = ReportFormatType.TEXT;

    @Option(names = "--out", paramLabel = "FILE", description = "write here (atomically) instead of standard output")
    Path out;

    @Option(names = "--by-site", description = "instead of the category table: per trace and model, which call site (site=, recorded by "
            + "the tracer) made how many communicators and what they cost at the end and at the peak, on the process with the most bytes then and over all processes")
    boolean bySite;

    @Option(names = "--max-replays", paramLabel = "N", description = "refuse traces whose records times designs (4 at least) exceed N "
            + "(default: ${DEFAULT-VALUE}, about 20 s; counted on the files before they are read)")
    long maxReplays = ReplayBound.MAX_RECORD_REPLAYS;

    @picocli.CommandLine.Mixin
    ModelOptionsMixin modelOptions = new ModelOptionsMixin();

    public Integer call() throws Exception {
        if (out != null) OutputTarget.checkFile(out); // before the replays, which can take minutes; "-" is standard output
        NotAnInput.check("--out", out, traces);
        SizeProfile p = SizeProfiles.require(profile);
        List<ModelSpec> chosen = ModelMatrix.select(models != null ? models : List.of(ModelMatrix.ALL), p);
        ReplayBound.check(traces, chosen.size(), maxReplays, "--max-replays");
        Replayer replayer = new Replayer(p, modelOptions.options());
        if (bySite) return bySite(new SiteReplay(replayer), chosen, p.name());
        List<ReplayResult> results = new ArrayList<>();
        for (Path t : traces) results.add(replayer.replayAll(placed(TraceReader.read(t)), chosen));
        AtomicFile.emit(out, w -> format.create().write(results, w));
        return 0;
    }

    private static Trace placed(Trace t) {
        ReplayBound.checkPlacements(t);
        return t;
    }

    private Integer bySite(SiteReplay replayer, List<ModelSpec> chosen, String profile) throws Exception {
        List<SiteReplayResult> results = new ArrayList<>();
        for (Path t : traces) results.add(replayer.replayAll(placed(TraceReader.read(t)), chosen, profile));
        AtomicFile.emit(out, w -> SiteReports.write(format, results, w));
        return 0;
    }
}
