package org.mpimem.measure.growth;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a user reads after a growth measurement: per site and ppn the growth per added process,
 * measured beside modelled, then the terms each side was fitted into, with their evidence.
 */
public final class GrowthText {
    private GrowthText() {
    }

    public static void write(Growth g, PrintWriter w) {
        w.printf(Locale.ROOT, "mpimem measure: %s, %s (%s) on %s; model %s; runs: %s%n", g.app(), g.run(), g.library(), g.nodes(), g.design(),
                g.points().stream().map(p -> p.np() + "x" + p.ppn()).collect(Collectors.joining(", ")) + " (processes x per node)");
        w.printf(Locale.ROOT, "per run the fewest bytes a process kept from each site's calls (measured and modelled each), fitted over the runs%n%n");
        w.printf(Locale.ROOT, "growth per added process%n%-52s %4s %12s %12s %8s  %-10s %s%n", "site", "ppn", "measured", "modelled", "ratio",
                "verdict", "measured points off their line by up to");
        for (SiteGrowth s : g.sites())
            for (Slope l : s.slopes())
                w.printf(Locale.ROOT, "%-52s %4d %10.1f B %10.1f B %8s  %-10s %.0f B over %d runs%s%n", site(s.site()), l.ppn(), l.measured(),
                        l.modelled(), ratio(l), verdict(l.verdict(s.span(l.ppn()))), l.measuredResidual(), l.points(),
                        l.followsDesign(s.span(l.ppn())) ? String.format(Locale.ROOT, ", along the design's curve (measured less modelled: %.0f B off a line)",
                                l.differenceResidual()) : "");
        w.printf(Locale.ROOT, "%nterms: bytes per process = constant + per process x P + per node x N + per local peer x (ppn - 1)%n");
        w.printf(Locale.ROOT, "%-52s %-9s %12s %12s %12s %14s %12s %6s%n", "site", "side", "constant", "per process", "per node", "per local peer",
                "max residual", "runs");
        for (SiteGrowth s : g.sites()) {
            terms(w, site(s.site()), "measured", s.measuredTerms());
            terms(w, "", "modelled", s.modelledTerms());
        }
        if (g.sites().stream().noneMatch(s -> s.measuredTerms().separatesNodes()))
            w.printf(Locale.ROOT, "per node and per local peer: not separable from per process with one ppn (give --ppn two values, e.g. 2,4)%n");
        w.flush();
    }

    private static void terms(PrintWriter w, String site, String side, Terms t) {
        w.printf(Locale.ROOT, "%-52s %-9s %12s %12s %12s %14s %12s %6d%n", site, side, bytes(t.constant()), bytes(t.perProcess()), bytes(t.perNode()),
                bytes(t.perLocalPeer()), bytes(t.maxResidual()), t.points());
    }

    static String bytes(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f", Math.abs(v) < 0.05 ? 0.0 : v);
    }

    static String ratio(Slope l) {
        return Math.abs(l.measured()) < Slope.FLAT ? "-" : String.format(Locale.ROOT, "%.3f", l.modelled() / l.measured());
    }

    static String verdict(Slope.Verdict v) {
        return switch (v) {
            case AGREES -> "agrees";
            case DIFFERS -> "differs";
            case NOT_LINEAR -> "not linear";
        };
    }

    /** A site short enough for the table: its function and file:line (the CSV and JSON keep it whole). */
    static String site(String s) {
        String t = s.replaceAll("^(.*?)@.*?([^/]+:[0-9]+)$", "$1 $2");
        return t.length() > 52 ? t.substring(0, 51) + "…" : t;
    }
}
