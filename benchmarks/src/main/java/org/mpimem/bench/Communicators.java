package org.mpimem.bench;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/**
 * The communicators the lookup benchmark translates in, one per rank-map mode, built as member
 * lists over a 786,432-process WORLD (group 0) and, for mlut, a spawned group (group 1) — the
 * paper's microbenchmark shapes (§V-C2): a 16-rank communicator used round-robin, and
 * communicators spanning the whole WORLD for random access.
 */
final class Communicators {
    static final int WORLD = 786_432;

    private Communicators() {}

    /** The members of the communicator for {@code mode} ({@code vcrt}: the same as {@code direct}). */
    static Members of(String mode, boolean small) {
        int n = small ? 16 : WORLD;
        return switch (mode) {
            case "vcrt", "direct" -> Members.range(0, 0, n);
            case "offset" -> Members.range(0, 16, small ? n : n - 16);
            case "stride" -> Members.of(new Run(0, 0, n / 2 * (small ? 2 : 1), 2));
            case "stride-block" -> blocks(small ? 2 : 8, small ? 4 : 16, small ? n : n / 2);
            case "lut" -> Members.of(new Run(0, n - 1, n, -1));
            case "mlut" -> interleaved(small ? n : n);
            default -> throw new IllegalArgumentException("unknown mode " + mode);
        };
    }

    /** The rank-map mode the designs must give {@code mode}'s communicator ({@code _INTRA}: on AV table 0). */
    static String expectedMode(String mode) {
        return switch (mode) {
            case "vcrt" -> "VCRT";
            case "mlut" -> "MLUT";
            default -> mode.toUpperCase(java.util.Locale.ROOT).replace('-', '_') + "_INTRA";
        };
    }

    private static Members blocks(int bs, int stride, int n) {
        Members.Builder b = new Members.Builder();
        for (int start = 0; b.size() < n; start += stride) b.add(new Run(0, start, bs, 1));
        return b.build();
    }

    /** WORLD rank k and spawned rank k alternately: one list over two process groups. */
    private static Members interleaved(int n) {
        Members.Builder b = new Members.Builder();
        for (int k = 0; k < n / 2; k++) {
            b.add(0, k);
            b.add(1, k);
        }
        return b.build();
    }
}
