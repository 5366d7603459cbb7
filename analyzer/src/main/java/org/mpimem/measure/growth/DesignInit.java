package org.mpimem.measure.growth;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

import org.mpimem.account.ProcessStats;
import org.mpimem.model.ModelMatrix;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.TraceReader;

/**
 * What a design charges a process for MPI_Init alone, in a job of {@code np} processes on nodes of
 * {@code ppn}: the replay of a trace that holds MPI_COMM_WORLD and nothing else. The process that
 * is charged least, as the measurement takes the process that kept least.
 */
public final class DesignInit {
    private DesignInit() {
    }

    /** {total, of it what the library's MPI_Init state adds (org.mpimem.model.init)}: bytes of the least-charged process. */
    public static long[] bytes(String design, int np, int ppn) {
        String text = String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:%d%nend comms=0 frees=0 groups=0%n", np, ppn);
        try {
            var trace = TraceReader.read("MPI_Init at " + np + " x " + ppn, new StringReader(text));
            var spec = ModelMatrix.select(List.of(design), SizeProfiles.defaultProfile()).get(0);
            ProcessStats.Proc least = new Replayer(SizeProfiles.defaultProfile()).replay(trace, spec).end().min();
            return new long[] {least.total(), org.mpimem.model.init.InitStates.of(design).bytes(np, ppn)};
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
