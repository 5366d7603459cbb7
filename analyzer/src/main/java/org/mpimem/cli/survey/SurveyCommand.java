package org.mpimem.cli.survey;

import org.mpimem.cli.console.ConsoleProgress;
import org.mpimem.cli.io.AtomicFile;
import org.mpimem.cli.io.OutputFolder;
import org.mpimem.cli.options.DesignsOptions;
import org.mpimem.cli.options.ModelOptionsMixin;
import org.mpimem.trace.InputException;
import org.mpimem.model.ModelMatrix;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.survey.Survey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(name = "survey", mixinStandardHelpOptions = true,
        description = {"The paper's analysis on the built-in profiles, into one folder: Table I (table1.md/.txt/.csv), "
                + "every application's per-process memory at the paper's scale under every design of the size profile "
                + "(summary.md, memory.csv/.json/.txt) and the paper's figures (figures/). Progress goes to standard error."})
public final class SurveyCommand implements Callable<Integer> {

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: ${DEFAULT-VALUE})")
    Path out = Path.of("mpimem-survey");

    @Option(names = "--procs", paramLabel = "N", description = "processes for the applications (default: ${DEFAULT-VALUE}, the paper's Figs 17-18)")
    int procs = 524_288;

    @Option(names = "--ppn", paramLabel = "N", description = "processes per node (default: ${DEFAULT-VALUE})")
    int ppn = 16;

    @Option(names = "--profile", paramLabel = "NAME", description = "size profile (default: ${DEFAULT-VALUE}); see 'mpimem sizes'")
    String profile = SizeProfiles.defaultProfile().name();

    @Option(names = "--no-figures", description = "skip the figures")
    boolean noFigures;

    @Option(names = "--irregular-max", paramLabel = "P", description = "largest process count of the random-order figures (default: ${DEFAULT-VALUE})")
    int irregularMax = 16_384;

    @Option(names = "--model", split = ",", paramLabel = "NAME",
            description = "models of the summary: all (default: every model 'mpimem replay --help' lists under all), "
                    + "mpich (only the MPICH designs), or names as in 'mpimem replay --help'")
    List<String> models = List.of(ModelMatrix.ALL);

    @picocli.CommandLine.Mixin
    ModelOptionsMixin modelOptions = new ModelOptionsMixin();

    @picocli.CommandLine.Mixin
    DesignsOptions designs = new DesignsOptions();

    @Option(names = {"-v", "--verbose"}, description = "also a line per replay and per figure on standard error")
    boolean verbose;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    public Integer call() throws Exception {
        if (procs < 1 || ppn < 1) throw new InputException("--procs and --ppn must be at least 1");
        SizeProfile p = SizeProfiles.require(profile);
        OutputFolder folder = OutputFolder.prepare(out, "# mpimem survey");
        long t0 = System.nanoTime();
        try (ConsoleProgress progress = new ConsoleProgress(spec.commandLine().getErr(), "mpimem survey", ConsoleProgress.stderrIsTerminal(), verbose)) {
            try {
                new Survey(p, procs, ppn, progress, modelOptions.options())
                        .withModels(ModelMatrix.select(models, p)).withDesigns(designs.figure(p, modelOptions.options(), procs))
                        .run(!noFigures, irregularMax, (name, b) -> AtomicFile.write(folder.resolve(name), b));
                folder.commit();
            } finally {
                folder.abandon();
            }
        }
        System.out.print(SurveyDone.text(out, (System.nanoTime() - t0) / 1e9, !noFigures));
        return 0;
    }
}
