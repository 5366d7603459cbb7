package org.mpimem.model.mpich;

import org.mpimem.account.Category;
import org.mpimem.model.Design;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.Mapping;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.Table;
import org.mpimem.model.scan.NodeSplit;
import org.mpimem.model.scan.TraceScans;
import org.mpimem.account.Ledger;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * The communicator life cycle that both MPICH designs share, around a {@link Design}: address
 * tables per process group, MPI_COMM_WORLD and MPI_COMM_SELF, the two node tables of every
 * committed intracommunicator, the internal {@code node_comm} / {@code node_roots_comm}
 * (v3.2 commutil.c:525-668) and an intercommunicator's {@code local_comm}. Every structure is
 * charged to the processes that hold it in a {@link Ledger}.
 */
public final class MpichModel implements LibraryModel {
    private final Design design;
    private final SizeProfile profile;
    private final Ledger ledger;
    private final boolean keepInternal;
    private final boolean scanNodes;
    private final ModelOptions options;
    private final List<ProcessGroup> groups = new ArrayList<>();
    private final Map<Integer, CommState> comms = new HashMap<>();
    private final AddressBook addresses;
    private IntPredicate retained = id -> true;
    private final NodeSplit.Memo splits = new NodeSplit.Memo();
    private TraceScans scans = TraceScans.UNSHARED;

    /** One group of processes of a communicator and the mappings they hold. */
    public record Side(Members local, Members remote, Mapping localMap, Mapping remoteMap) {}

    private static final class CommState {
        final List<Side> sides = new ArrayList<>();
        final List<Long> charges = new ArrayList<>();
        final List<Map.Entry<Table, Members>> held = new ArrayList<>();
        final List<Mapping> maps = new ArrayList<>();
        final Map<Long, Mapping> nodeComms = new HashMap<>();
        boolean localCommBuilt;
    }

    @Override
    public void shareScans(TraceScans shared) {
        scans = shared;
    }

    /**
     * @param keepInternal keep every node_comm mapping for inspection (tests); at scale they are
     *                     costed and dropped, since each process holds only its own node's
     */
    public MpichModel(Design design, SizeProfile profile, Ledger ledger, boolean keepInternal) {
        this(design, profile, ledger, keepInternal, false, ModelOptions.DEFAULT);
    }

    public MpichModel(Design design, SizeProfile profile, Ledger ledger, boolean keepInternal, ModelOptions options) {
        this(design, profile, ledger, keepInternal, false, options);
    }

    /** @param scanNodes split every communicator node by node and cost every node: the oracle of the fast paths */
    public MpichModel(Design design, SizeProfile profile, Ledger ledger, boolean keepInternal, boolean scanNodes) {
        this(design, profile, ledger, keepInternal, scanNodes, ModelOptions.DEFAULT);
    }

    private MpichModel(Design design, SizeProfile profile, Ledger ledger, boolean keepInternal, boolean scanNodes,
                       ModelOptions options) {
        this.design = design;
        this.profile = profile;
        this.ledger = ledger;
        this.keepInternal = keepInternal;
        this.scanNodes = scanNodes;
        this.options = options;
        this.addresses = new AddressBook(design, ledger, options.perPeer());
    }

    /**
     * A copy's charges follow from its positions in the parent (its mapping), its size and its
     * members' nodes (node tables, node_comm, node_roots_comm), never from earlier communicators
     * but through the parent's tables, so a family's copies with translated nodes cost alike.
     */
    @Override
    public boolean translatesCopies() {
        return true;
    }

    /** Keep the state of only these communicators once committed (see {@link org.mpimem.model.Retention}); the others' bytes stay charged. */
    @Override
    public void retainOnly(IntPredicate ids) {
        retained = ids;
    }

    public Design design() {
        return design;
    }

    public void start(ProcessGroup world) {
        addGroup(world);
    }

    public void apply(TraceEvent e) {
        if (e instanceof TraceEvent.GroupAdded g) addGroup(g.group());
        else if (e instanceof TraceEvent.Created c) create(c.comm());
        else if (e instanceof TraceEvent.Freed f) free(f.commId());
    }

    /** The sides of a live communicator: one for an intracommunicator, two for an intercommunicator. */
    public List<Side> sides(int commId) {
        return comms.get(commId).sides;
    }

