package org.mpimem.cli;

import org.mpimem.cli.console.ExitCodes;
import org.mpimem.diff.TraceDiff;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.replay.ReplayBound;
import org.mpimem.trace.TraceReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"Compare two traces of one application: communicators matched by site and position (not by id), each "
                + "collective call's records in one canonical order, families copy by copy; then both replayed under every design.",
                "Prints the event differences and the replay differences; exit 0 when equal, 3 when they differ, 2 on bad input."})
final class TraceDiffCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "A", description = "a trace (e.g. the extrapolated one)")
    Path a;

    @Parameters(index = "1", paramLabel = "B", description = "a trace (e.g. the real one at the same P)")
    Path b;

    @Option(names = "--model", split = ",", paramLabel = "NAME", description = "designs to replay (default: all)")
    List<String> models;

    @Option(names = "--profile", paramLabel = "NAME", description = "size profile (default: ${DEFAULT-VALUE})")
    String profile = SizeProfiles.defaultProfile().name();

    @Option(names = "--max-replays", paramLabel = "N", description = "refuse traces whose records (both together) times designs (4 at least) "
            + "exceed N (default: ${DEFAULT-VALUE}, about 20 s; counted on the files before they are read)")
    long maxReplays = ReplayBound.MAX_RECORD_REPLAYS;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    public Integer call() throws Exception {
        SizeProfile p = SizeProfiles.require(profile);
        List<ModelSpec> chosen = ModelMatrix.select(models != null ? models : List.of(ModelMatrix.ALL), p);
        ReplayBound.check(List.of(a, b), chosen.size(), maxReplays, "--max-replays");
        Trace x = TraceReader.read(a), y = TraceReader.read(b);
        TraceDiff d = TraceDiff.of(x, y, new Replayer(p), chosen);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "A: %s (%,d processes)%nB: %s (%,d processes)%n", a, x.worldSize(), b, y.worldSize());
        if (d.equal()) {
            out.printf(Locale.ROOT, "equal: same events per site, same replay under %d design(s)%n", chosen.size());
            return 0;
        }
        out.printf(Locale.ROOT, "event differences: %d%n", d.events().size());
        for (String s : d.events()) out.println("  " + s);
        out.printf(Locale.ROOT, "replay differences (%d design(s), end and peak): %d%n", chosen.size(), d.replays().size());
        for (String s : d.replays()) out.println("  " + s);
        out.flush();
        return ExitCodes.REGRESSION;
    }
}
