package org.mpimem.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code mpimem} command line: one class per operation, as jol-cli has. */
@Command(name = "mpimem", mixinStandardHelpOptions = true, version = "mpimem 0.1.0",
        description = "Memory an MPI library spends on network addresses and rank-to-address mapping, per process, under several designs.",
        subcommands = {SurveyCommand.class, TracerCommand.class, TraceCommand.class, ValidateCommand.class, ReplayCommand.class,
                ClassifyCommand.class, CalibrateCommand.class, MeasureCommand.class, ProfileCommand.class, ExtrapolateCommand.class, FiguresCommand.class, SizesCommand.class, LayoutCommand.class,
                BudgetCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:internal failure", "2:bad input or usage (a trace error names file:line: reason)",
                "3:regression found (size and budget checks)"})
public final class Main implements Runnable {
    public static final int BAD_INPUT = 2;
    public static final int REGRESSION = 3;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExitCodeExceptionMapper(ExitCodes::of);
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            cmd.getErr().println("mpimem: " + ExitCodes.message(ex));
            return ExitCodes.of(ex);
        });
        return cl;
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