    /** node_comm of {@code commId} held by {@code process}, when kept. */
    public Mapping nodeComm(int commId, long process) {
        return comms.get(commId).nodeComms.get(process);
    }

    private void addGroup(ProcessGroup g) {
        groups.add(g);
        ledger.addGroup(g.id(), g.size());
        Members all = Members.range(g.id(), 0, g.size());
        addresses.addGroup(g.id(), g.size());
        ledger.charge(Category.MAPPING, design.selfBytes(), all);
        // MPI_COMM_SELF: one node, so MPICH 5 frees its tables as it does any canonical communicator's
        ledger.charge(Category.NODE_TABLES, design.dropsCanonicalNodeTables() ? 0 : profile.nodeTables(1), all);
        CommState st = new CommState();
        comms.put(g.worldComm(), st);
        Mapping world = design.world(g.id(), g.size());
        commitIntra(st, all, world, false);
        // ch3's MPIR_ICOMM_WORLD: WORLD's VCRT, its own node tables and node subcomms; never freed
        if (design.icommWorld()) commitIntra(new CommState(), all, design.dup(world), false);
    }

    private void create(CommDef def) {
        CommState st = new CommState();
        List<CommState> parents = new ArrayList<>();
        for (int i = 0; i < def.parents().size(); i++)
            parents.add(def.parents().get(i) == Trace.SELF ? self(i == 1 ? def.remote() : def.local()) : comms.get(def.parents().get(i)));
        // a child's context id is allocated over its intercommunicator parent's local_comm (contextid.c:1065)
        for (CommState p : parents) if (p.sides.size() == 2) buildLocalComms(p);
        MpiCall.Family family = def.call().family();
        boolean exchange = family == MpiCall.Family.INTERCOMM || family == MpiCall.Family.DYNAMIC;
        if (exchange) design.meet(def.local(), def.remote());
        if (!def.isInter()) {
            Mapping map = switch (family) {
                case DUP -> design.dup(parents.get(0).sides.get(0).localMap());
                case MERGE -> design.fromProcesses(def.local(), false);
                default -> design.derive(parents.get(0).sides.get(0).localMap(),
                        scans.positions(parents.get(0).sides.get(0).local(), def.local()), false);
            };
            commitIntra(st, def.local(), map, false);
        } else {
            for (boolean first : new boolean[]{true, false}) {
                Members local = first ? def.local() : def.remote(), remote = first ? def.remote() : def.local();
                commitSide(st, interSide(def, parents, first ? 0 : 1, local, remote));
            }
        }
        if (def.call().keepsCallersGroup()) keepGroup(st);
        if (exchange) addresses.reach(def.local(), def.remote());
        if (def.isInter() && options.localComm() == ModelOptions.LocalComm.EAGER) buildLocalComms(st);
        if (retained.test(def.id())) comms.put(def.id(), st);
        else settle(st);
    }

    /** Nothing will free {@code st}: its charges stay for good, and so do the tables only it references. */
    private void settle(CommState st) {
        st.charges.forEach(ledger::settle);
        for (Map.Entry<Table, Members> e : st.held) if (e.getKey().refcount() == 1) e.getKey().settle(ledger);
    }

    /**
     * MPI_Comm_create keeps the group it was given as the new communicator's local group
     * (v3.2:src/mpi/comm/comm_create.c:236-240 intra, 338-339 inter); the MPIR group object is
     * the same in 2016 ch4. MPI_Comm_create_group keeps it too (src/mpi/comm/comm_create_group.c,
     * MPIR_Comm_create_group: local_group = remote_group = group_ptr, one reference each; measured
     * on Debian's MPICH 4.0.2 by ./mpimem calibrate, docs/calibration.md), and so does 4.0.2's
     * MPI_Comm_create_from_group, built on it ({@link MpiCall#keepsCallersGroup()}). Groups made by calls the trace does not record (MPI_Comm_group, whose
     * result MPICH caches on the communicator) are not charged.
     */
    private void keepGroup(CommState st) {
        if (design.groupIsMapping()) return;
        for (Side s : st.sides) st.charges.add(ledger.charge(Category.GROUPS, profile.group(s.local().size()), s.local()));
    }

    /** MPI_COMM_SELF of the one process in {@code one}, as a parent (the trace says who). */
    private CommState self(Members one) {
        CommState st = new CommState();
        st.sides.add(new Side(one, null, design.self(one.get(0)), null));
        return st;
    }

