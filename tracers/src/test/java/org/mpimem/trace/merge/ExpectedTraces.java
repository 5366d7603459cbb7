package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

/**
 * What the MPI test programs in src/test/mpi do, as traces built by hand from the MPI semantics of
 * each call, for n processes on one node; and a description of a trace that does not depend on
 * ids or on the order of independent events, for comparing a merged trace with these.
 */
final class ExpectedTraces {
    private ExpectedTraces() {
    }

    /** allcalls.c */
    static Trace allCalls(int n) {
        int cols = n / 2;
        B b = new B(n);
        int dup = b.comm(MpiCall.COMM_DUP, 0, all(n));
        int rev = b.split(0, 0, IntStream.range(0, n).map(i -> n - 1 - i).toArray());
        int[] row = new int[2], col = new int[cols];
        for (int r = 0; r < 2; r++) row[r] = b.split(0, r, range(r * cols, cols, 1));
        for (int c = 0; c < cols; c++) col[c] = b.split(0, c, c, c + cols);
        int evens = b.comm(MpiCall.COMM_CREATE_GROUP, 0, range(0, cols, 2));
        int pair = b.split(0, 0, 0, 1);
        int even = b.split(dup, 0, range(0, cols, 2)), odd = b.split(dup, 1, range(1, cols, 2));
        int inter = b.b.add(CommDef.inter(b.b.nextId(), MpiCall.INTERCOMM_CREATE, List.of(even, odd),
                Members.ofRanks(range(0, cols, 2)), Members.ofRanks(range(1, cols, 2))));
        int merged = b.comm(MpiCall.INTERCOMM_MERGE, inter, IntStream.concat(IntStream.of(range(0, cols, 2)), IntStream.of(range(1, cols, 2))).toArray());
        int[] wins = {b.comm(MpiCall.WIN_CREATE, 0, all(n)), b.comm(MpiCall.WIN_ALLOCATE, rev, IntStream.range(0, n).map(i -> n - 1 - i).toArray()),
                b.comm(MpiCall.WIN_ALLOCATE_SHARED, 0, all(n)), b.comm(MpiCall.WIN_CREATE_DYNAMIC, row[0], range(0, cols, 1)),
                b.comm(MpiCall.WIN_CREATE_DYNAMIC, row[1], range(cols, cols, 1))};
        for (int w : wins) b.b.free(w, "MPI_Win_free");
        int cart = b.attr(MpiCall.CART_CREATE, 0, all(n), "reorder", "0");
        List<Integer> frees = new ArrayList<>(List.of(dup, rev, row[0], row[1], even, odd, inter, merged, cart));
        for (int c = 0; c < cols; c++) frees.add(col[c]);
        for (int r = 0; r < 2; r++) frees.add(b.comm(MpiCall.CART_SUB, cart, range(r * cols, cols, 1)));
        for (int c = 0; c < cols; c++) frees.add(b.comm(MpiCall.CART_SUB, cart, c, c + cols));
        for (MpiCall topo : List.of(MpiCall.GRAPH_CREATE, MpiCall.DIST_GRAPH_CREATE, MpiCall.DIST_GRAPH_CREATE_ADJACENT))
            frees.add(b.attr(topo, 0, all(n), "reorder", "0"));
        int idup = b.comm(MpiCall.COMM_IDUP, rev, IntStream.range(0, n).map(i -> n - 1 - i).toArray());
        for (int c = 0; c < cols; c++) frees.add(b.comm(MpiCall.COMM_DUP_WITH_INFO, col[c], c, c + cols));
        frees.add(b.comm(MpiCall.COMM_SPLIT_TYPE, 0, all(n)));
        frees.addAll(List.of(evens, pair, b.comm(MpiCall.COMM_CREATE, 0, range(0, cols, 1))));
        for (int f : frees) b.b.free(f);
        b.b.free(idup, "MPI_Comm_disconnect");
        return b.b.build();
    }

    /** fortran.f90 */
    static Trace fortran(int n) {
        int cols = n / 2;
        B b = new B(n);
        int dup = b.comm(MpiCall.COMM_DUP, 0, all(n));
        int rev = b.split(dup, 0, IntStream.range(0, n).map(i -> n - 1 - i).toArray());
        int cart = b.attr(MpiCall.CART_CREATE, 0, all(n), "reorder", "0");
        int r0 = b.comm(MpiCall.CART_SUB, cart, range(0, cols, 1)), r1 = b.comm(MpiCall.CART_SUB, cart, range(cols, cols, 1));
        int even = b.split(0, 0, range(0, cols, 2)), odd = b.split(0, 1, range(1, cols, 2));
        int inter = b.b.add(CommDef.inter(b.b.nextId(), MpiCall.INTERCOMM_CREATE, List.of(even, odd),
                Members.ofRanks(range(0, cols, 2)), Members.ofRanks(range(1, cols, 2))));
        int merged = b.comm(MpiCall.INTERCOMM_MERGE, inter, IntStream.concat(IntStream.of(range(0, cols, 2)), IntStream.of(range(1, cols, 2))).toArray());
        for (int f : List.of(merged, inter, even, odd, r0, r1, cart, rev, dup)) b.b.free(f);
        return b.b.build();
    }

