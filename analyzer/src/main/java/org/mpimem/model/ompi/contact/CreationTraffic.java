package org.mpimem.model.ompi.contact;

import org.mpimem.model.ompi.contact.tree.BinaryTree;
import org.mpimem.model.ompi.contact.tree.Binomial;
import org.mpimem.model.ompi.contact.tree.TwoProc;
import org.mpimem.model.ompi.contact.tuned.TunedAllgather;
import org.mpimem.model.ompi.contact.tuned.TunedBcast;
import org.mpimem.model.ompi.contact.tuned.TunedGatherScatter;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;

import java.util.HashMap;
import java.util.Map;

/**
 * The messages Open MPI 4.1.4 sends to make a communicator, by call (v4.1.4:ompi/communicator/):
 * every member of an intracommunicator parent runs ompi_comm_nextcid and ompi_comm_activate, a
 * libnbc allreduce over the parent ({@link Binomial}; comm_cid.c:626-632), and a split first
 * exchanges colours and keys with the parent's allgather ({@link TunedAllgather}, comm.c:300;
 * split_type and cart_sub are taken as splits). MPI_Comm_create_group's nextcid is a tree over the
 * group ({@link BinaryTree}). Over an intercommunicator (merge, dup, split of one) each side
 * reduces and broadcasts in its hidden local communicator and the two leaders (rank 0 of each side)
 * exchange (comm_cid.c:700-800); a merge first finds out which side goes first
 * (ompi_comm_determine_first, comm.c:1731: coll/inter's allgatherv of one int, a binomial gather
 * that reaches no one the reduce did not but keeps its tree, then coll/tuned's broadcast on each side: {@link TunedBcast}).
 * The tuned trees stay on the communicator they ran over ({@link Contacts#keep}).
 * MPI_Intercomm_create first has each leader broadcast the other group's procs in its local
 * communicator ({@link TunedBcast}), then reduces and broadcasts over the two local communicators
 * with the leaders' exchange, as above, and hands the remote group to the PML's add_procs (comm.c, ompi_comm_get_rprocs),
 * as connect/accept and spawn do (dpm.c). Windows are taken as dups.
 */
public final class CreationTraffic {
    private record Sides(Members local, Members remote) {}

    /**
     * Bytes ompi_proc_pack writes per proc (v4.1.4:ompi/proc/proc.c:629): its name (8), its PMIx
     * namespace and its host name as strings (a 4-byte length, the characters and a NUL each) and
     * its architecture (4). Taken with a 10-character namespace (ORTE's job id) and an 8-character
     * host name; only which broadcast the size selects depends on it. The leader is taken to be
     * rank 0 of its local communicator: a trace does not record it.
     */
    static final int PACKED_PROC = 8 + (4 + 11) + 4 + (4 + 9);

    private final Contacts contacts;
    private final Map<Integer, Sides> comms = new HashMap<>();
    private final java.util.List<CommFamily> families = new java.util.ArrayList<>(); // applied whole: their copies are not in comms

    public CreationTraffic(Contacts contacts) {
        this.contacts = contacts;
    }

    /** A process group's MPI_COMM_WORLD, with every process of the group. */
    public void world(int comm, Members all) {
        contacts.addGroup(Members.groupOf(all.get(0)), all.size());
        comms.put(comm, new Sides(all, null));
    }

    /** The traffic that made {@code def}, charged before the communicator joins the ones known. */
    public void created(CommDef def) {
        MpiCall call = def.call();
        Sides parent = def.parents().isEmpty() ? null : sides(def.parents().get(0));
        if (call.family() == MpiCall.Family.DYNAMIC) addProcs(def);
        else if (call == MpiCall.INTERCOMM_CREATE) {
            for (int side = 0; side < 2 && def.parents().size() == 2; side++) {
                Members mine = side == 0 ? def.local() : def.remote(), theirs = side == 0 ? def.remote() : def.local();
                int comm = def.parents().get(side);
                // ompi_comm_get_rprocs: the leader broadcasts the other group's size, then its packed procs
                contacts.exchange(comm, mine, TunedBcast.of(mine.size(), Integer.BYTES));
                contacts.exchange(comm, mine, TunedBcast.of(mine.size(), (long) PACKED_PROC * theirs.size()));
                contacts.exchange(comm, mine, new Binomial());
            }
            if (def.parents().size() == 2) contacts.exchange(def.parents().get(0), leaders(def.local(), def.remote()), new TwoProc());
            addProcs(def);
        } else if (call.keepsCallersGroup() && call != MpiCall.COMM_CREATE) {
            if (parent != null) contacts.exchange(def.parents().get(0), def.local(), new BinaryTree());
        } else if (parent != null && parent.remote() != null) {
            int id = def.parents().get(0);
            contacts.exchange(id, parent.local(), new Binomial());
            contacts.exchange(id, parent.remote(), new Binomial());
            contacts.exchange(id, leaders(parent.local(), parent.remote()), new TwoProc());
            if (call == MpiCall.INTERCOMM_MERGE) { // which side goes first: one int gathered and broadcast on each side
                for (Members side : new Members[] {parent.local(), parent.remote()}) {
                    contacts.keep(id, side, TunedGatherScatter.gather(side.size(), Integer.BYTES, 0)); // its peers: the reduce's
                    contacts.exchange(id, side, TunedBcast.of(side.size(), Integer.BYTES));
                }
            }
        } else if (parent != null) {
            int id = def.parents().get(0);
            if (call.family() == MpiCall.Family.SPLIT && !call.keepsCallersGroup())
                contacts.exchange(id, parent.local(), TunedAllgather.of(parent.local().size(), 2 * Integer.BYTES));
            contacts.exchange(id, parent.local(), new Binomial());
        }
        comms.put(def.id(), new Sides(def.local(), def.isInter() ? def.remote() : null));
    }

    /**
     * A family about to be applied whole (its copies are not shown one by one): its copies share
     * their parent, whose exchange runs once; a tree over each copy's own members (create_group)
     * runs per copy.
     */
    public void family(CommFamily f) {
        CommDef d = f.first();
        if (d.call().keepsCallersGroup() && d.call() != MpiCall.COMM_CREATE)
            for (int j = 0; j < f.copies(); j++) created(f.member(j));
        else created(d);
        families.add(f);
    }

    private Sides sides(int comm) {
        Sides s = comms.get(comm);
        if (s != null) return s;
        for (CommFamily f : families) if (f.holds(comm)) return new Sides(f.member((int) (comm - (long) f.firstId())).local(), null);
        return null;
    }

    /** Communicator {@code comm}'s ranks (its local group's, for an intercommunicator), or null if it is not known here. */
    public Members local(int comm) {
        Sides s = sides(comm);
        return s == null ? null : s.local();
    }

    /** An intercommunicator's remote group, or null (an intracommunicator, or unknown). */
    public Members remote(int comm) {
        Sides s = sides(comm);
        return s == null ? null : s.remote();
    }

    public void freed(int comm) {
        comms.remove(comm);
        contacts.freed(comm);
    }

    private void addProcs(CommDef def) {
        contacts.add(def.local(), def.remote());
        contacts.add(def.remote(), def.local());
    }

    private static Members leaders(Members a, Members b) {
        return new Members.Builder().add(Members.groupOf(a.get(0)), Members.rankOf(a.get(0)))
                .add(Members.groupOf(b.get(0)), Members.rankOf(b.get(0))).build();
    }
}
