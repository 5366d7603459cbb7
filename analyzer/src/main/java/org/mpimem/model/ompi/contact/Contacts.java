package org.mpimem.model.ompi.contact;

import org.mpimem.account.Ledger;
import org.mpimem.model.Category;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;

/**
 * The per-peer state Open MPI makes as a process reaches peers: the proc and endpoints of a remote
 * peer at first contact or add_procs, the first-message state, and ob1's per-communicator peer
 * state. Charges are grouped by amount, so processes that met alike share one charge; the
 * per-communicator part goes with the communicator the messages went over and is released with it.
 */
public final class Contacts {
    /** Where the bytes of one communicator's per-peer state are kept (its charge list), or null: settled for good. */
    public interface Owner {
        List<Long> chargesOf(int comm);
    }

    private record Ran(Members comm, Exchange exchange) {}

    private final PeerCosts costs;
    private final IntFunction<Placement> placements;
    private final Ledger ledger;
    private final Owner owner;
    private final PeerTable table = new PeerTable();
    private final Map<Integer, List<Ran>> ran = new HashMap<>();
    private final Map<Long, long[]> due = new TreeMap<>(); // process -> bytes {address, endpoints, per-communicator}

    public Contacts(PeerCosts costs, IntFunction<Placement> placements, Ledger ledger, Owner owner) {
        this.costs = costs;
        this.placements = placements;
        this.ledger = ledger;
        this.owner = owner;
    }

    /**
     * Every member of {@code members} (communicator {@code comm}'s ranks, in order) runs {@code x}
     * over it. Running an exchange a second time over the same members reaches nobody new.
     */
    public void exchange(int comm, Members members, Exchange x) {
        int n = members.size();
        if (n < 2) return;
        List<Ran> before = ran.computeIfAbsent(comm, k -> new ArrayList<>());
        List<Exchange> earlier = new ArrayList<>();
        for (Ran r : before) if (r.comm().equals(members)) earlier.add(r.exchange());
        if (earlier.contains(x)) return;
        before.add(new Ran(members, x));
        Peers old = new Peers(), now = new Peers();
        for (int i = 0; i < n; i++) {
            long p = members.get(i);
            int rank = i;
            old.clear();
            now.clear();
            for (Exchange e : earlier) e.peers(rank, n, old::add);
            x.peers(i, n, j -> {
                if (j != rank && !now.has(j)) now.add(j);
            });
            for (int k = 0; k < now.size; k++) connect(p, members.get(now.at[k]), !old.has(now.at[k]));
        }
        flush(comm);
    }

    /** The PML's add_procs in every process of {@code holders} for every peer of {@code peers} (MPI_Intercomm_create, connect/accept). */
    public void add(Members holders, Members peers) {
        for (int i = 0; i < holders.size(); i++) {
            long p = holders.get(i);
            for (int j = 0; j < peers.size(); j++) {
                long q = peers.get(j);
                if (q == p || sameNode(p, q) || table.state(p, q, PeerTable.NONE) != PeerTable.NONE) continue;
                table.set(p, q, PeerTable.ADDED);
                long[] b = bytes(p);
                b[0] += costs.proc();
                b[1] += costs.added();
            }
        }
        flush(-1);
    }

    /** A communicator is gone: what ran over it no longer says who met on it. */
    public void freed(int comm) {
        ran.remove(comm);
    }

    private void connect(long p, long q, boolean newOnComm) {
        boolean local = sameNode(p, q);
        int s = table.state(p, q, local ? PeerTable.ADDED : PeerTable.NONE);
        long[] b = bytes(p);
        if (s != PeerTable.CONNECTED) {
            table.set(p, q, PeerTable.CONNECTED);
            if (local) b[1] += costs.localFirst();
            else {
                if (s == PeerTable.NONE) {
                    b[0] += costs.proc();
                    b[1] += costs.added();
                }
                b[1] += costs.connected();
            }
        }
        if (newOnComm) b[2] += costs.commPeer();
    }

    /** A rank's few peers in one exchange (logarithmically many): a short list beats a set. */
    private static final class Peers {
        int[] at = new int[16];
        int size;

        void clear() {
            size = 0;
        }

        void add(int j) {
            if (size == at.length) at = java.util.Arrays.copyOf(at, size * 2);
            at[size++] = j;
        }

        boolean has(int j) {
            for (int k = 0; k < size; k++) if (at[k] == j) return true;
            return false;
        }
    }

    private boolean sameNode(long p, long q) {
        int g = Members.groupOf(p);
        if (g != Members.groupOf(q)) return false;
        Placement pl = placements.apply(g);
        return pl.nodeOf(Members.rankOf(p)) == pl.nodeOf(Members.rankOf(q));
    }

    private long[] bytes(long p) {
        return due.computeIfAbsent(p, k -> new long[3]);
    }

    /** Charges what is due, one charge per distinct amount; the per-communicator part to {@code comm}'s owner. */
    private void flush(int comm) {
        Map<List<Long>, Members.Builder> by = new LinkedHashMap<>();
        due.forEach((p, b) -> by.computeIfAbsent(List.of(b[0], b[1], b[2]), k -> new Members.Builder()).add(Members.groupOf(p), Members.rankOf(p)));
        due.clear();
        List<Long> kept = comm < 0 ? null : owner.chargesOf(comm);
        by.forEach((b, holders) -> {
            Members h = holders.build();
            ledger.settle(ledger.charge(Category.ADDRESS, b.get(0), h));
            ledger.settle(ledger.charge(Category.ENDPOINTS, b.get(1), h));
            long c = ledger.charge(Category.INTERNAL, b.get(2), h);
            if (kept != null) kept.add(c);
            else ledger.settle(c);
        });
    }
}
