package org.mpimem.model.mpich;

/**
 * The shape of an integer array a[0..n-1] as MPICH's {@code detect_regular_model} sees it:
 * DIRECT (a[i] = i), OFFSET (a[i] = offset + i), STRIDE (block size 1) and STRIDE_BLOCK
 * (a[i] = offset + (i div bs)*stride + i mod bs), or IRREGULAR.
 */
public record Pattern(Kind kind, int offset, int stride, int blocksize) {

    public enum Kind { DIRECT, OFFSET, STRIDE, STRIDE_BLOCK, IRREGULAR }

    public static final Pattern DIRECT = new Pattern(Kind.DIRECT, 0, 1, 1);
    public static final Pattern IRREGULAR = new Pattern(Kind.IRREGULAR, 0, 0, 0);

    public static Pattern offset(int off) {
        return off == 0 ? DIRECT : new Pattern(Kind.OFFSET, off, 1, 1);
    }

    public static Pattern stride(int stride, int bs, int off) {
        return new Pattern(bs == 1 ? Kind.STRIDE : Kind.STRIDE_BLOCK, off, stride, bs);
    }

    /** The value at index i; not defined for IRREGULAR. */
    public long at(long i) {
        return switch (kind) {
            case DIRECT -> i;
            case OFFSET -> offset + i;
            case STRIDE, STRIDE_BLOCK -> offset + (i / blocksize) * (long) stride + i % blocksize;
            case IRREGULAR -> throw new IllegalStateException("irregular pattern has no formula");
        };
    }

    public boolean isRegular() {
        return kind != Kind.IRREGULAR;
    }

    /** DIRECT here means the identity prefix 0..n-1 (the child takes the parent's first n ranks). */
    public boolean isIdentity() {
        return kind == Kind.DIRECT;
    }
}
