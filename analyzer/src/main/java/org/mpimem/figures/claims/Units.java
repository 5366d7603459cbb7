package org.mpimem.figures.claims;

/**
 * The one unit convention of the figures page: mpimem computes in binary units (KiB, MiB = 2^20 B,
 * GiB); the paper writes KB, MB and GB without saying which it means, so a size it states is read
 * both ways and the verdict is given under each.
 */
public final class Units {
    private Units() {}

    public static final String CONVENTION = "Units: mpimem computes in binary units (KiB = 1024 B, MiB = 2^20 B, GiB = 2^30 B). The paper "
            + "writes KB, MB and GB without saying whether it means 2^10 or 10^3; its own 9 MB (786,432 × 12 B = 9.0 MiB = 9.4 MB) "
            + "reads as binary, so its numbers are read as binary first. Every size claim is also judged with the paper's number "
            + "read in decimal units (MB = 10^6 B): the holds column gives the verdict under each reading, and a claim counts as "
            + "holding if it holds under either.";

    /** A paper unit: the unit this page compares in, and one paper unit in it, read as binary and as decimal. */
    record Bytes(String unit, double binary, double decimal) {
        static Bytes of(String paperUnit) {
            return switch (paperUnit) {
                case "KB" -> new Bytes("KiB", 1, 1e3 / 1024);
                case "MB" -> new Bytes("MiB", 1, 1e6 / (1024.0 * 1024));
                case "GB" -> new Bytes("MiB", 1024, 1e9 / (1024.0 * 1024));
                default -> throw new IllegalArgumentException("not a paper size unit: " + paperUnit);
            };
        }
    }
}
