package org.mpimem.diff;

import org.mpimem.account.ProcessStats;
import org.mpimem.account.Category;
import org.mpimem.model.ModelSpec;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.Replayer;
import org.mpimem.trace.Trace;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the replays of two traces differ, design by design, at the end and at the peak: per
 * category the most-loaded process's bytes, the least-loaded's and the sum over processes (the
 * mean's exact numerator), and which process is the most loaded. Both traces are replayed with
 * each call's records in canonical order, so an order the merge chose changes nothing here.
 */
final class ReplayDiff {
    private ReplayDiff() {}

    static List<String> of(Trace a, Trace b, Replayer replayer, List<ModelSpec> models) {
        List<ModelResult> ys = new ArrayList<>(), xs;
        // B's replays on a second core beside A's (each with its own replayer: a replayer keeps the steps of the
        // trace it last replayed): two random-order splits of 2^20, 49.6 s wall on one core at load 6
        Replayer other = replayer.another();
        Thread bSide = new Thread(() -> models.forEach(m -> ys.add(other.replay(b, m))), "trace-diff-B");
        Throwable[] failed = new Throwable[1];
        bSide.setUncaughtExceptionHandler((t, e) -> failed[0] = e);
        bSide.setDaemon(true);
        if (Runtime.getRuntime().availableProcessors() > 1) bSide.start();
        else bSide.run();
        xs = models.stream().map(m -> replayer.replay(a, m)).toList();
        try {
            bSide.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while B was replayed", e);
        }
        if (failed[0] instanceof RuntimeException r) throw r;
        if (failed[0] instanceof Error e) throw e;
        List<String> out = new ArrayList<>();
        for (int i = 0; i < models.size(); i++) {
            String name = models.get(i).name();
            stats(out, name + " end", xs.get(i).end(), ys.get(i).end());
            stats(out, name + " peak", xs.get(i).peak(), ys.get(i).peak());
        }
        return out;
    }

    private static void stats(List<String> out, String where, ProcessStats x, ProcessStats y) {
        if (x.processes() != y.processes()) out.add(where + ": " + x.processes() + " processes in A, " + y.processes() + " in B");
        if (x.max().total() != y.max().total() || x.max().group() != y.max().group() || x.max().rank() != y.max().rank())
            out.add(String.format(Locale.ROOT, "%s: max process %d:%d %,d B in A, %d:%d %,d B in B", where, x.max().group(), x.max().rank(),
                    x.max().total(), y.max().group(), y.max().rank(), y.max().total()));
        for (Category c : Category.values()) {
            long xa = x.max().bytes().getOrDefault(c, 0L), ya = y.max().bytes().getOrDefault(c, 0L);
            long xi = x.min().bytes().getOrDefault(c, 0L), yi = y.min().bytes().getOrDefault(c, 0L);
            BigInteger xs = x.totalBytes().getOrDefault(c, BigInteger.ZERO), ys = y.totalBytes().getOrDefault(c, BigInteger.ZERO);
            if (xa != ya) out.add(String.format(Locale.ROOT, "%s %s: max process %,d B in A, %,d B in B", where, c.label(), xa, ya));
            if (xi != yi) out.add(String.format(Locale.ROOT, "%s %s: min process %,d B in A, %,d B in B", where, c.label(), xi, yi));
            if (!xs.equals(ys)) out.add(String.format(Locale.ROOT, "%s %s: sum over processes %,d B in A, %,d B in B", where, c.label(), xs, ys));
        }
    }
}
