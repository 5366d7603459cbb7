package org.mpimem.cli.options;

import org.mpimem.figures.designs.DesignsFigure;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelOptions;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.InputException;
import picocli.CommandLine.Option;

import java.util.List;

/** The designs figure's options, shared by figures and survey: which designs, at what scale, within what time. */
public final class DesignsOptions {
    @Option(names = "--designs-procs", paramLabel = "N", description = "processes of the designs figure (every built-in "
            + "application under every design; default: figures 786432, survey its --procs, so that the figure and the "
            + "memory table are one set of replays)")
    Integer procs;

    @Option(names = "--designs-budget", paramLabel = "SECONDS", description = "a design whose replay of an application "
            + "takes longer (wall time, seconds) is stopped and the page says so (default: ${DEFAULT-VALUE})")
    double budget = 20;

    @Option(names = "--designs-model", split = ",", paramLabel = "NAME", description = "designs of the designs figure "
            + "(default: all; names as in 'mpimem replay --help')")
    List<String> models = List.of(ModelMatrix.ALL);

    /** The figure at --designs-procs, or at {@code defaultProcs} when it is not given. */
    public DesignsFigure figure(SizeProfile p, ModelOptions options, int defaultProcs) {
        int procs = this.procs == null ? defaultProcs : this.procs;
        if (procs < 1) throw new InputException("--designs-procs must be positive, not " + procs);
        if (!(budget > 0)) throw new InputException("--designs-budget must be a positive number of seconds, not " + budget);
        return new DesignsFigure(p, options, ModelMatrix.select(models, p), procs, budget);
    }
}
