package org.mpimem.model.ompi;

import org.mpimem.account.Ledger;
import org.mpimem.model.Category;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.PeerUse;
import org.mpimem.model.Positions;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Open MPI 4.1's communicator life cycle (sizes from {@link OmpiSizes}); facts in
 * docs/openmpi-facts.md. Per process: an ompi_proc_t per node-local peer at MPI_Init and per
 * remote peer on first use ({@code mpi_add_procs_cutoff} 0, v4.1.4:ompi/runtime/ompi_mpi_params.c),
 * or per peer of the world up front ({@code eagerProcs}); the world group's 8 B slots (sentinels
 * for peers without a proc); a new dense group for split-like calls, the parent's shared for
 * dup and create; pml/ob1's per-communicator peer array, 8 B per rank of the remote group
 * (pml/ucx keeps nothing per communicator); an intercommunicator's remote group and its hidden
 * {@code c_local_comm} (a dup of the local side: ob1 array, group shared). Communicator objects
 * and collectives' state are constants per communicator, left out as the MPICH models leave them.
 * A trace has no point-to-point records: a peer counts as contacted once it shares a
 * communicator with the process ({@link PeerUse}), and ob1's 168 B per contacted peer and
 * communicator is not charged. With sparse groups, split-made groups take the format
 * {@link SparseGroup} picks over their positions in the parent; with HAN selected and reached,
 * every intracommunicator spanning nodes gets {@link HanSubcomms}.
 */
public final class OpenMpiModel implements LibraryModel {
    private final OmpiSizes sizes;
    private final Ledger ledger;
    private final OmpiBuild build;
    private final boolean ob1, eagerProcs, han;
    private final List<ProcessGroup> groups = new ArrayList<>();
    private final Map<Integer, List<Long>> charges = new HashMap<>();
    private final Map<Integer, Members> locals = new HashMap<>(); // parents' members, for sparse formats
    private final PeerUse use = new PeerUse(true, g -> groups.get(g).placement());
    private final PeerUse foreign = new PeerUse(false, g -> groups.get(g).placement()); // eager: other groups' procs
    private final SharedGroups shared;

    public OpenMpiModel(OmpiSizes sizes, Ledger ledger, boolean ob1, boolean eagerProcs) {
        this(new OmpiBuild(sizes, ob1, eagerProcs, false, false), ledger, ModelOptions.DEFAULT);
    }

    public OpenMpiModel(OmpiBuild build, Ledger ledger, ModelOptions options) {
        this.build = build;
        this.sizes = build.sizes();
        this.ledger = ledger;
        this.ob1 = build.ob1();
        this.eagerProcs = build.eagerProcs();
        this.han = build.han() && options.hanReached();
        this.shared = new SharedGroups(ledger);
    }

    public void start(ProcessGroup world) {
        addGroup(world);
    }

    public void apply(TraceEvent e) {
        if (e instanceof TraceEvent.GroupAdded g) addGroup(g.group());
        else if (e instanceof TraceEvent.Created c) create(c.comm());
        else if (e instanceof TraceEvent.Freed f) {
            charges.remove(f.commId()).forEach(ledger::release);
            shared.release(f.commId());
            locals.remove(f.commId());
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
        shared.own(g.worldComm(), ledger.charge(Category.MAPPING, sizes.group(g.size()), all));
        c.add(ob1(Category.MAPPING, g.size(), all));
        c.add(ob1(Category.MAPPING, 1, all)); // MPI_COMM_SELF's peer array; its group is predefined
        if (han) HanSubcomms.charge(all, g.placement(), build, ledger, c);
        charges.put(g.worldComm(), c);
        if (build.sparseGroups()) locals.put(g.worldComm(), all);
    }

    private void create(CommDef def) {
        List<Long> c = new ArrayList<>();
        if (!eagerProcs) use.use(def, (n, holders) -> ledger.charge(Category.ADDRESS, sizes.proc() * n, holders));
        else if (spansGroups(def)) foreign.use(def, (n, holders) -> ledger.charge(Category.ADDRESS, sizes.proc() * n, holders));
        MpiCall.Family fam = def.call().family();
        if (!def.isInter()) {
            if (def.call().keepsCallersGroup())
                shared.own(def.id(), ledger.charge(Category.GROUPS, sizes.group(def.local().size()), def.local())); // create: the caller's group, kept
            else if (fam != MpiCall.Family.DUP)
                shared.own(def.id(), ledger.charge(Category.MAPPING, newGroup(def), def.local()));
            else shared.share(def.id(), def.parents().get(0));
            c.add(ob1(Category.MAPPING, def.local().size(), def.local()));
            if (han) HanSubcomms.charge(def.local(), groups.get(def.local().run(0).group()).placement(), build, ledger, c);
            if (build.sparseGroups()) locals.put(def.id(), def.local());
        } else {
            boolean newLocal = fam == MpiCall.Family.SPLIT;
            if (fam == MpiCall.Family.DUP) shared.share(def.id(), def.parents().get(0));
            for (boolean first : new boolean[]{true, false}) {
                Members local = first ? def.local() : def.remote(), remote = first ? def.remote() : def.local();
                if (newLocal) shared.own(def.id(), ledger.charge(Category.MAPPING, sizes.group(local.size()), local));
                else if (def.call() == MpiCall.INTERCOMM_CREATE && def.parents().size() == 2)
                    shared.share(def.id(), def.parents().get(first ? 0 : 1)); // the local comm's group, retained
                if (fam != MpiCall.Family.DUP) shared.own(def.id(), ledger.charge(Category.MAPPING, sizes.group(remote.size()), local));
                c.add(ob1(Category.MAPPING, remote.size(), local));
                c.add(ob1(Category.INTERNAL, local.size(), local)); // c_local_comm
            }
        }
        charges.put(def.id(), c);
    }

    /**
     * The group of a split: dense, or with sparse groups the format ompi_group_incl picks over
     * the members' positions in the parent's group (ompi_comm_split builds it by incl). Other
     * constructors (cart_create, merge, the world group) build dense groups in any build.
     */
    private long newGroup(CommDef def) {
        MpiCall call = def.call();
        Members parent = def.parents().isEmpty() ? null : locals.get(def.parents().get(0));
        if (!build.sparseGroups() || parent == null || call.family() != MpiCall.Family.SPLIT || call.keepsCallersGroup())
            return sizes.group(def.local().size());
        return sizes.groupHeader() + SparseGroup.choose(new Positions(parent).of(def.local()), parent.size()).heapBytes();
    }

    /**
     * Whether {@code def} puts processes of several jobs together. Only then can a process with
     * every proc of its own job meet a peer it has no proc for: connect/accept and spawn
     * (ompi_dpm_connect_accept, v4.1.4:ompi/dpm/dpm.c) create one with ompi_proc_find_and_add
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
