package org.mpimem.replay;

import org.mpimem.account.ProcessStats;

/**
 * One design's replay of one trace: per-process memory at the end of the trace and at its peak
 * (the moment the highest per-process total was reached; {@code peakEvent} is its 1-based index
 * in the trace's events, 0 for the state right after MPI_Init); {@code profile} is the size
 * profile the model was sized by, which for a library version is its own, not {@code --profile}.
 */
public record ModelResult(String model, String title, String profile, ProcessStats end, ProcessStats peak, int peakEvent, int peakLine) {}
