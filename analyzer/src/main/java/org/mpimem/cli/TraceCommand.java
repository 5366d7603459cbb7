package org.mpimem.cli;

import org.mpimem.cli.console.ExitCodes;
import org.mpimem.cli.io.AtomicFile;
import org.mpimem.cli.io.NotAnInput;
import org.mpimem.trace.OutputTarget;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceWriter;
import org.mpimem.trace.merge.MergeResult;
import org.mpimem.trace.merge.TraceMerger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "trace", mixinStandardHelpOptions = true, description = "Work with the tracer's output.",
        subcommands = {TraceCommand.Merge.class, TraceDiffCommand.class})
final class TraceCommand implements Runnable {

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    public void run() {
        spec.commandLine().usage(System.out);
    }

    @Command(name = "merge", mixinStandardHelpOptions = true,
            description = {"Merge the per-process logs of a tracer directory (mpimem-trace-<jobid>/) into one trace.",
                    "Several directories are merged as one run: separately started jobs joined by "
                            + "MPI_Comm_connect/MPI_Comm_accept become process groups (origin=connect) of the first one.",
                    "Truncated logs (a process that crashed or aborted), logs that disagree, and what could not be "
                            + "merged are reported on stderr; the trace of what is complete is still written, and the "
                            + "exit code is then 2 unless --allow-incomplete is given."})
    static final class Merge implements Callable<Integer> {
        @Parameters(paramLabel = "DIR", arity = "1..*", description = "the tracer's output directory (or the directories of jobs that connect to each other; the job started first is the trace's world)")
        java.util.List<Path> dirs;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "the trace to write (mpimem-trace format)")
        Path out;

        @Option(names = "--allow-incomplete", description = "exit 0 even when problems were reported")
        boolean allowIncomplete;

        @picocli.CommandLine.Spec
        picocli.CommandLine.Model.CommandSpec spec;

        public Integer call() throws Exception {
            java.io.PrintWriter err = spec.commandLine().getErr();
            OutputTarget.checkFile(out);
            NotAnInput.checkOutside("--out", out, dirs);
            MergeResult r = TraceMerger.merge(dirs);
            Trace t = r.trace();
            AtomicFile.write(out, w -> TraceWriter.writeValidated(t, w)); // the merge validated every event as it added it
            for (String p : r.problems()) err.println("mpimem: warning: " + p);
            for (String n : r.notes()) err.println("mpimem: note: " + n);
            // on standard error: with --out - the trace itself is on standard output
            err.printf(Locale.ROOT, "%s: %d logs merged: %,d processes in %d process group(s), %d communicators created, %d events%n",
                    out, r.logs(), t.groups().stream().mapToLong(g -> g.size()).sum(), t.groups().size(), t.comms().size(), t.events().size());
            if (r.clean()) return 0;
            err.printf(Locale.ROOT, "mpimem: %d problem(s) reported; %s holds what is complete%n", r.problems().size(), out);
            return allowIncomplete ? 0 : ExitCodes.BAD_INPUT;
        }
    }
}
