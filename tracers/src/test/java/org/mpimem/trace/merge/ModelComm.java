package org.mpimem.trace.merge;

import java.util.Arrays;
import java.util.List;

/**
 * One communicator of {@link SyntheticLogs}' model: its members as world ranks in rank order (the
 * first group of an intercommunicator; {@code remote} the second), each holder's lid, and each
 * process's collective sequence number on it. The member lists' log text is made once here, so a
 * world-sized communicator costs O(P) to model, not O(P) per member.
 */
final class ModelComm {
    final String call;
    final int[] members, remote;
    final String text, remoteText;
    /** lid[r]: world rank r's lid for this communicator, -1 if r does not hold it. */
    final int[] lid;
    List<Integer> parents = List.of();
    boolean freed;
    /** The split colour, null for other calls. */
    Integer color;
    private int[] seq;

    ModelComm(String call, int[] members, int[] remote, int worldSize) {
        this.call = call;
        this.members = members;
        this.remote = remote;
        text = runs(members);
        remoteText = remote == null ? null : runs(remote);
        lid = new int[worldSize];
        Arrays.fill(lid, -1);
    }

    boolean isInter() {
        return remote != null;
    }

    int[] holders() {
        if (remote == null) return members;
        int[] all = Arrays.copyOf(members, members.length + remote.length);
        System.arraycopy(remote, 0, all, members.length, remote.length);
        return all;
    }

    /** Every holder's sequence number for the next collective call on this communicator, advanced. */
    int[] nextSeq() {
        if (seq == null) seq = new int[lid.length];
        int[] now = seq.clone();
        for (int r : holders()) seq[r]++;
        return now;
    }

    /** World ranks as members.c writes them: greedy maximal runs {@code 0/start[:count[:stride]]} from the left. */
    static String runs(int[] rank) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < rank.length; ) {
            if (i > 0) b.append(',');
            int j = i + 1, stride = 1;
            if (j < rank.length && rank[j] != rank[i]) {
                stride = rank[j] - rank[i];
                while (j < rank.length && rank[j] - rank[j - 1] == stride) j++;
            }
            b.append("0/").append(rank[i]);
            if (j - i > 1 || stride != 1) b.append(':').append(j - i);
            if (stride != 1) b.append(':').append(stride);
            i = j;
        }
        return b.toString();
    }
}