    private Side interSide(CommDef def, List<CommState> parents, int which, Members local, Members remote) {
        switch (def.call().family()) {
            case INTERCOMM -> {
                Mapping own = parents.get(which).sides.get(0).localMap();
                return new Side(local, remote, design.dup(own), design.fromProcesses(remote, false));
            }
            case DYNAMIC -> {
                Mapping own = which == 0 ? parents.get(0).sides.get(0).localMap() : spawnedWorld(local);
                Mapping localMap = own != null ? design.dup(own) : design.fromProcesses(local, false);
                return new Side(local, remote, localMap, design.fromProcesses(remote, false));
            }
            default -> {
                // dup or split of an intercommunicator: derive each group from the parent side holding it
                Side p = parents.get(0).sides.stream().filter(s -> contains(s.local(), local.get(0))).findFirst().orElseThrow();
                if (def.call().family() == MpiCall.Family.DUP)
                    return new Side(local, remote, design.dup(p.localMap()), design.dup(p.remoteMap()));
                return new Side(local, remote,
                        design.derive(p.localMap(), scans.positions(p.local(), local), false),
                        design.derive(p.remoteMap(), scans.positions(p.remote(), remote), false));
            }
        }
    }

    /** The spawned group's own world mapping, when {@code local} is exactly that world. */
    private Mapping spawnedWorld(Members local) {
        int g = Members.groupOf(local.get(0));
        Side w = comms.get(groups.get(g).worldComm()).sides.get(0);
        return w.local().equals(local) ? w.localMap() : null;
    }

    private static boolean contains(Members m, long process) {
        return m.runs().stream().anyMatch(r -> r.group() == Members.groupOf(process) && r.contains(Members.rankOf(process)));
    }

    private void commitIntra(CommState st, Members members, Mapping map, boolean internal) {
        Side s = new Side(members, null, map, null);
        st.sides.add(s);
        holdMapping(st, map, members, internal);
        idleLocalMap(st, members, internal);
        hierarchy(st, members, map);
    }

    /**
     * intranode_table + internode_table of a committed intracommunicator, and its node
     * subcommunicators, from one split of its members. With processes of more than one group ch3
     * has no node id for the other group's VCs (v3.2:src/mpid/ch3/src/mpid_vc.c:628) and gives up
     * ({@code **dynamic_node_ids}, v3.2:src/util/procmap/local_proc.c:125): neither; 2016 ch4
     * takes node ids from the gpid and keeps both. MPICH 5 frees the tables of a balanced,
     * consecutive communicator ({@link Design#dropsCanonicalNodeTables()}).
     */
    private void hierarchy(CommState st, Members members, Mapping map) {
        if (members.size() == 0) return;
        boolean one = oneGroup(members);
        if (!one && !design.nodeIdsAcrossGroups()) return;
        Placement placement = groups.get(Members.groupOf(members.get(0))).placement();
        NodeSplit split = scanNodes ? (one ? NodeSplit.scan(members, placement) : NodeSplit.scan(members, g -> groups.get(g).placement()))
                : one ? splits.of(members, placement, scans) : scans.of(members, g -> groups.get(g).placement());
        if (!design.dropsCanonicalNodeTables() || !split.canonical())
            st.charges.add(ledger.charge(Category.NODE_TABLES, profile.nodeTables(members.size()), members));
        internalComms(st, members, map, split);
    }

    /** The intercommunicator half of an intracommunicator's mapping that its object carries anyway. */
    private void idleLocalMap(CommState st, Members members, boolean internal) {
        long b = design.idleLocalMapBytes();
        if (b > 0) st.charges.add(ledger.charge(internal ? Category.INTERNAL : Category.MAPPING, b, members));
    }

    /** An intercommunicator side: local and remote mappings; its local_comm comes later or never. */
    private void commitSide(CommState st, Side s) {
        st.sides.add(s);
        holdMapping(st, s.localMap(), s.local(), false);
        holdMapping(st, s.remoteMap(), s.local(), false);
    }

