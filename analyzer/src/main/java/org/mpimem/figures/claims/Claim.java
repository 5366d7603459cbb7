package org.mpimem.figures.claims;

import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * A statement the paper makes about a figure, with the paper's number and how to read ours from
 * the figure's data. The paper's number is the paper's; ours and the difference are computed.
 * {@code note} explains a difference that has a known reason (it may quote computed numbers).
 * {@code decimal}: the paper's number read in decimal units (its "MB" as 10^6 B), in {@code unit},
 * or NaN when the paper's unit is not a byte unit; {@code lo}–{@code hi}: the band of a {@link Relation#BAND}.
 */
public record Claim(String statement, Relation relation, double paper, String unit, ToDoubleFunction<Data> ours,
                    Function<Data, String> note, double decimal, double lo, double hi) {

    public enum Relation {
        /** "≈": holds within {@link #POINTS} for a percentage, within {@link #TOLERANCE} of the paper's number otherwise. */
        ABOUT("≈"), ABOVE(">"), BELOW("<"),
        /** A verbal "about" ("about twice"): holds inside a band stated with the claim. */
        BAND("≈"),
        /** The paper states a trend without a number: ours is shown, nothing is compared. */
        TREND("");

        public final String symbol;

        Relation(String symbol) {
            this.symbol = symbol;
        }
    }

    /** How far "about" may stretch for totals and ratios: the paper reads its numbers off bar charts. */
    public static final double TOLERANCE = 0.05;
    /** How far "about" may stretch for a percentage, in absolute points ("nearly 95 %" is not 89 %). */
    public static final double POINTS = 2.5;

    /** Whether {@code v} is "about" {@code paper} in {@code unit}. */
    public static boolean about(double v, double paper, String unit) {
        return unit.startsWith("%") ? Math.abs(v - paper) <= POINTS : Math.abs(v - paper) <= TOLERANCE * Math.abs(paper);
    }

    public static Claim about(String statement, double paper, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        return new Claim(statement, Relation.ABOUT, paper, unit, ours, note, Double.NaN, Double.NaN, Double.NaN);
    }

    /**
     * "About {@code amount} {@code paperUnit}" (KB, MB or GB, as the paper writes them): compared in
     * KiB (for KB) or MiB, with the paper's number read both ways, binary (MB = 2^20 B) and decimal (10^6 B).
     */
    public static Claim aboutBytes(String statement, double amount, String paperUnit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        Units.Bytes u = Units.Bytes.of(paperUnit);
        return new Claim(statement, Relation.ABOUT, amount * u.binary(), u.unit(), ours, note, amount * u.decimal(), Double.NaN, Double.NaN);
    }

    /** A verbal "about {@code paper}" that holds inside [{@code lo}, {@code hi}], the band this page states for it. */
    public static Claim band(String statement, double paper, double lo, double hi, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        if (!(lo <= paper && paper <= hi)) throw new IllegalArgumentException(statement + ": band " + lo + "–" + hi + " must hold " + paper);
        return new Claim(statement, Relation.BAND, paper, unit, ours, note, Double.NaN, lo, hi);
    }

    public static Claim above(String statement, double paper, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        return new Claim(statement, Relation.ABOVE, paper, unit, ours, note, Double.NaN, Double.NaN, Double.NaN);
    }

    public static Claim below(String statement, double paper, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        return new Claim(statement, Relation.BELOW, paper, unit, ours, note, Double.NaN, Double.NaN, Double.NaN);
    }

    public static Claim trend(String statement, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        return new Claim(statement, Relation.TREND, Double.NaN, unit, ours, note, Double.NaN, Double.NaN, Double.NaN);
    }

    /** Whether the paper's number is a size whose unit the paper leaves ambiguous (then both readings are judged). */
    public boolean twoReadings() {
        return !Double.isNaN(decimal);
    }

    private boolean holds(double v, double target) {
        return switch (relation) {
            case ABOUT -> about(v, target, unit);
            case ABOVE -> v > target;
            case BELOW -> v < target;
            case BAND -> lo <= v && v <= hi;
            case TREND -> true;
        };
    }

    public Result evaluate(String figure, Data d) {
        double v = ours.applyAsDouble(d);
        boolean binary = holds(v, paper);
        Boolean dec = twoReadings() ? holds(v, decimal) : null;
        return new Result(figure, this, v, v - paper, paper == 0 || relation == Relation.TREND ? Double.NaN : 100 * (v - paper) / paper,
                binary || (dec != null && dec), binary, dec, note == null ? "" : note.apply(d));
    }

    /**
     * A claim checked against our data. {@code holds}: under at least one reading of the paper's unit
     * (the paper does not say which it means); {@code holdsBinary} and {@code holdsDecimal} (null
     * when the unit is not ambiguous) say which.
     */
    public record Result(String figure, Claim claim, double ours, double difference, double relativePercent, boolean holds,
                         boolean holdsBinary, Boolean holdsDecimal, String note) {}
}
