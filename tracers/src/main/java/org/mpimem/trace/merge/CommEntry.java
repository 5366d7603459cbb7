package org.mpimem.trace.merge;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * One communicator as assembled from the records of all its members. Member lists are process
 * references {@code (job, rank)} packed like {@link org.mpimem.trace.Members#gpid}; jobs become
 * process groups when the trace is built. Each member's view is checked against the first one.
 */
final class CommEntry {
    final String key, call, where;
    final long[] local, remote;
    /** The parent key seen from each side: one side for an intracommunicator or a dup/split. */
    final Map<String, String> parentBySide = new LinkedHashMap<>();
    final Map<String, String> attrs = new LinkedHashMap<>();
    final TreeSet<Integer> participants = new TreeSet<>(), freers = new TreeSet<>();
    /** For a spawn: the job of the spawned processes. */
    Integer spawnedJob;
    String freeCall = "MPI_Comm_free";

    CommEntry(String key, String call, long[] local, long[] remote, String where) {
        this.key = key;
        this.where = where;
        this.call = call;
        this.local = local;
        this.remote = remote;
    }

    boolean isInter() {
        return remote != null;
    }

    /** Adds one member's view; returns a problem description, or null if it agrees. */
    String add(int process, String parentKey, long[] loc, long[] rem, Map<String, String> fields) {
        participants.add(process);
        String side = isInter() ? sideOf(loc) : "";
        parentBySide.putIfAbsent(side, parentKey);
        for (String a : List.of("color", "reorder"))
            if (fields.containsKey(a)) attrs.merge(a, fields.get(a), (x, y) -> x.equals(y) ? x : "?");
        String expected = side.equals("R") && Walker.CONNECT.contains(call) ? partner(call) : call;
        if (!expected.equals(fields.get("call"))) return "made by " + call + " on one process, " + fields.get("call") + " on another";
        if (!parentKey.equals(parentBySide.get(side))) return "created from different parents by its members";
        boolean same = isInter()
                ? (Arrays.equals(loc, local) && Arrays.equals(rem, remote)) || (Arrays.equals(loc, remote) && Arrays.equals(rem, local))
                : rem == null && Arrays.equals(loc, local);
        return same ? null : "its members disagree on its member list";
    }

    /** The call the other side of a connect/accept makes. */
    private static String partner(String call) {
        return call.equals("MPI_Comm_accept") ? "MPI_Comm_connect" : "MPI_Comm_accept";
    }

    /** The side of an intercommunicator a member is on: "L" if its local group is our local group. */
    String sideOf(long[] loc) {
        return Arrays.equals(loc, local) ? "L" : "R";
    }

    /** Every process that holds this communicator. */
    long[] holders() {
        if (remote == null) return local;
        long[] all = Arrays.copyOf(local, local.length + remote.length);
        System.arraycopy(remote, 0, all, local.length, remote.length);
        return all;
    }
}
