package org.mpimem.calibrate;

/**
 * A model's prediction of what the calibration program measures: the bytes world rank 0 gains
 * when it creates {@code pattern} on a parent of the first n of {@code world} processes
 * (for {@code init}: its bytes after MPI_Init). Plugged in by name through {@link Predictors}.
 */
public interface Predictor {
    String name();

    long delta(String pattern, int world, int n);
}
