package org.mpimem.calibrate;

import java.math.BigInteger;
import java.util.List;

/**
 * Least-squares line y = a + b·x through integer points, kept as exact fractions so that two fits
 * over the same x can be compared for equality (a model that differs from the library by a constant
 * has exactly the library's slope) and an exact integer fit is recognised as such.
 */
public record LineFit(Fraction a, Fraction b, int points, boolean exact) {

    public record Fraction(long num, long den) {
        static Fraction of(BigInteger num, BigInteger den) {
            if (den.signum() < 0) { num = num.negate(); den = den.negate(); }
            BigInteger g = num.gcd(den);
            if (g.signum() == 0) g = BigInteger.ONE;
            return new Fraction(num.divide(g).longValueExact(), den.divide(g).longValueExact());
        }

        public boolean integral() {
            return den == 1;
        }

        public double value() {
            return (double) num / den;
        }
    }

    /** Fits {@code points} as (x, y) pairs; one distinct x gives slope 0 (nothing to fit a slope to). */
    public static LineFit of(List<long[]> points) {
        BigInteger n = BigInteger.valueOf(points.size()), sx = BigInteger.ZERO, sy = BigInteger.ZERO,
                sxx = BigInteger.ZERO, sxy = BigInteger.ZERO;
        for (long[] p : points) {
            BigInteger x = BigInteger.valueOf(p[0]), y = BigInteger.valueOf(p[1]);
            sx = sx.add(x); sy = sy.add(y); sxx = sxx.add(x.multiply(x)); sxy = sxy.add(x.multiply(y));
        }
        BigInteger den = n.multiply(sxx).subtract(sx.multiply(sx));
        Fraction b = den.signum() == 0 ? new Fraction(0, 1) : Fraction.of(n.multiply(sxy).subtract(sx.multiply(sy)), den);
        // a = (sy - b·sx) / n
        Fraction a = Fraction.of(sy.multiply(BigInteger.valueOf(b.den())).subtract(BigInteger.valueOf(b.num()).multiply(sx)),
                n.multiply(BigInteger.valueOf(b.den())));
        boolean exact = a.integral() && b.integral();
        for (long[] p : points) exact &= exact && a.num() + b.num() * p[0] == p[1];
        return new LineFit(a, b, points.size(), exact);
    }
}
