package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Scale;

/**
 * A value as a function of the scale: {@code a * basis + b}, with exact rational a and b.
 * Constant laws have basis ONE and a = 0.
 */
public record Law(Basis basis, Fraction a, Fraction b) {

    /** Parameters fitted from the data: 1 for a constant or a pure multiple, 2 with an intercept. */
    int parameters() {
        return basis == Basis.ONE || b.isZero() ? 1 : 2;
    }

    /** The law's value at {@code s}, or null where it is undefined or not an integer. */
    Long at(Scale s) {
        long g = basis.at(s);
        if (g < 0) return null;
        Fraction v = a.times(Fraction.of(g)).plus(b);
        return v.fitsLong() ? v.longValue() : null;
    }

    /** Reads as the report prints it: {@code 24}, {@code P}, {@code P/12 - 1}, {@code 3*log2(P) + 1}. */
    @Override
    public String toString() {
        if (basis == Basis.ONE) return b.toString();
        String t = basis.text;
        String head;
        if (a.num().equals(java.math.BigInteger.ONE) && a.isInteger()) head = t;
        else if (a.num().equals(java.math.BigInteger.ONE)) head = t + "/" + a.den();
        else if (a.isInteger()) head = a + "*" + t;
        else head = a.num() + "*" + t + "/" + a.den();
        if (b.isZero()) return head;
        return b.num().signum() < 0 ? head + " - " + new Fraction(b.num().negate(), b.den()) : head + " + " + b;
    }
}
