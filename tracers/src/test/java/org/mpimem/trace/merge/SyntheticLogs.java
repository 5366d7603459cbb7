package org.mpimem.trace.merge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;

/**
 * Per-process tracer logs of P processes written without running MPI: each operation is applied
 * to a model of the communicators (world ranks in rank order) and every member gets the record the
 * C tracer would write (record.c, members.c): the same fields, lids from 2 in creation order, the
 * parent's collective sequence number, MPI_UNDEFINED processes counting the call without a record,
 * member lists as members.c's greedy runs. Lets the merge be measured and checked at any scale.
 */
final class SyntheticLogs {
    static final int WORLD = 0;
    private static final long T0 = 1_700_000_000_000_000_000L;

    private final int p, ppn;
    private final StringBuilder[] logs;
    private final int[] nextLid;
    private final List<ModelComm> comms = new ArrayList<>();
    /** What happened, in program order: a communicator's id when it was made, ~id when it was freed. */
    final List<Integer> events = new ArrayList<>();
    private long clock;

    SyntheticLogs(int p, int ppn) {
        this.p = p;
        this.ppn = ppn;
        logs = new StringBuilder[p];
        nextLid = new int[p];
        Arrays.fill(nextLid, 2);
        for (int r = 0; r < p; r++) logs[r] = new StringBuilder(ProcessLog.HEADER + "\nproc rank=" + r + " size=" + p + " host=" + host(r)
                + " pid=" + (10_000 + r) + " job=synthetic spawned=0 t=" + (T0 + r) + "\n");
        ModelComm world = new ModelComm(null, ExpectedTraces.all(p), null, p);
        for (int r = 0; r < p; r++) world.lid[r] = 0;
        comms.add(world);
    }

    int size() {
        return p;
    }

    ModelComm comm(int id) {
        return comms.get(id);
    }

    /** MPI_Comm_dup of an intracommunicator. */
    int dup(int parent) {
        return split(parent, r -> 0, r -> 0, "MPI_Comm_dup").get(0);
    }

    /**
     * MPI_Comm_split: colour and key of each world rank (colour < 0: MPI_UNDEFINED); new ranks by
     * (key, parent rank). Returns the new communicators by ascending colour.
     */
    List<Integer> split(int parent, IntUnaryOperator color, IntUnaryOperator key) {
        return split(parent, color, key, "MPI_Comm_split");
    }

    private List<Integer> split(int parent, IntUnaryOperator color, IntUnaryOperator key, String call) {
        ModelComm pc = comms.get(parent);
        int[] seq = pc.nextSeq();
        TreeMap<Integer, List<Integer>> byColor = new TreeMap<>();
        for (int i = 0; i < pc.members.length; i++) if (color.applyAsInt(pc.members[i]) >= 0)
            byColor.computeIfAbsent(color.applyAsInt(pc.members[i]), c -> new ArrayList<>()).add(i);
        List<Integer> made = new ArrayList<>();
        for (List<Integer> idx : byColor.values()) {
            idx.sort((a, b) -> key.applyAsInt(pc.members[a]) != key.applyAsInt(pc.members[b])
                    ? Integer.compare(key.applyAsInt(pc.members[a]), key.applyAsInt(pc.members[b])) : Integer.compare(a, b));
            int[] m = idx.stream().mapToInt(i -> pc.members[i]).toArray();
            ModelComm c = add(new ModelComm(call, m, null, p), List.of(parent));
            if (call.equals("MPI_Comm_split")) c.color = color.applyAsInt(m[0]);
            for (int r : m) {
                String attrs = call.equals("MPI_Comm_split") ? " color=" + color.applyAsInt(r) + " key=" + key.applyAsInt(r) : "";
                record(c, r, pc, " seq=" + seq[r] + " first=" + idx.get(0) + attrs + " members=" + c.text);
            }
            made.add(comms.size() - 1);
        }
        return made;
    }

    /** MPI_Comm_create_group by the processes {@code members} (world ranks, in the group's order). */
    int createGroup(int parent, int[] members, int tag) {
        ModelComm pc = comms.get(parent), c = add(new ModelComm("MPI_Comm_create_group", members, null, p), List.of(parent));
        for (int r : members) record(c, r, pc, " tag=" + tag + " members=" + c.text);
        return comms.size() - 1;
    }

