package org.mpimem.figures.points;

import org.mpimem.charts.Level;
import org.mpimem.charts.Tick;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/** The paper's axes: process counts 128 … 768K (Mira's full scale), per-process MiB, system-memory lines. */
public final class Axes {
    public static final String PROCESSES = "Number of processes";
    public static final String COMMUNICATORS = "Number of communicators";
    public static final String MEMORY = "Memory usage per MPI process (MiB)";
    /** Mira: 16 GB per node, 16 processes per node. */
    public static final double SYSTEM_MEMORY_MIB = 1024;
    public static final int FULL_SCALE = 786_432;
    /** Blues, where the dynamic-process runs were made, went up to 4K processes. */
    public static final int BLUES_SCALE = 4096;

    private Axes() {}

    /** 128, 256, … 512K and 768K. */
    public static int[] mira() {
        return IntStream.concat(IntStream.iterate(128, p -> p <= 524_288, p -> p * 2), IntStream.of(FULL_SCALE)).toArray();
    }

    public static int[] upTo(int max) {
        return IntStream.of(mira()).filter(p -> p <= max).toArray();
    }

    public static int[] tens() {
        return IntStream.rangeClosed(1, 10).map(i -> i * 10).toArray();
    }

    public static String procs(int p) {
        return p % 1024 == 0 ? p / 1024 + "K" : Integer.toString(p);
    }

    public static List<Tick> ticks(int[] procs) {
        List<Tick> t = new ArrayList<>();
        for (int p : procs) t.add(new Tick(p, procs(p)));
        return t;
    }

    public static List<Level> systemMemory() {
        List<Level> out = new ArrayList<>();
        for (int pct : new int[]{10, 20, 40, 100})
            out.add(new Level(String.format(Locale.ROOT, "%d%% of system memory (1 GiB per process)", pct), SYSTEM_MEMORY_MIB * pct / 100));
        return out;
    }
}
