package org.mpimem.calibrate;

/**
 * One measured creation: world size, parent size n, the communicator's size m at world rank 0
 * (the x of the fit) and the live bytes the creation added there. For {@code init} the bytes are
 * all live bytes after MPI_Init and n = m = world.
 */
public record Sample(String pattern, int world, int n, int m, long bytes) {

    /** Parses a program line {@code calib PATTERN n m BYTES} of a run on {@code world} processes; null for other lines. */
    static Sample parse(String line, int world) {
        String[] f = line.trim().split(" ");
        if (f.length != 5 || !f[0].equals("calib")) return null;
        return new Sample(f[1], world, Integer.parseInt(f[2]), Integer.parseInt(f[3]), Long.parseLong(f[4]));
    }
}
