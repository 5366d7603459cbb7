package org.mpimem.model;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The process classes of {@link PeerUse}, found by the processes they hold without visiting every
 * class: a grid's column meets one class per row, and the classes that earlier columns cut down to
 * single processes (P of them at the end) must not be walked per column. Single-process classes
 * sit in a hash map (probed by the communicator's members, or walked, whichever is fewer); the
 * others in one tree per power of two of their span (highest minus lowest process), keyed by their
 * lowest process, so a span query asks each tree for keys at most one span width before its start.
 */
final class PeerClasses<K extends PeerClasses.Spanned> {
    /** A class as the index sees it: its lowest and highest process (gpid) and whether it is one process. */
    interface Spanned {
        long min();

        long max();

        boolean single();
    }

    /** Processes that have shared the same communicators; {@code seen}: the peers they share them with. */
    record Klass(Members holders, Members seen, long min, long max) implements Spanned {
        Klass(Members holders, Members seen) {
            this(holders, seen, bound(holders, true), bound(holders, false));
        }

        public boolean single() {
            return holders.size() == 1;
        }
    }

    private final Map<Long, K> single = new HashMap<>();
    private final List<TreeMap<Long, K>> bySpan = new ArrayList<>();

    void add(K k) {
        if (k.single()) {
            single.put(k.min(), k);
            return;
        }
        int b = 64 - Long.numberOfLeadingZeros(k.max() - k.min());
        while (bySpan.size() <= b) bySpan.add(new TreeMap<>());
        bySpan.get(b).put(k.min(), k);
    }

    void remove(K k) {
        if (k.single()) single.remove(k.min());
        else bySpan.get(64 - Long.numberOfLeadingZeros(k.max() - k.min())).remove(k.min());
    }

    /** How many classes there are (what a replay's memory grows with). */
    int size() {
        return single.size() + bySpan.stream().mapToInt(Map::size).sum();
    }

    /** Every class whose span meets m's and, for single processes, that m holds (a superset of those meeting m). */
    List<K> meeting(Members m) {
        List<K> out = new ArrayList<>();
        if (m.size() == 0) return out;
        long lo = bound(m, true), hi = bound(m, false);
        for (int b = 0; b < bySpan.size(); b++) {
            long width = b == 0 ? 0 : 1L << b; // spans in bucket b are below 2^b
            for (K k : bySpan.get(b).subMap(lo - width, true, hi, true).values())
                if (k.max() >= lo) out.add(k);
        }
        if (m.size() <= single.size()) {
            for (Run r : m.runs())
                for (int i = 0; i < r.count(); i++) {
                    K k = single.get(Members.gpid(r.group(), r.rankAt(i)));
                    if (k != null) out.add(k);
                }
        } else {
            for (K k : single.values()) if (PeerSets.contains(m, k.min())) out.add(k);
        }
        return out;
    }

    /** The lowest (or highest) gpid m holds: the ends of its span in the process order of the index. */
    static long bound(Members m, boolean lowest) {
        long b = lowest ? Long.MAX_VALUE : Long.MIN_VALUE;
        for (int i = 0; i < m.runCount(); i++) {
            Run r = m.run(i);
            b = lowest ? Math.min(b, Members.gpid(r.group(), r.min())) : Math.max(b, Members.gpid(r.group(), r.max()));
        }
        return b;
    }
}
