package org.mpimem.cli;

import java.util.List;
import java.util.Random;

/**
 * Field values written from the trace format's grammar with numbers at the edges of 32-bit
 * arithmetic, so that mutants get past the tokenizer into run arithmetic and placements: member
 * lists whose runs continue each other (what the reader merges), and process-group sizes with a
 * placement that agrees with them (what the validator then sizes things by).
 */
final class TraceValues {
    private static final String[] EDGES = {"2147483647", "2147483646", "1073741824", "1073741825", "600000000",
            "65536", "00000000001", "0", "2147483648"};
    private static final List<Integer> BIG = List.of(Integer.MAX_VALUE, Integer.MAX_VALUE - 1, 1 << 30, 600_000_000, 65_536);

    private TraceValues() {}

    static String edge(Random r) {
        return r.nextBoolean() ? Integer.toString(r.nextInt(20)) : EDGES[r.nextInt(EDGES.length)];
    }

    /** One to three runs; each one after the first often starts where the previous one would go on. */
    static String runs(Random r) {
        StringBuilder v = new StringBuilder();
        long next = -1, stride = 1;
        for (int i = r.nextInt(3); i >= 0; i--) {
            if (r.nextInt(4) == 0) v.append(r.nextInt(3)).append('/');
            String start = next >= 0 && r.nextBoolean() ? Long.toString(next) : edge(r);
            String count = r.nextBoolean() ? edge(r) : "1";
            stride = r.nextInt(4) == 0 ? -1 : r.nextBoolean() ? 1 : 2;
            v.append(start).append(':').append(count).append(':').append(stride);
            try {
                next = Long.parseLong(start) + Long.parseLong(count) * stride;
            } catch (NumberFormatException e) {
                next = -1;
            }
            if (i > 0) v.append(',');
        }
        return v.toString();
    }

    /** A placement spec, for a group of {@code size} processes when {@code size} >= 1 (else any). */
    static String placement(Random r, long size) {
        return switch (r.nextInt(3)) {
            case 0 -> "block:" + edge(r);
            case 1 -> "cyclic:" + edge(r);
            default -> {
                if (size < 1 || r.nextInt(4) == 0) yield "explicit:" + edge(r) + "x" + edge(r);
                long a = r.nextBoolean() ? size : 1 + r.nextLong(size);
                yield "explicit:0x" + a + (a < size ? ",1x" + (size - a) : "");
            }
        };
    }

    /** {@code size=N nodes=SPEC} with a big N, for a world or group record. */
    static String sizedPlacement(Random r) {
        long size = BIG.get(r.nextInt(BIG.size()));
        return "size=" + size + " nodes=" + placement(r, size);
    }
}
