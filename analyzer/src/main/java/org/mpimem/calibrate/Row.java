package org.mpimem.calibrate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One pattern's calibration: the fit of measured bytes over x (the communicator's size m, or the
 * world size P for {@code init} and {@code dup-world}) and, when a model exists, the model's fit
 * over the same points. Equal slopes mean the model has the library's per-rank (per-peer) bytes;
 * the difference of the constants is what the model leaves out.
 */
public record Row(String pattern, String over, List<Sample> samples, LineFit measured, LineFit model, List<Long> predicted) {

    static boolean overWorld(String pattern) {
        return pattern.equals("init") || pattern.equals("dup-world");
    }

    static long x(Sample s) {
        return overWorld(s.pattern()) ? s.world() : s.m();
    }

    /** Rows in the order the program measured the patterns; model columns empty when predictor is null. */
    public static List<Row> of(List<Sample> samples, Predictor predictor) {
        Map<String, List<Sample>> by = new LinkedHashMap<>();
        for (Sample s : samples) by.computeIfAbsent(s.pattern(), k -> new ArrayList<>()).add(s);
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, List<Sample>> e : by.entrySet()) {
            List<long[]> got = new ArrayList<>(), want = new ArrayList<>();
            List<Long> predicted = new ArrayList<>();
            for (Sample s : e.getValue()) {
                got.add(new long[] {x(s), s.bytes()});
                if (predictor != null) {
                    long d = predictor.delta(s.pattern(), s.world(), s.n());
                    predicted.add(d);
                    want.add(new long[] {x(s), d});
                }
            }
            rows.add(new Row(e.getKey(), overWorld(e.getKey()) ? "P" : "n", e.getValue(), LineFit.of(got),
                    predictor == null ? null : LineFit.of(want), predicted));
        }
        return rows;
    }

    /** Whether the measured and modelled slopes are the same fraction (false without a model). */
    public boolean agrees() {
        return model != null && model.b().equals(measured.b());
    }
}