    /**
     * spawn.c and its Fortran versions: the world spawns k processes (by {@code call}: spawn, or
     * spawn_multiple, whose commands make one spawned world), which split their own world
     * (reversed key).
     */
    static Trace spawn(MpiCall call, int n, int k) {
        B b = new B(n);
        ProcessGroup g = b.b.addGroup(k, new Placement.Block(k), ProcessGroup.Origin.SPAWN);
        int inter = b.b.inter(call, Members.range(0, 0, n), Members.range(g.id(), 0, k), 0);
        Members.Builder rev = new Members.Builder();
        for (int r = k - 1; r >= 0; r--) rev.add(g.id(), r);
        int halves = b.b.add(CommDef.intra(b.b.nextId(), MpiCall.COMM_SPLIT, List.of(g.worldComm()), rev.build()).withAttrs(Map.of("color", "0")));
        b.b.free(halves);
        Members.Builder all = new Members.Builder();
        for (int r = 0; r < n; r++) all.add(0, r);
        for (int r = 0; r < k; r++) all.add(g.id(), r);
        b.b.free(b.b.intra(MpiCall.INTERCOMM_MERGE, all.build(), inter));
        b.b.free(inter, "MPI_Comm_disconnect");
        return b.b.build();
    }

    /**
     * connect.c and its Fortran versions: WORLD splits into halves; the low half accepts, the
     * high half connects. Rank 0 is on the accepting side, so the merge writes the
     * intercommunicator as its accept.
     */
    static Trace connect(int n) {
        B b = new B(n);
        int h = n / 2;
        int low = b.split(0, 0, range(0, h, 1));
        int high = b.split(0, 1, range(h, n - h, 1));
        b.b.free(b.b.inter(MpiCall.COMM_ACCEPT, Members.ofRanks(range(0, h, 1)), Members.ofRanks(range(h, n - h, 1)), low),
                "MPI_Comm_disconnect");
        b.b.free(low);
        b.b.free(high);
        return b.b.build();
    }

    /** spawnconnect.c: the world spawns k, then accepts over its world while the children connect over theirs. */
    static Trace spawnConnect(int n, int k) {
        B b = new B(n);
        ProcessGroup g = b.b.addGroup(k, new Placement.Block(k), ProcessGroup.Origin.SPAWN);
        int spawn = b.b.inter(MpiCall.COMM_SPAWN, Members.range(0, 0, n), Members.range(g.id(), 0, k), 0);
        int inter = b.b.inter(MpiCall.COMM_ACCEPT, Members.range(0, 0, n), Members.range(g.id(), 0, k), 0);
        b.b.free(inter, "MPI_Comm_disconnect");
        b.b.free(spawn, "MPI_Comm_disconnect");
        return b.b.build();
    }

    /**
     * connect2.c: a server job of n dups its world and accepts; a client job of k, started later,
     * reverses its world with a split and connects over that, so the client's rank 0 is its last
     * process. Both merge (server first) and split the merged communicator by parity.
     */
    static Trace connectedJobs(int n, int k) {
        B b = new B(n);
        int dup = b.comm(MpiCall.COMM_DUP, 0, all(n));
        ProcessGroup g = b.b.addGroup(k, new Placement.Block(k), ProcessGroup.Origin.CONNECT);
        Members.Builder rev = new Members.Builder(), merged = new Members.Builder(), even = new Members.Builder(), odd = new Members.Builder();
        for (int r = k - 1; r >= 0; r--) rev.add(g.id(), r);
        int client = b.b.add(CommDef.intra(b.b.nextId(), MpiCall.COMM_SPLIT, List.of(g.worldComm()), rev.build()).withAttrs(Map.of("color", "0")));
        int inter = b.b.inter(MpiCall.COMM_ACCEPT, Members.range(0, 0, n), rev.build(), dup);
        for (int m = 0; m < n + k; m++) {
            long process = m < n ? Members.gpid(0, m) : Members.gpid(g.id(), k - 1 - (m - n));
            merged.add(Members.groupOf(process), Members.rankOf(process));
            (m % 2 == 0 ? even : odd).add(Members.groupOf(process), Members.rankOf(process));
        }
        int all = b.b.intra(MpiCall.INTERCOMM_MERGE, merged.build(), inter);
        int p0 = b.b.add(CommDef.intra(b.b.nextId(), MpiCall.COMM_SPLIT, List.of(all), even.build()).withAttrs(Map.of("color", "0")));
        int p1 = b.b.add(CommDef.intra(b.b.nextId(), MpiCall.COMM_SPLIT, List.of(all), odd.build()).withAttrs(Map.of("color", "1")));
        for (int f : List.of(p0, p1, all)) b.b.free(f);
        b.b.free(inter, "MPI_Comm_disconnect");
        b.b.free(dup);
        b.b.free(client);
        return b.b.build();
    }

