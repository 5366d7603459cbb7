package org.mpimem.measure;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The per-site table a user reads after the run: sums over processes first (what the site costs the
 * job), then each process, then the share of the measured memory the model accounts for.
 */
public final class MeasureText {
    private MeasureText() {
    }

    public static void write(Comparison c, PrintWriter w) {
        w.printf(Locale.ROOT, "mpimem measure: %s, %d processes, %s (%s), %s; model %s%n", c.app(), c.np(), c.run(), c.library(), c.date(), c.design());
        w.printf(Locale.ROOT, "bytes left behind by each site's calls, summed over processes (frees not subtracted)%n");
        w.printf(Locale.ROOT, "%-60s %6s %12s %12s %12s %s%n", "site", "calls", "measured", "modelled", "difference", "the difference");
        for (SiteRow s : c.sites())
            w.printf(Locale.ROOT, "%-60s %6d %12d %12d %12d %s%n", s.site(), s.callsSum(), s.measuredSum(), s.modelledSum(),
                    s.measuredSum() - s.modelledSum(), s == c.init() ? "MPI_Init's own state (PMI, transports, pools)"
                            : (c.windows().contains(s.site()) ? "RMA windows (their memory included), " : "") + verdict(s));
        w.printf(Locale.ROOT, "%nper process: site, rank, calls, measured, modelled, difference; frees: measured, modelled%n");
        for (SiteRow s : c.sites())
            for (int r = 0; r < c.np(); r++)
                w.printf(Locale.ROOT, "  %-58s %4d %4d %10d %10d %10d  %10d %10d%n", s.site(), r, s.calls()[r], s.measured()[r],
                        s.modelled()[r], s.measured()[r] - s.modelled()[r], s.measuredFreed()[r], s.modelledFreed()[r]);
        w.printf(Locale.ROOT, "%nsites (besides MPI_Init): %d; model = measured: %d; explained (the frees return the rest): %d; unexplained (kept after the free, or never freed): %d%n",
                c.communicatorSites().size(), c.exactSites(), c.count(SiteRow.Verdict.RETURNED),
                c.count(SiteRow.Verdict.KEPT) + c.count(SiteRow.Verdict.NOT_FREED));
        if (c.arrivalSum() != 0) {
            List<String> at = new ArrayList<>();
            for (SiteRow s : c.sites()) if (s.arrivalSum() != 0) at.add(s.site() + " " + s.arrivalSum() + " B");
            w.printf(Locale.ROOT, "arrival-order buffers, left out of the measured columns: %d B (%s): what the library took to hold messages that came before their receives and keeps in a pool; which call and process get them is a race between processes%n",
                    c.arrivalSum(), String.join(", ", at));
        }
        w.printf(Locale.ROOT, "share explained: the model's communicator bytes are %s of the measured ones (RMA window sites apart); its MPI_Init bytes %s of MPI_Init's measured footprint (%d B per process on average)%n",
                percent(c.communicatorShare()), percent(c.initShare()), c.init().measuredSum() / Math.max(1, c.np()));
        w.flush();
    }

    static String verdict(SiteRow s) {
        return switch (s.verdict()) {
            case EQUAL -> "equal on every process";
            case RETURNED -> "returned by the frees: the communicator's own state";
            case KEPT -> "kept after the frees: up to " + s.kept() + " B on a process (made on first use: endpoints, pools, components)";
            case NOT_FREED -> "never freed: undecided";
        };
    }

    /** A share in per cent, three decimals below 1 %, one above. */
    public static String percent(double f) {
        return Double.isNaN(f) ? "n/a (nothing measured)" : String.format(Locale.ROOT, f < 0.01 ? "%.3f %%" : "%.1f %%", 100 * f);
    }
}
