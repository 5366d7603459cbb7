package org.mpimem.trace;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * A trace's records seen as single events: a family stands for its copies' creations, a family
 * free for its frees, built on demand (O(log records) an access, no copy kept), so that every
 * consumer that does not know families reads a trace with families correctly, at the cost of
 * visiting each copy.
 */
final class ExpandedEvents extends AbstractList<TraceEvent> implements RandomAccess {
    private final List<TraceEvent> records;
    /** start[i] = index of record i's first event. */
    private final int[] start;
    private final int size;

    ExpandedEvents(List<TraceEvent> records) {
        this.records = records;
        this.start = new int[records.size()];
        long n = 0;
        for (int i = 0; i < records.size(); i++) {
            start[i] = (int) n;
            n += records.get(i).expandedCount();
            if (n > Integer.MAX_VALUE) throw new IllegalArgumentException("a trace of more than 2^31-1 events");
        }
        this.size = (int) n;
    }

    /** The records themselves when none is a family (the usual case: no second list). */
    static List<TraceEvent> of(List<TraceEvent> records) {
        for (TraceEvent r : records) if (r.expandedCount() != 1) return new ExpandedEvents(records);
        return records;
    }

    @Override
    public TraceEvent get(int i) {
        if (i < 0 || i >= size) throw new IndexOutOfBoundsException(i + " of " + size);
        int k = Arrays.binarySearch(start, i);
        if (k < 0) k = -k - 2;
        return TraceEvent.expanded(records.get(k), i - start[k]);
    }

    @Override
    public int size() {
        return size;
    }
}
