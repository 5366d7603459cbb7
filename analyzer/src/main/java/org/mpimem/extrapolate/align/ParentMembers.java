package org.mpimem.extrapolate.align;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;

/**
 * What MPI defines needs no law: a dup (MPI_Comm_dup, idup, dup_with_info, idup_with_info) and a
 * window's communicator have their parent's group, in its order (MPI 4.0 §6.4.2, §12.2); a
 * topology (MPI_Cart_create, MPI_Graph_create, MPI_Dist_graph_create(_adjacent)) has it too unless
 * reorder renumbered it (MPI 4.0 §8.5). Such an event, when its members equal its parent's, is
 * aligned as "the parent's members" with the parent's position as its only field, so the target
 * takes the parent's members there: at 4, 6, 8 a dup of WORLD's P members fits 2·grid_long(P)
 * too and was refused. A reorder that did change the members is left to the laws.
 */
public final class ParentMembers {
    private ParentMembers() {}

    /** Whether {@code d} has exactly its one parent's members (both sides of an intercommunicator), by a call whose group MPI gives. */
    static boolean inherits(CommDef d, CommDef parent) {
        MpiCall.Family f = d.call().family();
        if (f != MpiCall.Family.DUP && f != MpiCall.Family.TOPO || d.parents().size() != 1 || d.parents().get(0) == Trace.SELF || parent == null)
            return false;
        if (d.attrs().containsKey("color")) return false;
        return d.local().equals(parent.local()) && (d.remote() == null ? parent.remote() == null : d.remote().equals(parent.remote()));
    }

    /**
     * The site of an estimate whose members a unit of this kind takes (its events' parent), or null: a dup of a communicator
     * written as an estimate is no better than it, though no law of its own was doubted.
     */
    public static String estimatedParent(java.util.List<java.util.List<Item>> perTrace, java.util.Set<String> estimates) {
        for (java.util.List<Item> items : perTrace)
            for (Item it : items)
                if (it.template() instanceof Template.ParentGroup g && estimates.contains(g.parentSite())) return g.parentSite();
        return null;
    }
}
