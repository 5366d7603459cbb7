package org.mpimem.model;

/**
 * The network address word both designs' translation hot paths end at (a VC's or an AV entry's),
 * derived from the process so that a translation can be checked against {@link Mapping#lookup}.
 */
public final class Addresses {
    private Addresses() {}

    public static long of(long gpid) {
        return gpid * 0x9E3779B97F4A7C15L;
    }
}
