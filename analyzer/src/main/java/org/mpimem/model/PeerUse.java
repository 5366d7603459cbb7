package org.mpimem.model;

import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Which peers each process has "used", for designs that allocate a per-peer object on first use
 * (lazy VCs, Open MPI's lazy ompi_proc_t). A trace has no point-to-point records, so a peer counts
 * as used when it first shares a communicator the application created with the process: the best
 * a trace can say. Processes are kept in classes with the same communicators (every communicator
 * of a class holds all of its processes), so a regular trace keeps a few classes at any scale.
 * With {@code nodeKnown} a process starts knowing the peers of its node (Open MPI creates their
 * procs at MPI_Init); those are never counted again.
 */
public final class PeerUse {
    /** Newly used peers and the processes that use them. */
    public interface Sink {
        void charge(long newPeers, Members holders);
    }

    private record Klass(Members holders, List<Members> comms) {}

    private final boolean nodeKnown;
    private final IntFunction<Placement> placements;
    private final List<Klass> classes = new ArrayList<>();

    /** @param placements the placement of each process group, by group id */
    public PeerUse(boolean nodeKnown, IntFunction<Placement> placements) {
        this.nodeKnown = nodeKnown;
        this.placements = placements;
    }

    /** Every process holding the communicator (both groups of an intercommunicator) now shares it with every other. */
    public void use(org.mpimem.trace.CommDef def, Sink sink) {
        if (!def.isInter()) {
            use(def.local(), sink);
            return;
        }
        Members.Builder b = new Members.Builder();
        def.local().runs().forEach(b::add);
        def.remote().runs().forEach(b::add);
        use(b.build(), sink);
    }

    /** Every member of {@code m} now shares a communicator with every other member. */
    public void use(Members m, Sink sink) {
        List<Klass> next = new ArrayList<>();
        Members rest = m;
        for (Klass k : classes) {
            Members in = PeerSets.intersect(k.holders, m);
            if (in.size() == 0) {
                next.add(k);
                continue;
            }
            Members out = PeerSets.minus(k.holders, in);
            if (out.size() > 0) next.add(new Klass(out, k.comms));
            if (covered(m, k.comms)) {
                next.add(new Klass(in, k.comms));
            } else {
                count(m, k.comms, in, sink);
                List<Members> comms = new ArrayList<>(k.comms);
                comms.add(m);
                next.add(new Klass(in, comms));
            }
            rest = PeerSets.minus(rest, in);
        }
        if (rest.size() > 0) {
            count(m, List.of(), rest, sink);
            next.add(new Klass(rest, List.of(m)));
        }
        classes.clear();
        classes.addAll(next);
    }

    /** m adds nobody: it is one of the class's communicators, or one of those holds a whole group m lies in. */
    private static boolean covered(Members m, List<Members> comms) {
        for (Members c : comms) if (c.equals(m) || PeerSets.containsAll(c, m)) return true;
        return false;
    }

    /** Charges each process of {@code holders} for the members of m it had not seen. */
    private void count(Members m, List<Members> comms, Members holders, Sink sink) {
        if (comms.isEmpty() && !nodeKnown) {
            sink.charge(m.size(), holders);
            return;
        }
        // the peers m adds, once for the class; then, per node, those the process already knew as node-local
        List<Long> fresh = new ArrayList<>();
        for (int i = 0; i < m.size(); i++) {
            long p = m.get(i);
            if (!PeerSets.inAny(p, comms)) fresh.add(p);
        }
        if (!nodeKnown) {
            sink.charge(fresh.size(), holders);
            return;
        }
        Map<Long, Integer> perNode = new HashMap<>();
        for (long p : fresh) perNode.merge(nodeKey(p), 1, Integer::sum);
        Map<Long, Members.Builder> byCount = new LinkedHashMap<>();
        for (int i = 0; i < holders.size(); i++) {
            long p = holders.get(i);
            long n = fresh.size() - perNode.getOrDefault(nodeKey(p), 0);
            byCount.computeIfAbsent(n, x -> new Members.Builder()).add(Members.groupOf(p), Members.rankOf(p));
        }
        byCount.forEach((n, b) -> sink.charge(n, b.build()));
    }

    private long nodeKey(long gpid) {
        int g = Members.groupOf(gpid);
        return ((long) g << 32) | placements.apply(g).nodeOf(Members.rankOf(gpid));
    }
}
