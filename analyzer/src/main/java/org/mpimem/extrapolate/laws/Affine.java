package org.mpimem.extrapolate.laws;

/**
 * A field along a site's sequence in one trace: value = A + q*B at position q. A or B is null when
 * the trace does not determine it (one communicator only; or wild values, like the stride of
 * one-process runs); {@code broken} when the values are not affine in q.
 */
record Affine(Long a, Long b, boolean broken) {

    static Affine of(long[] q, long[] v, int n) {
        if (n == 0) return new Affine(null, null, false);
        if (n == 1) return q[0] == 0 ? new Affine(v[0], null, false) : new Affine(null, null, false);
        long dq = q[1] - q[0], dv = v[1] - v[0];
        if (dv % dq != 0) return new Affine(null, null, true);
        long b = dv / dq, a = v[0] - q[0] * b;
        for (int i = 2; i < n; i++) if (v[i] != a + q[i] * b) return new Affine(null, null, true);
        return new Affine(a, b, false);
    }
}