    /** MPI_Intercomm_create between two disjoint intracommunicators. */
    int intercommCreate(int a, int b, int tag) {
        ModelComm ca = comms.get(a), cb = comms.get(b);
        ModelComm c = add(new ModelComm("MPI_Intercomm_create", ca.members, cb.members, p), List.of(a, b));
        for (int r : ca.members) record(c, r, ca, " tag=" + tag + " local=" + c.text + " remote=" + c.remoteText);
        for (int r : cb.members) record(c, r, cb, " tag=" + tag + " local=" + c.remoteText + " remote=" + c.text);
        return comms.size() - 1;
    }

    /** MPI_Intercomm_merge, the group whose processes pass high=0 first. */
    int merge(int inter, boolean firstGroupHigh) {
        ModelComm ic = comms.get(inter);
        int[] low = firstGroupHigh ? ic.remote : ic.members, high = firstGroupHigh ? ic.members : ic.remote;
        int[] m = Arrays.copyOf(low, low.length + high.length);
        System.arraycopy(high, 0, m, low.length, high.length);
        int[] seq = ic.nextSeq();
        ModelComm c = add(new ModelComm("MPI_Intercomm_merge", m, null, p), List.of(inter));
        for (int i = 0; i < m.length; i++) // rank 0 of the result is in the local group of the low side only
            record(c, m[i], ic, " seq=" + seq[m[i]] + " first=" + (i < low.length ? 0 : -1) + " high=" + (i < low.length ? 0 : 1) + " members=" + c.text);
        return comms.size() - 1;
    }

    void free(int id) {
        ModelComm c = comms.get(id);
        c.freed = true;
        events.add(~id);
        for (int r : c.holders()) logs[r].append("f lid=").append(c.lid[r]).append(" call=MPI_Comm_free t=").append(T0 + ++clock).append('\n');
    }

    List<ModelComm> comms() {
        return comms;
    }

    /** Writes one log per process (with its end record) as {@code <host>-rank<r>-<pid>.log}. */
    void write(Path dir) throws IOException {
        Files.createDirectories(dir);
        long end = T0 + ++clock;
        for (int r = 0; r < p; r++)
            Files.writeString(dir.resolve(fileName(r)), logs[r] + "end t=" + end + "\n",
                    StandardCharsets.US_ASCII);
    }

    /**
     * Writes the same logs as one job file {@code job-<job>-1.log}, laid out as the tracer's
     * jobfile.c writes it at MPI_Finalize (docs/tracer.md "Job file"), streamed: no second copy in memory.
     */
    /** The logs as the tracer's one job file: version 2 (shared record shapes once) or 1 (each log whole). */
    void writeJobFile(Path dir, int version) throws IOException {
        Files.createDirectories(dir);
        String end = "end t=" + (T0 + clock + 1) + "\n";
        if (version == 2) {
            String job = ProcessLog.fields(logs[0].toString().lines().skip(1).findFirst().orElseThrow(), 1).get("job");
            try (java.io.OutputStream o = new java.io.BufferedOutputStream(Files.newOutputStream(dir.resolve("job-" + job + "-1.log")), 1 << 20)) {
                JobFileWriter.write(o, job, p, r -> logs[r] + end);
            }
            return;
        }
        long[] len = new long[p];
        long total = 0;
        for (int r = 0; r < p; r++) total += len[r] = logs[r].length() + end.length(); // ASCII: a char a byte
        String job = ProcessLog.fields(logs[0].toString().lines().skip(1).findFirst().orElseThrow(), 1).get("job");
        try (java.io.Writer w = new java.io.BufferedWriter(new java.io.OutputStreamWriter(
                Files.newOutputStream(dir.resolve("job-" + job + "-1.log")), StandardCharsets.US_ASCII), 1 << 20)) {
            w.write("mpimem-job 1\njob=" + job + " procs=" + p + " bytes=" + total + "\n");
            long off = 0;
            for (int r = 0; r < p; r++) {
                w.write(r + " " + off + " " + len[r] + "\n");
                off += len[r];
            }
            for (int r = 0; r < p; r++) {
                w.append(logs[r]);
                w.write(end);
            }
        }
    }

    private ModelComm add(ModelComm c, List<Integer> parents) {
        c.parents = parents;
        events.add(comms.size());
        comms.add(c);
        return c;
    }

    private void record(ModelComm c, int r, ModelComm parent, String rest) {
        c.lid[r] = nextLid[r]++;
        logs[r].append("c lid=").append(c.lid[r]).append(" call=").append(c.call).append(" parent=").append(parent.lid[r])
                .append(rest).append(" t=").append(T0 + ++clock).append('\n');
    }

    /** The name {@link #write} gives rank r's log. */
    String fileName(int r) {
        return host(r) + "-rank" + r + "-" + (10_000 + r) + ".log";
    }

    private String host(int r) {
        return "node" + r / ppn;
    }
}
