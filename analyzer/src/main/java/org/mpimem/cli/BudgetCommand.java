package org.mpimem.cli;

import org.mpimem.cli.console.ExitCodes;
import org.mpimem.cli.io.AtomicFile;
import org.mpimem.cli.io.NotAnInput;
import org.mpimem.trace.OutputTarget;
import org.mpimem.report.Budgets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "budget", mixinStandardHelpOptions = true,
        description = {"Per-application memory budgets computed by replay: each budget names a trace (path relative to the budget file), "
                + "a model, a size profile, a statistic ('total' or a category) of the process holding the most bytes at the trace's peak, "
                + "and a limit in bytes.",
                "Budget file: {\"format\": \"mpimem-budgets 1\", \"budgets\": [{\"name\": ..., \"trace\": ..., \"model\": ..., "
                        + "\"profile\": ..., \"statistic\": ..., \"limit\": ...}, ...]}"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every budget holds", "1:internal failure", "2:bad input or usage (budget file, trace, model or profile)",
                "3:some budget is exceeded: one 'EXCEEDED' line each"})
final class BudgetCommand implements Callable<Integer> {

    @Option(names = "--check", required = true, paramLabel = "FILE", description = "budget file to check")
    Path check;

    @Option(names = "--write", paramLabel = "FILE", description = "also write the budgets with each limit set to the value measured now (atomically)")
    Path write;

    @Spec
    CommandSpec spec;

    public Integer call() throws Exception {
        if (write != null) OutputTarget.checkFile(write); // before the replays
        List<Budgets.Budget> budgets = Budgets.read(check);
        // the budget file's hand-set limits and the traces it names are inputs: --write replaces neither
        List<Path> inputs = new java.util.ArrayList<>(List.of(check));
        for (Budgets.Budget b : budgets) inputs.add(Budgets.tracePath(b, check));
        NotAnInput.check("--write", write, inputs);
        PrintWriter out = spec.commandLine().getOut();
        List<Budgets.Result> results = Budgets.evaluate(budgets, check);
        results.forEach(r -> out.println(r.line()));
        out.flush();
        if (write != null) {
            AtomicFile.write(write, w -> w.write(Budgets.toJson(results)));
            spec.commandLine().getErr().println("wrote " + write);
        }
        return results.stream().anyMatch(Budgets.Result::exceeded) ? ExitCodes.REGRESSION : 0;
    }
}
