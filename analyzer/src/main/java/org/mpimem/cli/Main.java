package org.mpimem.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import org.mpimem.cli.console.ExitCodes;
import org.mpimem.cli.extrapolate.ExtrapolateCommand;
import org.mpimem.cli.measure.MeasureCommand;
import org.mpimem.cli.survey.SurveyCommand;

/** The {@code mpimem} command line: one class per operation, as jol-cli has. */
@Command(name = "mpimem", mixinStandardHelpOptions = true, version = "mpimem 0.1.0",
        description = "Memory an MPI library spends on network addresses and rank-to-address mapping, per process, under several designs.",
        subcommands = {SurveyCommand.class, TracerCommand.class, TraceCommand.class, ValidateCommand.class, ReplayCommand.class,
                ClassifyCommand.class, CalibrateCommand.class, MeasureCommand.class, ProfileCommand.class, ExtrapolateCommand.class, FiguresCommand.class, SizesCommand.class, LayoutCommand.class,
                BudgetCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:internal failure", "2:bad input or usage (a trace error names file:line: reason)",
                "3:regression found (size and budget checks)", "4:the application measure ran failed (its status is printed)"})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExitCodeExceptionMapper(ExitCodes::of);
        cl.setExecutionStrategy(Main::refuseUnmatchedThenRun);
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            cmd.getErr().println("mpimem: " + ExitCodes.message(ex));
            return ExitCodes.of(ex);
        });
        return cl;
    }

    /**
     * picocli lets a help option win over an unknown command ({@code mpimem UNKNOWN --help} printed the
     * usage with exit 0): a typo then looks like a command that exists. An unmatched word is the usage
     * error it is without --help.
     */
    private static int refuseUnmatchedThenRun(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand())
            if (!p.unmatched().isEmpty()) throw new CommandLine.UnmatchedArgumentException(p.commandSpec().commandLine(), p.unmatched());
        return new CommandLine.RunLast().execute(parsed);
    }

    public static void main(String[] args) {
        int status;
        try {
            status = commandLine().execute(args);
        } catch (OutOfMemoryError e) {
            // picocli passes Errors through; the launcher caps the heap, so say how to raise the cap
            System.err.println("mpimem: " + ExitCodes.outOfMemory(Runtime.getRuntime().maxMemory()));
            status = 1;
        }
        System.exit(status);
    }
}
