package org.mpimem.account;

import org.mpimem.model.Category;

import java.util.EnumMap;
import java.util.Map;

/**
 * Per-process bytes over all processes at one moment: the process with the most bytes and the one
 * with the fewest, each with its breakdown, and the mean per category (exact: total and count).
 */
public record ProcessStats(int processes, Proc max, Proc min, Map<Category, Long> totalBytes) {

    /** One process (process group, rank) and its bytes by category. */
    public record Proc(int group, int rank, Map<Category, Long> bytes) {
        public long total() {
            return bytes.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    public double mean(Category c) {
        return processes == 0 ? 0 : totalBytes.getOrDefault(c, 0L) / (double) processes;
    }

    public double meanTotal() {
        return processes == 0 ? 0 : totalBytes.values().stream().mapToLong(Long::longValue).sum() / (double) processes;
    }

    static Map<Category, Long> zero() {
        Map<Category, Long> m = new EnumMap<>(Category.class);
        for (Category c : Category.values()) m.put(c, 0L);
        return m;
    }
}
