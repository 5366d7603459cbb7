package org.mpimem.model.ompi.contact;

import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.KeptTree;

import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.peers.PeerSets;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    /** An exchange over more than {@link #ROWS} members: kept as what it was, not as a row per process. */
    private record Walked(Members members, Exchange x) {}

    /** The most members an exchange is walked rank by rank for; beyond, every member is charged as the middle one. */
    static final int ROWS = 4096;

    /** The largest process group whose processes get rows and arrays; beyond, the few touched are kept in maps. */
    static final int EXACT = 1 << 20;

    private final PeerCosts costs;
    private final IntFunction<Placement> placements;
    private final Ledger ledger;
    private final Owner owner;
    private final PeerTable table = new PeerTable();
    private final Map<Integer, List<Ran>> ran = new HashMap<>();
    private final List<long[][]> due = new ArrayList<>(); // per group: bytes {address, endpoints, per-communicator} by rank, made when first owed
    private final List<java.util.BitSet> owing = new ArrayList<>(); // per group: the ranks with bytes due
    private int[] sizes = new int[0];
    private final Map<Long, long[]> dueLarge = new java.util.TreeMap<>(); // groups beyond EXACT: the few processes owing
    private final List<Walked> walked = new ArrayList<>();
    private final List<Members[]> added = new ArrayList<>(); // add_procs so far: {holders, peers}, each holder has every peer
    private final Map<Integer, Map<Long, java.util.EnumSet<KeptTree.Kind>>> trees = new HashMap<>(); // comm -> side's first member -> trees kept

    public Contacts(PeerCosts costs, IntFunction<Placement> placements, Ledger ledger, Owner owner) {
        this.costs = costs;
        this.placements = placements;
        this.ledger = ledger;
        this.owner = owner;
    }

    /** Process group {@code g} of {@code size} processes exists (groups come in order). */
    public void addGroup(int g, int size) {
        table.addGroup(g, size);
        while (due.size() <= g) {
            due.add(null);
            owing.add(null);
        }
        if (sizes.length <= g) sizes = java.util.Arrays.copyOf(sizes, g + 1);
        sizes[g] = size;
        owing.set(g, new java.util.BitSet());
    }

    /**
     * Every member of {@code members} (communicator {@code comm}'s ranks, in order) runs {@code x}
     * over it. Running an exchange a second time over the same members reaches nobody new.
     */
    public void exchange(int comm, Members members, Exchange x) {
        int n = members.size();
        if (n < 2) return;
        keep(comm, members, x);
        List<Ran> before = ran.computeIfAbsent(comm, k -> new ArrayList<>());
        List<Exchange> earlier = new ArrayList<>();
        for (Ran r : before) if (r.comm().equals(members)) earlier.add(r.exchange());
        if (earlier.contains(x)) return;
        before.add(new Ran(members, x));
        if (n > ROWS) {
            uniform(comm, members, x, earlier);
            return;
        }
        Peers old = new Peers(n), now = new Peers(n);
        long[] ids = members.toArray();
        int[] at = new int[walked.size()]; // this rank's position in each walked exchange
        int[] node = new int[n];
        for (int i = 0; i < n; i++) node[i] = node(ids[i]);
        for (int i = 0; i < n; i++) {
            long p = ids[i];
            int rank = i;
            old.clear();
            now.clear();
            for (Exchange e : earlier) e.peers(rank, n, old::add);
            x.peers(i, n, j -> {
                if (j != rank) now.add(j);
            });
            for (int w = 0; w < at.length; w++) at[w] = indexOf(walked.get(w).members(), p);
            long[] owed = new long[3];
            for (int k = 0; k < now.size; k++) {
                int j = now.at[k];
                long q = ids[j];
                boolean local = node[i] == node[j] && Members.groupOf(p) == Members.groupOf(q);
                int s = walkedTo(at, q) ? PeerTable.CONNECTED : state(p, q, local ? PeerTable.ADDED : PeerTable.NONE);
                connect(p, q, local, s, !old.has(j), true, owed);
            }
            for (int c = 0; c < 3; c++) owe(p, c, owed[c]);
        }
        flush(comm);
    }

    /**
     * The topologies every member of {@code members} keeps on communicator {@code comm} after running
     * {@code x} ({@link KeptTree}), without the exchange's contacts: the call that makes them may
     * reach no one new (MPI_Intercomm_merge's gather), but its tree stays. Each kind once per
     * communicator and side; released with the communicator.
     */
    public void keep(int comm, Members members, Exchange x) {
        int n = members.size();
        if (n < 2) return; // coll/self serves a communicator of one
        java.util.EnumSet<KeptTree.Kind> have = trees.computeIfAbsent(comm, k -> new HashMap<>())
                .computeIfAbsent(members.get(0), k -> java.util.EnumSet.noneOf(KeptTree.Kind.class));
        long[] bytes = {0};
        x.keeps(n, t -> {
            if (have.add(t.kind())) bytes[0] += t.bytes();
        });
        if (bytes[0] == 0) return;
        long c = ledger.charge(Category.INTERNAL, bytes[0], members);
        List<Long> kept = owner.chargesOf(comm);
        if (kept != null) kept.add(c);
        else ledger.settle(c);
    }

    /** Adds to {@code out} the peers {@code p} reached in the exchanges kept as records. */
    private void walkedPeers(long p, java.util.Set<Long> out) {
        for (Walked w : walked) {
            int pos = indexOf(w.members(), p);
            if (pos >= 0) w.x().peers(pos, w.members().size(), j -> {
                if (j != pos) out.add(w.members().get(j));
            });
        }
    }

    /** Whether a walked exchange in which the rank sat at {@code at[w]} reached {@code q}. */
    private boolean walkedTo(int[] at, long q) {
        for (int w = 0; w < at.length; w++) {
            if (at[w] < 0) continue;
            Walked x = walked.get(w);
            int qa = indexOf(x.members(), q);
            if (qa >= 0 && qa != at[w] && x.x().reaches(at[w], qa, x.members().size())) return true;
        }
        return false;
    }

    /** {@code p}'s position in {@code m}, or -1. */
    private static int indexOf(Members m, long p) {
        int g = Members.groupOf(p), r = Members.rankOf(p);
        for (int i = 0; i < m.runCount(); i++) {
            org.mpimem.trace.Run run = m.run(i);
            if (run.group() == g && run.contains(r)) return m.runOffset(i) + (int) (((long) r - run.start()) / run.stride());
        }
        return -1;
    }

    /**
     * Beyond {@link #ROWS} members every member is charged as the middle one is (its peers new unless
     * an earlier exchange reached them), and the exchange is kept as a record, not per process: the
     * exact walk costs O(n log n) per exchange and a charge per class of ranks, which at the
     * survey's 524,288 processes took longer than everything else. At the counts calibrated here
     * (up to 64) every exchange is walked exactly.
     */
    private void uniform(int comm, Members members, Exchange x, List<Exchange> earlier) {
        int n = members.size(), mid = n / 2;
        java.util.Set<Integer> old = new java.util.HashSet<>(), now = new java.util.TreeSet<>();
        for (Exchange e : earlier) e.peers(mid, n, old::add);
        x.peers(mid, n, j -> {
            if (j != mid) now.add(j);
        });
        long p = members.get(mid);
        int[] at = new int[walked.size()];
        for (int w = 0; w < at.length; w++) at[w] = indexOf(walked.get(w).members(), p);
        long[] owed = new long[3];
        for (int j : now) {
            long q = members.get(j);
            boolean local = sameNode(p, q);
            int s = walkedTo(at, q) ? PeerTable.CONNECTED : state(p, q, local ? PeerTable.ADDED : PeerTable.NONE);
            connect(p, q, local, s, !old.contains(j), false, owed);
        }
        if (n <= EXACT) walked.add(new Walked(members, x)); // beyond, a record would be asked of every later exchange's ranks in vain
        ledger.settle(ledger.charge(Category.ADDRESS, owed[0], members));
        ledger.settle(ledger.charge(Category.ENDPOINTS, owed[1], members));
        long c = ledger.charge(Category.INTERNAL, owed[2], members);
        List<Long> kept = owner.chargesOf(comm);
        if (kept != null) kept.add(c);
        else ledger.settle(c);
    }

    /**
     * The PML's add_procs in every process of {@code holders} for every peer of {@code peers}
     * (MPI_Intercomm_create, connect/accept): each holder pays for the peers not on its node that it
     * had not met, counted, not listed (a remote group may be half the job); the pair is kept as a
     * record that {@link #state} consults.
     */
    public void add(Members holders, Members peers) {
        Map<Long, Integer> onNode = new HashMap<>(); // (group, node) -> peers there
        for (int i = 0; i < holders.size(); i++) {
            long p = holders.get(i);
            long key = (long) Members.groupOf(p) << 32 | node(p);
            int local = onNode.computeIfAbsent(key, k -> PeerSets.intersect(peers, nodeOf(p)).size());
            long fresh = peers.size() - local - metAmong(p, peers);
            owe(p, 0, fresh * costs.proc());
            owe(p, 1, fresh * costs.added());
        }
        added.add(new Members[] {holders, peers});
        flush(-1);
    }

    /** {@code p}'s state with {@code q}: the table, else added by an earlier add_procs, else untouched. */
    private int state(long p, long q, int untouched) {
        int s = table.state(p, q, PeerTable.NONE);
        if (s != PeerTable.NONE) return s;
        for (Members[] a : added) if (PeerSets.contains(a[0], p) && PeerSets.contains(a[1], q)) return PeerTable.ADDED;
        return untouched;
    }

    /** How many peers of {@code m} off {@code p}'s node {@code p} had met: those its earlier add_procs gave it, and those in its table. */
    private long metAmong(long p, Members m) {
        Members before = null;
        for (Members[] a : added)
            if (PeerSets.contains(a[0], p)) before = before == null ? a[1] : PeerSets.union(before, a[1]);
        Members known = before == null ? null : PeerSets.minus(PeerSets.intersect(before, m), nodeOf(p));
        java.util.Set<Long> met = new java.util.HashSet<>();
        walkedPeers(p, met);
        table.forEach(p, met::add);
        long n = known == null ? 0 : known.size();
        for (long q : met) if (PeerSets.contains(m, q) && !sameNode(p, q) && (known == null || !PeerSets.contains(known, q))) n++;
        return n;
    }

    private int node(long p) {
        return placements.apply(Members.groupOf(p)).nodeOf(Members.rankOf(p));
    }

    /** The processes of {@code p}'s group on {@code p}'s node. */
    private Members nodeOf(long p) {
        int g = Members.groupOf(p), node = node(p), size = sizes[g];
        Placement pl = placements.apply(g);
        Members.Builder b = new Members.Builder();
        if (pl instanceof Placement.Block bl) b.add(g, node * bl.ppn(), Math.min(bl.ppn(), size - node * bl.ppn()), 1);
        else if (pl instanceof Placement.Cyclic c) b.add(g, node, (size - node + c.nodes() - 1) / c.nodes(), c.nodes());
        else {
            long[] r = ((Placement.Explicit) pl).rangesOf(node);
            for (int i = 0; i < r.length; i += 2) b.add(g, (int) r[i], (int) (r[i + 1] - r[i]), 1);
        }
        return b.build();
    }

    /** A communicator is gone: what ran over it no longer says who met on it. */
    public void freed(int comm) {
        ran.remove(comm);
        trees.remove(comm);
    }

    /**
     * {@code p} messages {@code q}, whose state was {@code s}: what it makes is added to {@code owed}
     * (address, endpoints, per communicator); {@code remember}: in the table (else a walked
     * exchange's record says it).
     */
    private void connect(long p, long q, boolean local, int s, boolean newOnComm, boolean remember, long[] owed) {
        if (s != PeerTable.CONNECTED) {
            if (remember) table.set(p, q, PeerTable.CONNECTED);
            if (local) owed[1] += costs.localFirst();
            else {
                if (s == PeerTable.NONE) {
                    owed[0] += costs.proc();
                    owed[1] += costs.added();
                }
                owed[1] += costs.connected();
            }
        }
        if (newOnComm) owed[2] += costs.commPeer();
    }

    /**
     * A rank's few peers in one exchange (logarithmically many), each once: a stamp per rank of the
     * communicator (one array per exchange) makes adding and asking O(1), where sorting each rank's
     * list cost the most of a large replay.
     */
    private static final class Peers {
        private final int[] stamp;
        private int epoch = 1;
        int[] at = new int[64];
        int size;

        Peers(int n) {
            stamp = new int[n];
        }

        void clear() {
            size = 0;
            epoch++;
        }

        void add(int j) {
            if (stamp[j] == epoch) return;
            stamp[j] = epoch;
            if (size == at.length) at = java.util.Arrays.copyOf(at, size * 2);
            at[size++] = j;
        }

        boolean has(int j) {
            return stamp[j] == epoch;
        }
    }

    private boolean sameNode(long p, long q) {
        int g = Members.groupOf(p);
        if (g != Members.groupOf(q)) return false;
        Placement pl = placements.apply(g);
        return pl.nodeOf(Members.rankOf(p)) == pl.nodeOf(Members.rankOf(q));
    }

    private void owe(long p, int kind, long bytes) {
        if (bytes == 0) return;
        int g = Members.groupOf(p), r = Members.rankOf(p);
        if (sizes[g] > EXACT) {
            dueLarge.computeIfAbsent(p, k -> new long[3])[kind] += bytes;
            return;
        }
        long[][] d = due.get(g);
        if (d == null) due.set(g, d = new long[3][sizes[g]]);
        d[kind][r] += bytes;
        owing.get(g).set(r);
    }

    /** Charges what is due, one charge per distinct amount; the per-communicator part to {@code comm}'s owner. */
    private void flush(int comm) {
        Map<List<Long>, Members.Builder> by = new LinkedHashMap<>();
        List<Long> last = null;
        Members.Builder lastB = null;
        for (int g = 0; g < due.size(); g++) {
            java.util.BitSet o = owing.get(g);
            if (o == null || o.isEmpty()) continue;
            long[][] b = due.get(g);
            for (int r = o.nextSetBit(0); r >= 0; r = o.nextSetBit(r + 1)) {
                // neighbours mostly owe alike: look the amount up only when it changes
                if (last == null || last.get(0) != b[0][r] || last.get(1) != b[1][r] || last.get(2) != b[2][r]) {
                    last = List.of(b[0][r], b[1][r], b[2][r]);
                    lastB = by.computeIfAbsent(last, k -> new Members.Builder());
                }
                lastB.add(g, r);
                b[0][r] = b[1][r] = b[2][r] = 0;
            }
            o.clear();
        }
        for (Map.Entry<Long, long[]> e : dueLarge.entrySet()) {
            long[] b = e.getValue();
            by.computeIfAbsent(List.of(b[0], b[1], b[2]), k -> new Members.Builder()).add(Members.groupOf(e.getKey()), Members.rankOf(e.getKey()));
        }
        dueLarge.clear();
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
