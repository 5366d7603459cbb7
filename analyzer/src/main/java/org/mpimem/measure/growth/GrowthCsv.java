package org.mpimem.measure.growth;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Growth as tidy CSV, one file per kind of row: the samples (one per site and run), the slopes
 * (one per site and ppn) and the terms (one per site and side). Bytes in columns named _b.
 */
public final class GrowthCsv {
    private GrowthCsv() {
    }

    public static void samples(Growth g, Writer w) throws IOException {
        CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader("site", "processes", "ppn", "nodes", "measured_b", "modelled_b").build());
        for (SiteGrowth s : g.sites())
            for (int i = 0; i < s.measured().size(); i++) {
                Sample m = s.measured().get(i);
                p.printRecord(s.site(), m.np(), m.ppn(), m.nodes(), num(m.bytes()), num(s.modelled().get(i).bytes()));
            }
        p.flush(); // not closed: the caller owns the writer
    }

    public static void slopes(Growth g, Writer w) throws IOException {
        CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader("site", "ppn", "measured_b_per_process",
                "modelled_b_per_process", "verdict", "measured_max_residual_b", "runs", "design", "difference_max_residual_b").build());
        for (SiteGrowth s : g.sites())
            for (Slope l : s.slopes())
                p.printRecord(s.site(), l.ppn(), num(l.measured()), num(l.modelled()), GrowthText.verdict(l.verdict(s.span(l.ppn()))),
                        num(l.measuredResidual()), l.points(), g.design(), num(l.differenceResidual()));
        p.flush(); // not closed: the caller owns the writer
    }

    public static void terms(Growth g, Writer w) throws IOException {
        CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader("site", "side", "constant_b", "per_process_b", "per_node_b",
                "per_local_peer_b", "max_residual_b", "runs").build());
        for (SiteGrowth s : g.sites()) {
            row(p, s.site(), "measured", s.measuredTerms());
            row(p, s.site(), "modelled", s.modelledTerms());
        }
        p.flush(); // not closed: the caller owns the writer
    }

    private static void row(CSVPrinter p, String site, String side, Terms t) throws IOException {
        p.printRecord(site, side, num(t.constant()), num(t.perProcess()), num(t.perNode()), num(t.perLocalPeer()), num(t.maxResidual()), t.points());
    }

    /** Two decimals, empty when the samples could not tell the term. */
    static String num(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.2f", Math.abs(v) < 0.005 ? 0.0 : v);
    }
}
