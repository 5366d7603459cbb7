package org.mpimem.trace.merge;

import java.util.Comparator;
import java.util.List;
import org.mpimem.trace.Members;

/**
 * Pairs (from, to) of process references as the two lists of a send record: sorted by sender,
 * each list compressed into maximal runs by {@link Members.Builder}. A halo's offset class is a
 * few runs however many processes it pairs.
 */
final class SendPairs {
    private SendPairs() {
    }

    /** {from, to} lists of {@code pairs} ({from gpid, to gpid} each), pair i at position i of both, in sender order. */
    static Members[] compress(List<long[]> pairs) {
        List<long[]> sorted = pairs.stream().sorted(Comparator.comparingLong(p -> p[0])).toList();
        Members.Builder from = new Members.Builder(), to = new Members.Builder();
        for (long[] p : sorted) {
            from.add(Members.groupOf(p[0]), Members.rankOf(p[0]));
            to.add(Members.groupOf(p[1]), Members.rankOf(p[1]));
        }
        return new Members[] {from.build(), to.build()};
    }
}
