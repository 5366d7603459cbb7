package org.mpimem.cli;

import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check traces against the format and its rules; print a one-line summary of each. "
                + "The first error is printed as file:line: reason and the exit code is 2.")
final class ValidateCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "TRACE", description = "trace files (mpimem-trace format)")
    List<Path> traces;

    public Integer call() throws Exception {
        for (Path p : traces) {
            Trace t;
            try {
                t = TraceReader.read(p);
            } catch (NoSuchFileException e) {
                throw e; // already names the file
            } catch (IOException e) {
                throw new IOException(p + ": " + e.getMessage(), e); // e.g. "Is a directory" alone
            }
            System.out.printf(Locale.ROOT, "%s: ok: %,d processes in %d process group(s), %d communicators created, %d events%n",
                    p, t.worldSize(), t.groups().size(), t.commCount(), t.events().size());
        }
        return 0;
    }
}
