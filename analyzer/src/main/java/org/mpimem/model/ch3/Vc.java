package org.mpimem.model.ch3;

/**
 * A virtual connection as the translation hot path sees it: one object per peer, allocated up
 * front for every member of a process group. Only the address word is read; the other fields
 * stand in for the rest of MPICH 3.2's {@code MPIDI_VC_t} (state, pg, lpid, netmod and
 * multi-transport parts: 480 bytes in C) so that the object spans as many cache lines as the C
 * struct does: 12-byte header + 59 longs = 488 bytes on a 64-bit JVM with compressed class
 * pointers. The padding is never read; it is the point.
 */
@SuppressWarnings("unused")
public final class Vc {
    final long address;
    private long s0, s1, s2, s3, s4, s5, s6, s7, s8, s9;
    private long t0, t1, t2, t3, t4, t5, t6, t7, t8, t9;
    private long u0, u1, u2, u3, u4, u5, u6, u7, u8, u9;
    private long v0, v1, v2, v3, v4, v5, v6, v7, v8, v9;
    private long w0, w1, w2, w3, w4, w5, w6, w7, w8, w9;
    private long x0, x1, x2, x3, x4, x5, x6, x7;

    public Vc(long address) {
        this.address = address;
    }

    public long address() {
        return address;
    }
}
