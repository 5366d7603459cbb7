package org.mpimem.cli;

import org.mpimem.cli.io.AtomicFile;
import org.mpimem.cli.io.OutputFolder;
import org.mpimem.cli.options.DesignsOptions;
import org.mpimem.cli.options.ModelOptionsMixin;
import org.mpimem.figures.designs.DesignsFigure;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.paper.Figure;
import org.mpimem.figures.paper.PaperFigures;
import org.mpimem.trace.InputException;
import org.mpimem.figures.FigureRun;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

@Command(name = "figures", mixinStandardHelpOptions = true,
        description = {"Regenerate the paper's Figures 9-14, 17 and 18 (Guo et al., IPDPS 2017): replay the micro-benchmarks and app profiles at the paper's "
                + "process counts against both designs and write, per figure, tidy data (ID.csv) and the chart (ID.png, ID.svg), "
                + "plus index.md and index.html listing the paper's statements next to the reproduced numbers; "
                + "then every built-in application under every design --model selects (designs.png/.svg/.csv, with its table on the page).",
                "Progress goes to standard error."})
final class FiguresCommand implements java.util.concurrent.Callable<Integer> {

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "output folder (created if missing)")
    Path out;

    @Option(names = "--profile", paramLabel = "NAME", description = "size profile with both designs (default: ${DEFAULT-VALUE})")
    String profile = SizeProfiles.defaultProfile().name();

    @Option(names = "--only", split = ",", paramLabel = "ID", description = "only these figures, e.g. fig9a,fig13 (default: all)")
    Set<String> only;

    @Option(names = "--irregular-max", paramLabel = "P", description = "largest process count replayed for the irregular "
            + "(random-order) figures 13 and 14, which cost O(P) per communicator (default: ${DEFAULT-VALUE}; 786432 for the full range)")
    int irregularMax = 16_384;

    @picocli.CommandLine.Mixin
    ModelOptionsMixin modelOptions = new ModelOptionsMixin();

    @picocli.CommandLine.Mixin
    DesignsOptions designs = new DesignsOptions();

    public Integer call() throws Exception {
        SizeProfile p = SizeProfiles.require(profile);
        Measurer m = new Measurer(p, System.err::println, modelOptions.options()); // before anything is written: rejects a profile without both designs
        List<Figure> all = PaperFigures.all(irregularMax);
        List<Figure> figures = all;
        DesignsFigure every = designs.figure(p, modelOptions.options(), DesignsFigure.PROCS);
        if (only != null) {
            Set<String> known = all.stream().map(Figure::id).collect(Collectors.toSet());
            known.add(DesignsFigure.ID);
            for (String id : only)
                if (!known.contains(id)) throw new InputException("unknown figure '" + id + "' (known: "
                        + all.stream().map(Figure::id).collect(Collectors.joining(", ")) + ", " + DesignsFigure.ID + ")");
            figures = all.stream().filter(f -> only.contains(f.id())).toList();
            if (!only.contains(DesignsFigure.ID)) every = null;
        }
        OutputFolder folder = OutputFolder.prepare(out, "# The paper's figures, regenerated");
        long t0 = System.nanoTime();
        try {
            new FigureRun(m, System.err::println).withDesigns(every).run(figures, (name, bytes) -> AtomicFile.write(folder.resolve(name), bytes));
            folder.commit();
        } finally {
            folder.abandon();
        }
        String designsNote = every == null ? "" : String.format(Locale.ROOT, ", and the designs figure: %d applications x %d designs",
                org.mpimem.profiles.AppProfiles.applications().size(), every.models().size());
        System.err.println(String.format(Locale.ROOT, "wrote %d figures (%d replays%s) to %s in %.1f s; open %s",
                figures.size() + (every == null ? 0 : 1), m.replays(), designsNote, out, (System.nanoTime() - t0) / 1e9, out.resolve("index.html")));
        return 0;
    }
}
