package org.mpimem.account;


import java.math.BigInteger;
import java.util.EnumMap;
import java.util.Map;

/**
 * Per-process bytes over all processes at one moment: the process with the most bytes and the one
 * with the fewest, each with its breakdown, and the mean per category (exact: total and count).
 */
public record ProcessStats(int processes, Proc max, Proc min, Map<Category, BigInteger> totalBytes) {

    /** One process (process group, rank) and its bytes by category. */
    public record Proc(int group, int rank, Map<Category, Long> bytes) {
        public long total() {
            return bytes.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    public double mean(Category c) {
        return processes == 0 ? 0 : totalBytes.getOrDefault(c, BigInteger.ZERO).doubleValue() / processes;
    }

    public double meanTotal() {
        return processes == 0 ? 0 : total().doubleValue() / processes;
    }

    /** Bytes over every process and category (a BigInteger: it passes 2^63 at 2^29 processes). */
    public BigInteger total() {
        return totalBytes.values().stream().reduce(BigInteger.ZERO, BigInteger::add);
    }

    static Map<Category, BigInteger> zero() {
        Map<Category, BigInteger> m = new EnumMap<>(Category.class);
        for (Category c : Category.values()) m.put(c, BigInteger.ZERO);
        return m;
    }
}
