package org.mpimem.extrapolate.counts;

import org.mpimem.extrapolate.align.Scale;
import java.util.List;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;

/**
 * Advice moves on: a count already traced is never advised again, and when counts that would have
 * settled a value were traced but show none of it (CP2K at 5 and 7 processes makes a 1 x P grid:
 * one row communicator, so no step from one row to the next), the advice says so instead of naming
 * them again, which left a user tracing 5, then 7, and told 5 and 7 once more.
 */
final class TracedSilent {
    private TracedSilent() {}

    /** "; P=5 (one node) and P=7 (one node) would too but are traced already and show no value of it", or "". */
    static String note(List<Scale> withValues, List<Scale> all, Scale target, LongPredicate ok, LongFunction<String> at) {
        List<String> silent = all.stream().map(Scale::procs)
                .filter(p -> p < target.procs() && withValues.stream().noneMatch(s -> s.procs() == p) && ok.test(p)).map(at::apply).toList();
        if (silent.isEmpty()) return "";
        String names = silent.size() == 1 ? silent.get(0) : String.join(", ", silent.subList(0, silent.size() - 1)) + " and " + silent.get(silent.size() - 1);
        return "; " + names + " would too but " + (silent.size() == 1 ? "is" : "are") + " traced already and show"
                + (silent.size() == 1 ? "s" : "") + " no value of it (too few of this site's communicators there)";
    }
}
