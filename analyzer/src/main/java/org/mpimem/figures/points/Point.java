package org.mpimem.figures.points;

import org.mpimem.account.Category;
import org.mpimem.model.Models;

import java.util.Map;

/**
 * One design's per-process bytes, by category, for one trace configuration: the process with
 * the most bytes at the trace's peak (the paper's "memory usage per MPI process").
 */
public record Point(String series, Models model, String workload, int processes, int comms, Map<Category, Long> bytes) {
    public static final double MIB = 1 << 20;

    public Point {
        bytes = Map.copyOf(bytes);
    }

    /** Bytes in one of the paper's structures (VC, VCRT, AV, Rankmap, or node tables). */
    public long structure(String name) {
        long t = 0;
        for (Map.Entry<Category, Long> e : bytes.entrySet()) if (Structure.of(model, e.getKey()).equals(name)) t += e.getValue();
        return t;
    }

    /** What the paper plots: addresses plus mappings; node tables, groups and per-peer allocations left out. */
    public long paperBytes() {
        return structure(Structure.address(model)) + structure(Structure.mapping(model));
    }

    public long total() {
        return bytes.values().stream().mapToLong(Long::longValue).sum();
    }
}
