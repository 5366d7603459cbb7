package org.mpimem.model.ompi;

import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.peers.PeerUse;
import org.mpimem.model.scan.Positions;
import org.mpimem.model.ompi.contact.AppMessages;
import org.mpimem.model.ompi.contact.Contacts;
import org.mpimem.model.ompi.contact.CreationTraffic;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Run;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Open MPI's communicator life cycle, 4.1 and 5.0 alike (sizes from {@link OmpiSizes}); facts in
 * docs/openmpi-facts.md. Per process: an ompi_proc_t per node-local peer at MPI_Init and per
 * remote peer on first use ({@code mpi_add_procs_cutoff} 0, v4.1.4:ompi/runtime/ompi_mpi_params.c:74),
 * or per peer of the world up front ({@code eagerProcs}); the world group's 8 B slots (sentinels
 * for peers without a proc); a new dense group for split-like calls, the parent's shared for
 * dup and create; pml/ob1's per-communicator peer array, 8 B per rank of the remote group
 * (pml/ucx keeps nothing per communicator); an intercommunicator's remote group and its hidden
 * {@code c_local_comm} (a dup of the local side: ob1 array, group shared). Communicator objects
 * and collectives' state are constants per communicator, left out as the MPICH models leave them.
 * Where the build's per-peer costs were measured (4.1.4), the peers met are those the library's own
 * collectives reach in the calls that make communicators, and add_procs' ({@link CreationTraffic}),
 * and those the application's own messages reach when the trace records them ({@link AppMessages}), each charged its proc, endpoints and
 * ob1's per-communicator state; elsewhere a peer counts as met once it shares a communicator with
 * the process ({@link PeerUse}), charged its proc only. With sparse groups, split-made groups (both of an intercommunicator
 * split's) take the format {@link SparseGroup} picks over their positions in the parent's group
 * and, when not dense, keep that group alive; with HAN selected and reached,
 * every intracommunicator spanning nodes gets {@link HanSubcomms}.
 */
public final class OpenMpiModel implements LibraryModel {
    private final OmpiSizes sizes;
    private final Ledger ledger;
    private final OmpiBuild build;
    private final boolean ob1, eagerProcs, han;
    /** HAN in the build but not assumed reached: its subcommunicators come with the first HAN collective a trace records. */
    private final boolean hanByMessages;
    private final Map<Integer, Members> intra = new HashMap<>(); // hanByMessages: intracommunicators not yet reached
    private final List<ProcessGroup> groups = new ArrayList<>();
    private final Map<Integer, List<Long>> charges = new HashMap<>();
    private final Map<Integer, Members> locals = new HashMap<>(), remotes = new HashMap<>(); // parents' groups, for sparse formats
    private final PeerUse use = new PeerUse(true, g -> groups.get(g).placement());
    private final org.mpimem.model.peers.FreshFamily fresh = new org.mpimem.model.peers.FreshFamily(use);
    private final PeerUse foreign = new PeerUse(false, g -> groups.get(g).placement()); // eager: other groups' procs
    private final SharedGroups shared;
    private final CreationTraffic traffic; // null: peers met = co-members (PeerUse)
    private final AppMessages messages; // null with traffic
    private org.mpimem.trace.CommFamily whole; // the family applied whole now
    private boolean wholeTraffic; // its traffic, for every copy, is charged

    public OpenMpiModel(OmpiSizes sizes, Ledger ledger, boolean ob1, boolean eagerProcs) {
        this(new OmpiBuild(sizes, ob1, eagerProcs, false, false, null), ledger, ModelOptions.DEFAULT);
    }

    public OpenMpiModel(OmpiBuild build, Ledger ledger, ModelOptions options) {
        this.build = build;
        this.sizes = build.sizes();
        this.ledger = ledger;
        this.ob1 = build.ob1();
        this.eagerProcs = build.eagerProcs();
        this.han = build.han() && options.hanReached();
        this.hanByMessages = build.han() && !options.hanReached();
        this.shared = new SharedGroups(ledger);
        Contacts contacts = build.contacts() == null || eagerProcs ? null
                : new Contacts(build.contacts(), g -> groups.get(g).placement(), ledger, charges::get);
        this.traffic = contacts == null ? null : new CreationTraffic(contacts);
        this.messages = contacts == null ? null : new AppMessages(contacts, traffic);
    }

    /**
     * The application's own messages reach peers as the library's exchanges do: charged where the
     * build's per-peer costs are known; elsewhere a peer is met at the first communicator shared
     * (PeerUse), which messages inside a communicator do not change.
     */
    @Override
    public void traffic(org.mpimem.trace.Traffic t) {
        if (messages != null) messages.apply(t);
        if (hanByMessages && t instanceof org.mpimem.trace.Traffic.Collective c && HAN_CALLS.contains(c.call())) {
            Members m = intra.remove(c.comm());
            if (m != null) HanSubcomms.charge(m, groups.get(m.run(0).group()).placement(), build, ledger, charges.get(c.comm()));
        }
    }

    /**
     * The collectives coll/han provides, whose first call on a communicator builds its subcommunicators
     * (v5.0.7:ompi/mca/coll/han/coll_han_module.c:249-270; all-gatherv only on HAN's own subcommunicators,
     * which no trace holds).
     */
    private static final java.util.Set<String> HAN_CALLS = java.util.Set.of("MPI_Barrier", "MPI_Bcast", "MPI_Reduce",
            "MPI_Allreduce", "MPI_Allgather", "MPI_Gather", "MPI_Scatter");

    public void start(ProcessGroup world) {
        addGroup(world);
    }

    public void apply(TraceEvent e) {
        if (e instanceof TraceEvent.GroupAdded g) addGroup(g.group());
        else if (e instanceof TraceEvent.Created c) create(c.comm());
        else if (e instanceof TraceEvent.Freed f) {
            charges.remove(f.commId()).forEach(ledger::release);
            if (traffic != null) traffic.freed(f.commId());
            shared.release(f.commId());
            locals.remove(f.commId());
            remotes.remove(f.commId());
            intra.remove(f.commId());
        }
    }

    private void addGroup(ProcessGroup g) {
        groups.add(g);
        ledger.addGroup(g.id(), g.size());
        Members all = Members.range(g.id(), 0, g.size());
        if (eagerProcs) {
            ledger.charge(Category.ADDRESS, sizes.proc() * g.size(), all);
            foreign.use(all, (n, holders) -> {}); // the own job's procs, charged just above
        }
        else NodeCounts.of(all, g.placement()).forEach((n, holders) -> ledger.charge(Category.ADDRESS, sizes.proc() * n, holders));
        List<Long> c = new ArrayList<>();
        shared.own(g.worldComm(), 0, ledger.charge(Category.MAPPING, sizes.group(g.size()), all));
        c.add(ob1(Category.MAPPING, g.size(), all));
        c.add(ob1(Category.MAPPING, 1, all)); // MPI_COMM_SELF's peer array; its group is predefined
        if (han) HanSubcomms.charge(all, g.placement(), build, ledger, c);
        if (hanByMessages) intra.put(g.worldComm(), all);
        charges.put(g.worldComm(), c);
        if (traffic != null) traffic.world(g.worldComm(), all);
        if (build.sparseGroups()) locals.put(g.worldComm(), all);
    }

    /**
     * Copies of several processes cost alike, node phase by node phase, once their processes have
     * all met (lazy procs: {@link PeerUse#bringsNothing}); single processes always (their own proc
     * exists from MPI_Init).
     */
    @Override
    public boolean translatesCopies() {
        return true;
    }

    @Override
    public boolean translates(org.mpimem.trace.CommFamily f) {
        Members copy0 = f.first().local();
        return copy0.size() == 1 || eagerProcs || traffic != null || use.bringsNothing(org.mpimem.account.Translates.of(copy0, f.copies(), f.step()), false)
                || fresh.admits(f);
    }

    /** A family of processes that met nobody before: the peer classes for all its copies at once ({@link org.mpimem.model.peers.FreshFamily}). */
    @Override
    public void applyingWhole(org.mpimem.trace.CommFamily f) {
        if (traffic != null) {
            whole = f;
            wholeTraffic = false;
        } else if (!eagerProcs && f.first().local().size() > 1) fresh.applyingWhole(f);
    }

    private void create(CommDef def) {
        List<Long> c = new ArrayList<>();
        if (traffic != null) {
            if (whole == null || !whole.holds(def.id())) traffic.created(def);
            else if (!wholeTraffic) {
                // the parent's exchange, for every copy at once, untranslated: the copies share it
                ledger.once(() -> traffic.family(whole));
                wholeTraffic = true;
            }
        }
        else if (!eagerProcs) fresh.use(new TraceEvent.Created(def), (n, holders) -> ledger.charge(Category.ADDRESS, sizes.proc() * n, holders));
        else if (spansGroups(def)) foreign.use(def, (n, holders) -> ledger.charge(Category.ADDRESS, sizes.proc() * n, holders));
        MpiCall.Family fam = def.call().family();
        int id = def.id(), parent = def.parents().isEmpty() ? -1 : def.parents().get(0);
        if (!def.isInter()) {
            if (def.call().keepsCallersGroup())
                shared.own(id, 0, ledger.charge(Category.GROUPS, sizes.group(def.local().size()), def.local())); // create: the caller's group, kept
            else if (fam != MpiCall.Family.DUP) group(id, 0, def.local(), def.local(), incl(def, locals.get(parent)), parent, 0);
            else shared.share(id, parent);
            c.add(ob1(Category.MAPPING, def.local().size(), def.local()));
            if (han) HanSubcomms.charge(def.local(), groups.get(def.local().run(0).group()).placement(), build, ledger, c);
            if (hanByMessages) intra.put(id, def.local());
            if (build.sparseGroups()) locals.put(id, def.local());
        } else {
            boolean newLocal = fam == MpiCall.Family.SPLIT;
            if (fam == MpiCall.Family.DUP) shared.share(id, parent);
            // the parent intercommunicator's side (0: its local group) that side 0 of this one is drawn from
            int flip = newLocal && locals.containsKey(parent) && !contains(locals.get(parent), def.local().get(0)) ? 1 : 0;
            for (int side = 0; side < 2; side++) {
                Members local = side == 0 ? def.local() : def.remote(), remote = side == 0 ? def.remote() : def.local();
                int ps = side ^ flip; // the parent's side these processes are on
                if (newLocal) group(id, 2 * side, local, local, incl(def, sideOf(parent, ps)), parent, 2 * ps);
                else if (def.call() == MpiCall.INTERCOMM_CREATE) {
                    assert def.parents().size() == 2 : "the trace validator gives MPI_Intercomm_create two parents, not " + def.parents();
                    shared.share(id, 2 * side, def.parents().get(side), -1); // the local comm's group, retained
                } else if (def.call() == MpiCall.INTERCOMM_CREATE_FROM_GROUPS) // the caller's group, kept as by create_from_group
                    shared.own(id, 2 * side, ledger.charge(Category.GROUPS, sizes.group(local.size()), local));
                else if (fam == MpiCall.Family.DYNAMIC) shared.share(id, 2 * side, callingComm(def, side, local), -1);
                if (newLocal) group(id, 2 * side + 1, remote, local, incl(def, sideOf(parent, 1 - ps)), parent, 2 * ps + 1);
                else if (fam != MpiCall.Family.DUP) shared.own(id, 2 * side + 1, ledger.charge(Category.MAPPING, sizes.group(remote.size()), local));
                c.add(ob1(Category.MAPPING, remote.size(), local));
                c.add(ob1(Category.INTERNAL, local.size(), local)); // c_local_comm
            }
            if (build.sparseGroups()) {
                locals.put(id, def.local());
                remotes.put(id, def.remote());
            }
        }
        charges.put(id, c);
    }

    /**
     * A new group of {@code members} held by {@code holders} in {@code role}: dense, or, drawn by
     * ompi_group_incl from a parent group of {@code from}'s members, the format {@link SparseGroup}
     * picks; a sparse one retains the parent's group ({@code grp_parent_group_ptr}), the one
     * {@code parent} holds in {@code parentRole}.
     */
    private void group(int comm, int role, Members members, Members holders, Members from, int parent, int parentRole) {
        SparseGroup g = from == null ? null : SparseGroup.choose(new Positions(from).of(members), from.size());
        shared.own(comm, role, ledger.charge(Category.MAPPING,
                g == null ? sizes.group(members.size()) : sizes.groupHeader() + g.heapBytes(), holders));
        if (g != null && g.format() != SparseGroup.Format.DENSE) shared.share(comm, role, parent, parentRole);
    }

    /**
     * The members a split's group is drawn from with sparse groups ({@code ompi_comm_split} builds
     * it, and an intercommunicator split both of its, by ompi_group_incl), or null for a dense
     * group: other constructors (cart_create, merge, create, the world group) build dense groups
     * in any build.
     */
    private Members incl(CommDef def, Members parent) {
        MpiCall call = def.call();
        return build.sparseGroups() && call.family() == MpiCall.Family.SPLIT && !call.keepsCallersGroup() ? parent : null;
    }

    /**
     * The communicator whose group side {@code side} of a spawn/connect/accept retains as its local
     * group (ompi_dpm_connect_accept passes {@code comm->c_local_group} to ompi_comm_set, which
     * OBJ_RETAINs it): side 0's is the parent; the other job's is its MPI_COMM_WORLD when all of
     * it takes part (a spawned job connects back over it, ompi_dpm_dyn_init), else a communicator
     * the trace does not name (-1, nothing retained).
     */
    private int callingComm(CommDef def, int side, Members local) {
        if (side == 0) return def.parents().get(0);
        ProcessGroup g = groups.get(local.run(0).group());
        return local.equals(Members.range(g.id(), 0, g.size())) ? g.worldComm() : -1;
    }

    /** Side {@code s} of intercommunicator {@code comm} as its side 0 sees it (0: local, 1: remote). */
    private Members sideOf(int comm, int s) {
        return (s == 0 ? locals : remotes).get(comm);
    }

    private static boolean contains(Members m, long gpid) {
        for (Run r : m.runs()) if (r.group() == Members.groupOf(gpid) && r.contains(Members.rankOf(gpid))) return true;
        return false;
    }

    /**
     * Whether {@code def} puts processes of several jobs together. Only then can a process with
     * every proc of its own job meet a peer it has no proc for: connect/accept and spawn
     * (ompi_dpm_connect_accept, v4.1.4:ompi/dpm/dpm.c:91, 367-381) create one with ompi_proc_find_and_add
     * for every remote participant not yet known and call the PML's add_procs on those, on both
     * sides, whatever {@code mpi_add_procs_cutoff} says. A process outside the connecting
     * communicator meets the other job later (a merge, an intercommunicator over a bridge): it is
     * charged then, at first sharing, as the lazy build charges every peer.
     */
    private static boolean spansGroups(CommDef def) {
        int g = def.local().run(0).group();
        for (Members m : def.isInter() ? List.of(def.local(), def.remote()) : List.of(def.local()))
            for (int k = 0; k < m.runCount(); k++) if (m.run(k).group() != g) return true;
        return false;
    }

    private long ob1(Category cat, int n, Members holders) {
        return ob1 ? ledger.charge(cat, sizes.slot() * n, holders) : 0;
    }
}
