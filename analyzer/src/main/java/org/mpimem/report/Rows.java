package org.mpimem.report;

import org.mpimem.account.ProcessStats;
import org.mpimem.account.Category;
import org.mpimem.replay.ModelResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report flattened: one row per (model, moment, statistic, category), the shape every
 * format prints. Means are exact: total bytes over processes, printed with Locale.ROOT.
 */
record Rows(String model, String moment, String statistic, int group, int rank, String category, String bytes) {

    static List<Rows> of(ModelResult m) {
        List<Rows> out = new ArrayList<>();
        add(out, m.model(), "end", m.end());
        add(out, m.model(), "peak", m.peak());
        return out;
    }

    private static void add(List<Rows> out, String model, String moment, ProcessStats s) {
        for (String stat : List.of("max", "mean", "min")) {
            ProcessStats.Proc p = stat.equals("max") ? s.max() : stat.equals("min") ? s.min() : null;
            for (Category c : Category.values()) {
                String v = p != null ? Long.toString(p.bytes().get(c)) : mean(s.totalBytes().get(c), s.processes());
                out.add(new Rows(model, moment, stat, p == null ? -1 : p.group(), p == null ? -1 : p.rank(), c.label(), v));
            }
            String total = p != null ? Long.toString(p.total())
                    : mean(s.total(), s.processes());
            out.add(new Rows(model, moment, stat, p == null ? -1 : p.group(), p == null ? -1 : p.rank(), "total", total));
        }
    }

    static String mean(java.math.BigInteger total, int processes) {
        if (processes == 0) return "0";
        java.math.BigInteger[] qr = total.divideAndRemainder(java.math.BigInteger.valueOf(processes));
        if (qr[1].signum() == 0) return qr[0].toString();
        return new java.math.BigDecimal(total).divide(java.math.BigDecimal.valueOf(processes), 3, java.math.RoundingMode.HALF_EVEN).toPlainString();
    }
}
