package org.mpimem.trace.merge;

import java.util.List;
import org.mpimem.trace.Trace;

/**
 * The merged trace and every problem found on the way (truncated or unreadable logs, members that
 * disagree, what had to be left out). The trace holds what is complete and always validates.
 */
public record MergeResult(Trace trace, List<String> problems, int logs) {

    public MergeResult {
        problems = List.copyOf(problems);
    }

    public boolean clean() {
        return problems.isEmpty();
    }
}
