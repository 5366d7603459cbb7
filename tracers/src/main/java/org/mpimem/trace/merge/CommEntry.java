package org.mpimem.trace.merge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

/**
 * One communicator as assembled from the records of all its members. Member lists are process
 * references {@code (job, rank)} kept as runs ({@link Members} whose groups are job indices); jobs
 * become process groups when the trace is built. Each member's view is checked against the first
 * one, run by run (Members are canonical: equal lists have equal runs), and each recording
 * process is counted where it occurs among the holders, so that "every holder recorded it" is a
 * comparison of counts, not a walk over the members.
 */
final class CommEntry {
    final String key, call, where;
    final Members local, remote;
    /** The parent key seen from each side: one side for an intracommunicator or a dup/split. */
    final Map<String, String> parentBySide = new LinkedHashMap<>();
    final Map<String, String> attrs = new LinkedHashMap<>();
    final ProcessSet participants = new ProcessSet(), freers = new ProcessSet();
    /** Its event tokens in the processes' chains, one string for all of them. */
    final String createToken, freeToken;
    /** For a spawn: the job of the spawned processes. */
    Integer spawnedJob;
    String freeCall = "MPI_Comm_free";
    /** The call site as the first recording process (in walk order: job, then rank) gave it; null if none did. */
    String site;
    /** Its number in the walk's {@link Chains}, once a process's chain holds it. */
    int index = -1;
    /** How many times recording processes occur in local, in remote (each process counted once). */
    long recordedLocal, recordedRemote;

    CommEntry(String key, String call, Members local, Members remote, String where) {
        this.key = key;
        createToken = "c " + key;
        freeToken = "f " + key;
        this.where = where;
        this.call = call;
        this.local = local;
        this.remote = remote;
    }

    boolean isInter() {
        return remote != null;
    }

    /** Adds the view of one member, process reference {@code gpid}; returns a problem description, or null if it agrees. */
    String add(int process, long gpid, String parentKey, Members loc, Members rem, Map<String, String> fields) {
        if (participants.add(process)) {
            recordedLocal += occurrences(local, gpid);
            if (remote != null) recordedRemote += occurrences(remote, gpid);
        }
        // the same record shape, parent and members as the last view that agreed: it agrees too
        // (an SPMD program's processes, one after another), with nothing more to note
        if (fields == agreedFields && parentKey == agreedParent && loc == agreedLocal && rem == agreedRemote) return null;
        String bad = check(parentKey, loc, rem, fields);
        if (bad == null) {
            agreedFields = fields;
            agreedParent = parentKey;
            agreedLocal = loc;
            agreedRemote = rem;
        }
        return bad;
    }

    private Map<String, String> agreedFields;
    private String agreedParent;
    private Members agreedLocal, agreedRemote;

    private String check(String parentKey, Members loc, Members rem, Map<String, String> fields) {
        String side = isInter() ? sideOf(loc) : "";
        parentBySide.putIfAbsent(side, parentKey);
        if (site == null) site = fields.get("site");
        String differs = null;
        for (String a : List.of("color", "reorder")) {
            String had = attrs.get(a), v = fields.get(a);
            if (v == null) continue;
            // left out of the trace when members disagree ("?"), so said here
            if (had != null && !had.equals(v) && !had.equals("?")) differs = a + "=" + v + " here, " + a + "=" + had + " in the members before; left out";
            attrs.merge(a, v, (x, y) -> x.equals(y) ? x : "?");
        }
        String expected = side.equals("R") && Walker.CONNECT.contains(call) ? partner(call) : call;
        if (!expected.equals(fields.get("call"))) return "made by " + call + " on one process, " + fields.get("call") + " on another";
        if (!parentKey.equals(parentBySide.get(side))) return "created from different parents by its members";
        boolean same = isInter()
                ? (loc.equals(local) && remote.equals(rem)) || (loc.equals(remote) && local.equals(rem))
                : rem == null && loc.equals(local);
        return !same ? "its members disagree on its member list" : differs;
    }

    /** The call the other side of a connect/accept makes. */
    private static String partner(String call) {
        return call.equals("MPI_Comm_accept") ? "MPI_Comm_connect" : "MPI_Comm_accept";
    }

    /** The side of an intercommunicator a member is on: "L" if its local group is our local group. */
    String sideOf(Members loc) {
        return loc.equals(local) ? "L" : "R";
    }

    /** How often {@code gpid} occurs in {@code m} (once in a valid list), by run arithmetic. */
    static int occurrences(Members m, long gpid) {
        int n = 0;
        for (int i = 0; i < m.runCount(); i++) {
            Run r = m.run(i);
            if (r.group() == Members.groupOf(gpid) && r.contains(Members.rankOf(gpid))) n++;
        }
        return n;
    }
}
