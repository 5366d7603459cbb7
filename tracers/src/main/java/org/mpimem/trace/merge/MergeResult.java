package org.mpimem.trace.merge;

import java.util.List;
import org.mpimem.trace.Trace;

/**
 * The merged trace and every problem found on the way (truncated or unreadable logs, members that
 * disagree, what had to be left out). The trace holds what is complete and always validates:
 * every event was checked by a streaming validator before it was added, so it can be written with
 * {@link org.mpimem.trace.TraceWriter#writeValidated} without a second validation.
 */
public record MergeResult(Trace trace, List<String> problems, int logs, List<String> notes) {

    /** {@code notes}: what the merge could not add but the trace is complete without (call sites left unsymbolized). */
    public MergeResult {
        problems = List.copyOf(problems);
        notes = List.copyOf(notes);
    }

    public MergeResult(Trace trace, List<String> problems, int logs) {
        this(trace, problems, logs, List.of());
    }

    public boolean clean() {
        return problems.isEmpty();
    }
}
