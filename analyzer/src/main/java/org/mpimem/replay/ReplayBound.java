package org.mpimem.replay;

import org.mpimem.trace.InputException;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.RecordCount;
import org.mpimem.trace.Trace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A replay costs each design a few to some tens of microseconds a record, whatever the record
 * stands for (docs/benchmarks.md, "A million communicators": 18-22 µs a record and design at
 * 64 processes, one core): a trace of a million records under the nine default designs took
 * 162 s of CPU and 1.1 GB. So the records of the traces are counted on their bytes first
 * ({@link RecordCount}, a fraction of a second) and more than {@link #MAX_RECORD_REPLAYS} records
 * times designs is refused before anything is read, naming the bound and the two ways past it:
 * fewer designs, or a bound the user raises knowing the cost. The records count as if under
 * {@link #MIN_DESIGNS} designs at least: what a replay keeps grows with the records whatever the
 * designs (a million live dups under one design: 35 s of CPU, 764 MB, the collector near the heap's
 * end), and 2^18 records is also where extrapolate and trace diff stop aligning.
 */
public final class ReplayBound {
    /** 2^20 record replays: about 20 s of one core and well under the launcher's 1 GB heap. */
    public static final long MAX_RECORD_REPLAYS = 1L << 20;
    /** Designs a trace's records count as at least: 2^18 records at most by default. */
    public static final int MIN_DESIGNS = 4;

    /**
     * Nodes of a cyclic placement at most, when a node holds two processes or more: rank r sits on node
     * r mod N, so what a node's processes keep repeats every N ranks, and a per-rank pattern of N
     * entries (8 B each) is made for each charge. A dup of a world of 2^31 - 1 placed on 2^20 nodes
     * replays under every design in 3.4 s CPU and 471 MB; on 2^22 nodes 8.9 s and 1,037 MB; on 2^27
     * the heap runs out. The largest machines have about 10^5 nodes.
     */
    public static final int MAX_CYCLIC_NODES = 1 << 20;

    private ReplayBound() {}

    /** Refuses a trace with a process group placed cyclically on more than {@link #MAX_CYCLIC_NODES} nodes of two processes or more. */
    public static void checkPlacements(Trace trace) {
        for (ProcessGroup g : trace.groups())
            if (g.placement() instanceof Placement.Cyclic c && c.nodes() > MAX_CYCLIC_NODES && g.size() > c.nodes())
                throw new InputException(String.format(Locale.ROOT, "%s: process group %d is placed cyclic:%d (%,d processes): a replay "
                        + "keeps a pattern of %,d entries a charge for it, more than the %,d nodes of a cyclic placement it takes "
                        + "(docs/usage.md, \"Scale and benchmarks\"); a block placement of as many processes a node (block:%d) "
                        + "replays at any size", trace.source(), g.id(), c.nodes(), g.size(),
                        c.nodes(), MAX_CYCLIC_NODES, (int) (((long) g.size() + c.nodes() - 1) / c.nodes())));
    }

    /**
     * Refuses {@code traces} when their records times {@code designs} exceed {@code max}; {@code option}
     * is the command's option that raises the bound, named in the message.
     */
    public static void check(List<Path> traces, int designs, long max, String option) throws IOException {
        if (max < 1) throw new InputException(option + " must be at least 1, not " + max);
        RecordCount.Files counted = RecordCount.of(traces);
        long records = counted.total();
        long work = records * Math.max(MIN_DESIGNS, designs);
        if (work <= max) return;
        throw new InputException(String.format(Locale.ROOT, "%,d record(s) (%s; communicators made or freed, process groups, "
                        + "traffic; a family counts once) under %d design(s), counted as %d at least, are %,d record replays, more than "
                        + "the bound of %,d (about 20 µs a record and design: docs/usage.md, \"Scale and benchmarks\"); name fewer designs (--model NAME: up "
                        + "to %,d records), or raise the bound knowing the cost (%s %d; more than 1 GB may need MPIMEM_JAVA_OPTS=-Xmx4g)",
                records, counted.each(), designs, MIN_DESIGNS, work, max, max / MIN_DESIGNS, option, work));
    }
}
