package org.mpimem.extrapolate.laws;

import java.math.BigInteger;

/**
 * An exact rational number, so that a law such as P/12 - 1 is fitted and evaluated without
 * rounding: a law is accepted only when it reproduces every traced value exactly.
 */
record Fraction(BigInteger num, BigInteger den) {
    static final Fraction ZERO = of(0);

    Fraction {
        if (den.signum() == 0) throw new ArithmeticException("zero denominator");
        if (den.signum() < 0) {
            num = num.negate();
            den = den.negate();
        }
        BigInteger g = num.gcd(den);
        if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
            num = num.divide(g);
            den = den.divide(g);
        }
    }

    static Fraction of(long n) {
        return new Fraction(BigInteger.valueOf(n), BigInteger.ONE);
    }

    Fraction plus(Fraction o) {
        return new Fraction(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    Fraction minus(Fraction o) {
        return plus(new Fraction(o.num.negate(), o.den));
    }

    Fraction times(Fraction o) {
        return new Fraction(num.multiply(o.num), den.multiply(o.den));
    }

    Fraction over(Fraction o) {
        return new Fraction(num.multiply(o.den), den.multiply(o.num));
    }

    boolean isZero() {
        return num.signum() == 0;
    }

    boolean isInteger() {
        return den.equals(BigInteger.ONE);
    }

    /** The value as a long, when it is an integer that fits one. */
    boolean fitsLong() {
        return isInteger() && num.bitLength() < 63;
    }

    long longValue() {
        return num.longValueExact();
    }

    @Override
    public String toString() {
        return isInteger() ? num.toString() : num + "/" + den;
    }
}