    /** Each side's local_comm: a dup of the local group, committed (v3.2:src/mpi/comm/commutil.c:158-211). */
    private void buildLocalComms(CommState st) {
        if (st.localCommBuilt) return;
        st.localCommBuilt = true;
        for (Side s : st.sides) {
            Mapping localComm = design.dup(s.localMap());
            holdMapping(st, localComm, s.local(), true);
            idleLocalMap(st, s.local(), true);
            hierarchy(st, s.local(), localComm);
        }
    }

    private void holdMapping(CommState st, Mapping m, Members holders, boolean internal) {
        st.maps.add(m);
        st.charges.add(ledger.charge(internal ? Category.INTERNAL : Category.MAPPING, m.descriptorBytes(), holders));
        for (Table t : m.tables()) {
            t.hold(ledger, holders);
            st.held.add(Map.entry(t, holders));
        }
    }

    /**
     * node_comm on every node holding more than one member, node_roots_comm on each node's first
     * member. With members of several groups ch3 builds neither (node id -1, see hierarchy); 2016
     * ch4 reads each member's node id from the node map of its AV table (MPIDI_CH4U_get_node_id:
     * node_map[avtid][lpid], cd846d2c0f:src/mpid/ch4/src/ch4_init.h:661), filled for a spawned or
     * connected group with that group's own node ids (MPIDIU_update_node_map, ch4r_init.h), and
     * MPIR_Comm_commit splits on them as on any communicator.
     */
    private void internalComms(CommState st, Members members, Mapping map, NodeSplit split) {
        if (!split.hasHierarchy()) return;
        Map<Long, Members.Builder> classes = new LinkedHashMap<>();
        boolean costOnce = !keepInternal && !scanNodes && design.shiftInvariant(map);
        for (NodeSplit.Cycle c : split.cycles()) {
            for (int i = 0; i < c.nodes().size(); i++) {
                if (c.nodes().get(i).size() < 2) continue;
                // a translate of a node costs what the node costs when the parent's mapping is shift-invariant
                int reps = costOnce ? 1 : c.repeat();
                for (int k = 0; k < reps; k++) {
                    NodeSplit.Node node = c.at(i, k);
                    Mapping nc = design.derive(map, node.positions(), true);
                    Members.Builder b = classes.computeIfAbsent(newBytes(nc), x -> new Members.Builder());
                    (costOnce ? c.processes(i) : node.processes()).runs().forEach(b::add);
                    chargeOwnCopies(st, nc, node.processes());
                    keepOrRelease(st, nc, node.processes());
                }
            }
        }
        Mapping nr = design.derive(map, split.external(), true);
        st.charges.add(ledger.charge(Category.INTERNAL, newBytes(nr), split.roots()));
        chargeOwnCopies(st, nr, split.roots());
        keepOrRelease(st, nr, Members.of());
        for (Map.Entry<Long, Members.Builder> c : classes.entrySet())
            st.charges.add(ledger.charge(Category.INTERNAL, c.getKey(), c.getValue().build()));
    }

    /** Bytes a new internal intracommunicator adds for all its holders: its descriptors and the tables it did not share. */
    private long newBytes(Mapping m) {
        long b = m.descriptorBytes() + design.idleLocalMapBytes();
        for (Table t : m.tables()) if (t.refcount() == 1 && t.within() == null) b += t.bytes();
        return b;
    }

    /** The new tables only some holders allocate (MPICH 5's lpid array by one numbering of the worlds). */
    private void chargeOwnCopies(CommState st, Mapping m, Members holders) {
        for (Table t : m.tables())
            if (t.refcount() == 1 && t.within() != null) st.charges.add(ledger.charge(Category.INTERNAL, t.bytes(), t.payers(holders)));
    }

    /** Members.singleGroup without a stream: called once per committed communicator. */
    private static boolean oneGroup(Members m) {
        int g = m.run(0).group();
        for (int k = 1; k < m.runCount(); k++) if (m.run(k).group() != g) return false;
        return true;
    }

    private void keepOrRelease(CommState st, Mapping m, Members holders) {
        if (!keepInternal) {
            design.release(m);
            return;
        }
        st.maps.add(m);
        for (int i = 0; i < holders.size(); i++) st.nodeComms.put(holders.get(i), m);
    }

    private void free(int id) {
        CommState st = comms.remove(id);
        st.charges.forEach(ledger::release);
        st.held.forEach(e -> e.getKey().unhold(ledger, e.getValue()));
        st.maps.forEach(design::release);
    }
}
