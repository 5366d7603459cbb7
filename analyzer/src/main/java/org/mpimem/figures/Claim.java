package org.mpimem.figures;

import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * A statement the paper makes about a figure, with the paper's number and how to read ours from
 * the figure's data. The paper's number is the paper's; ours and the difference are computed.
 * {@code note} explains a difference that has a known reason (it may quote computed numbers).
 */
public record Claim(String statement, Relation relation, double paper, String unit, ToDoubleFunction<Data> ours,
                    Function<Data, String> note) {

    public enum Relation {
        /** "≈": holds within {@link #POINTS} for a percentage, within {@link #TOLERANCE} of the paper's number otherwise. */
        ABOUT("≈"), ABOVE(">"), BELOW("<"),
        /** The paper states a trend without a number: ours is shown, nothing is compared. */
        TREND("");

        final String symbol;

        Relation(String symbol) {
            this.symbol = symbol;
        }
    }

    /** How far "about" may stretch for totals and ratios: the paper reads its numbers off bar charts. */
    public static final double TOLERANCE = 0.05;
    /** How far "about" may stretch for a percentage, in absolute points ("nearly 95 %" is not 89 %). */
    public static final double POINTS = 2.5;

    /** Whether {@code v} is "about" {@code paper} in {@code unit}. */
    static boolean about(double v, double paper, String unit) {
        return unit.startsWith("%") ? Math.abs(v - paper) <= POINTS : Math.abs(v - paper) <= TOLERANCE * Math.abs(paper);
    }

    static Claim about(String statement, double paper, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        return new Claim(statement, Relation.ABOUT, paper, unit, ours, note);
    }

    static Claim above(String statement, double paper, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        return new Claim(statement, Relation.ABOVE, paper, unit, ours, note);
    }

    static Claim below(String statement, double paper, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        return new Claim(statement, Relation.BELOW, paper, unit, ours, note);
    }

    static Claim trend(String statement, String unit, ToDoubleFunction<Data> ours, Function<Data, String> note) {
        return new Claim(statement, Relation.TREND, Double.NaN, unit, ours, note);
    }

    public Result evaluate(String figure, Data d) {
        double v = ours.applyAsDouble(d);
        boolean holds = switch (relation) {
            case ABOUT -> about(v, paper, unit);
            case ABOVE -> v > paper;
            case BELOW -> v < paper;
            case TREND -> true;
        };
        return new Result(figure, this, v, v - paper, paper == 0 || relation == Relation.TREND ? Double.NaN : 100 * (v - paper) / paper, holds,
                note == null ? "" : note.apply(d));
    }

    /** A claim checked against our data. */
    public record Result(String figure, Claim claim, double ours, double difference, double relativePercent, boolean holds,
                         String note) {}
}
