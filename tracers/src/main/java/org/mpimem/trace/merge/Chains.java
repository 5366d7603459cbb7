package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Each walked process's events in its own order, as ids into the walk's communicators (2k the
 * creation of the k-th communicator met, 2k + 1 its free), with the log line of each. At 10^5
 * processes and more {@link EventOrder} looks at 10^7 events: ints, all processes' chains one after
 * the other in blocks, so that releasing an event's processes in rank order reads memory in order;
 * the tokens (strings) are looked up only for the events of the final order.
 */
final class Chains {
    private static final int BLOCK = 1 << 20;
    private final List<int[]> events = new ArrayList<>(), lines = new ArrayList<>();
    private int used;
    /** Process p's events are [start[p], start[p + 1]). */
    private int[] start = new int[1024];
    private int procs;
    private final List<CommEntry> comms = new ArrayList<>();

    /** The id of a communicator's creation; a new communicator is numbered as it is met. */
    int index(CommEntry e) {
        if (e.index < 0) {
            e.index = comms.size();
            comms.add(e);
        }
        return e.index;
    }

    /** Starts the next process's chain. */
    void begin() {
        if (procs + 2 > start.length) start = Arrays.copyOf(start, 2 * start.length);
        start[procs] = used;
    }

    /** Appends an event of the open chain, at log line {@code line}. */
    void add(int event, int line) {
        if (used == Integer.MAX_VALUE) throw new IllegalStateException("more than 2^31 events");
        if (used % BLOCK == 0 && used / BLOCK == events.size()) {
            events.add(new int[BLOCK]);
            lines.add(new int[BLOCK]);
        }
        events.get(used / BLOCK)[used % BLOCK] = event;
        lines.get(used / BLOCK)[used % BLOCK] = line;
        used++;
    }

    /** Events of the open chain so far. */
    int openLength() {
        return used - start[procs];
    }

    void end() {
        start[++procs] = used;
    }

    int size() {
        return procs;
    }

    int length(int process) {
        return start[process + 1] - start[process];
    }

    int at(int process, int i) {
        int k = start[process] + i;
        return events.get(k / BLOCK)[k % BLOCK];
    }

    /** The log line of process {@code process}'s i-th event. */
    int line(int process, int i) {
        int k = start[process] + i;
        return lines.get(k / BLOCK)[k % BLOCK];
    }

    int events() {
        return 2 * comms.size();
    }

    String token(int event) {
        CommEntry e = comms.get(event / 2);
        return event % 2 == 0 ? e.createToken : e.freeToken;
    }

    /** The chains as tokens, for the order of logs that disagree. */
    List<List<String>> tokens() {
        List<List<String>> out = new ArrayList<>(procs);
        for (int p = 0; p < procs; p++) {
            List<String> c = new ArrayList<>(length(p));
            for (int i = 0; i < length(p); i++) c.add(token(at(p, i)));
            out.add(c);
        }
        return out;
    }
}
