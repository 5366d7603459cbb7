package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Each walked process's events in its own order, as ids into the walk's communicators: 2k is
 * the creation of the k-th communicator met, 2k + 1 its free. At 10^5 processes and more an int
 * per event is what {@link EventOrder} can afford to look at 10^7 times; the tokens (strings) are
 * only looked up for the events of the final order.
 */
final class Chains {
    private final List<int[]> byProcess = new ArrayList<>();
    private final List<CommEntry> comms = new ArrayList<>();
    private int[] open = new int[16];
    private int openLength;

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
        openLength = 0;
    }

    void add(int event) {
        if (openLength == open.length) open = Arrays.copyOf(open, 2 * openLength);
        open[openLength++] = event;
    }

    /** Events of the process being walked so far. */
    int openLength() {
        return openLength;
    }

    void end() {
        byProcess.add(Arrays.copyOf(open, openLength));
    }

    int size() {
        return byProcess.size();
    }

    int length(int process) {
        return byProcess.get(process).length;
    }

    int at(int process, int i) {
        return byProcess.get(process)[i];
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
        List<List<String>> out = new ArrayList<>(byProcess.size());
        for (int[] c : byProcess) out.add(Arrays.stream(c).mapToObj(this::token).toList());
        return out;
    }
}