    /** self.c: on every process a dup, split, window and cart of its MPI_COMM_SELF; pairs 2k, 2k+1 join theirs and merge. */
    static Trace self(int n) {
        B b = new B(n);
        for (int p = 0; p < n; p++) {
            b.b.free(b.comm(MpiCall.COMM_DUP, Trace.SELF, p));
            b.b.free(b.split(Trace.SELF, 0, p));
            b.b.free(b.comm(MpiCall.WIN_CREATE, Trace.SELF, p), "MPI_Win_free");
            b.b.free(b.attr(MpiCall.CART_CREATE, Trace.SELF, new int[]{p}, "reorder", "0"));
        }
        for (int p = 0; p + 1 < n; p += 2) {
            int inter = b.b.inter(MpiCall.INTERCOMM_CREATE, Members.ofRanks(p), Members.ofRanks(p + 1), Trace.SELF, Trace.SELF);
            b.b.free(b.b.add(CommDef.intra(b.b.nextId(), MpiCall.INTERCOMM_MERGE, List.of(inter), Members.ofRanks(p, p + 1))
                    .withAttrs(Map.of())));
            b.b.free(inter);
        }
        return b.b.build();
    }

    /** abort.c: what was complete when rank 1 aborted; nothing was freed. */
    static Trace aborted(int n) {
        B b = new B(n);
        int dup = b.comm(MpiCall.COMM_DUP, 0, all(n));
        b.split(dup, 0, range(0, (n + 1) / 2, 2));
        b.split(dup, 1, range(1, n / 2, 2));
        return b.b.build();
    }

    /**
     * One line per event, sorted: a communicator as its call, its parents (described the same way,
     * recursively), its members and attributes; a free as its call and what it frees.
     */
    static String describe(Trace t) {
        Map<Integer, String> d = new HashMap<>();
        d.put(Trace.WORLD, "world");
        d.put(Trace.SELF, "self");
        List<String> out = new ArrayList<>();
        for (TraceEvent e : t.events()) {
            if (e instanceof TraceEvent.GroupAdded g) {
                ProcessGroup pg = g.group();
                d.put(pg.worldComm(), "world of group " + pg.id());
                out.add("group " + pg.id() + " size=" + pg.size() + " " + pg.origin());
            } else if (e instanceof TraceEvent.Created c) {
                CommDef k = c.comm();
                TreeMap<String, String> attrs = new TreeMap<>(k.attrs());
                attrs.remove("site"); // where the program made the call: CallSiteMpiTest checks it against the source
                String s = k.call() + "(" + k.parents().stream().map(d::get).collect(Collectors.joining(", ")) + ") "
                        + (k.isInter() ? "local=" + k.local().runs() + " remote=" + k.remote().runs() : "members=" + k.local().runs())
                        + (attrs.isEmpty() ? "" : " " + attrs);
                d.put(k.id(), "[" + s + "]");
                out.add(s);
            } else if (e instanceof TraceEvent.Freed f) {
                out.add("free by " + f.call() + " of " + d.get(f.commId()));
            }
        }
        out.sort(null);
        return String.join("\n", out);
    }

    static int[] all(int n) {
        return range(0, n, 1);
    }

    static int[] range(int start, int count, int stride) {
        return IntStream.range(0, count).map(i -> start + i * stride).toArray();
    }

    /** Trace.Builder with the attributes the tracer records (split colour, topology reorder flag). */
    private static final class B {
        final Trace.Builder b;

        B(int n) {
            b = new Trace.Builder("expected", n, new Placement.Block(n));
        }

        int comm(MpiCall call, int parent, int... ranks) {
            return b.intra(call, Members.ofRanks(ranks), parent);
        }

        int attr(MpiCall call, int parent, int[] ranks, String k, String v) {
            return b.add(CommDef.intra(b.nextId(), call, List.of(parent), Members.ofRanks(ranks)).withAttrs(Map.of(k, v)));
        }

        int split(int parent, int color, int... ranks) {
            return attr(MpiCall.COMM_SPLIT, parent, ranks, "color", "" + color);
        }
    }
}
