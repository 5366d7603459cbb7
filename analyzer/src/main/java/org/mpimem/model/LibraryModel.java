package org.mpimem.model;

import org.mpimem.model.scan.TraceScans;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.TraceEvent;

/**
 * The seam between a trace and one MPI library family: the model takes the trace's event stream
 * and charges what the library allocates to the per-process {@link org.mpimem.account.Ledger} it
 * was built with. {@link org.mpimem.model.mpich.MpichModel} (MPICH's communicator life cycle around a {@link Design}) is
 * one implementation; Open MPI's is another, since its life cycle (procs, groups, PML state) is
 * not an MPICH design with other sizes.
 */
public interface LibraryModel {

    /** MPI_Init of the initial process group. */
    void start(ProcessGroup world);

    /** One trace event: a process group added, a communicator created or freed. */
    void apply(TraceEvent e);

    /**
     * The application's own messages ({@link org.mpimem.trace.Traffic}), between events. Only a
     * library that makes per-peer state on first contact (Open MPI's procs and endpoints) keeps
     * anything for them; MPICH's designs connect every peer at MPI_Init or not at all: the default
     * charges nothing.
     */
    default void traffic(org.mpimem.trace.Traffic t) {}

    /**
     * Keep the state of only these communicators once created (see {@link Retention}): a model
     * that can settle the others' charges for good saves their records; the default keeps all.
     */
    default void retainOnly(java.util.function.IntPredicate ids) {}

    /** Read node splits and positions from (and add them to) a table shared by every model replaying the same trace; the default finds its own. */
    default void shareScans(TraceScans shared) {}

    /**
     * Whether a family of single-process copies may be replayed as its copy 1 with every charge
     * translated to the other copies (Replayer, "families"): true when what the model charges for
     * a one-process communicator depends on the copy only through its process's place, which
     * FamilyReplayProperties checks against the copies replayed one by one for every model.
     */
    default boolean translatesFamilies() {
        return true;
    }

    /**
     * Whether a family of copies of several processes may be replayed so too, a node phase at a
     * time (copies whose node structure is an exact translate, {@link org.mpimem.trace.Placement}):
     * true when what the model charges for a communicator depends only on its members' positions
     * in its parent and their nodes, not on what the processes met before. FamilyReplayProperties
     * checks it against the copies replayed one by one.
     */
    default boolean translatesCopies() {
        return false;
    }

    /**
     * Whether family {@code f} may be applied whole now, when its record is reached (a model whose
     * charges depend on what the processes met before answers from its state): asked only of a
     * family that {@link #translatesFamilies} / {@link #translatesCopies} admit; its family free is
     * then applied whole too.
     */
    default boolean translates(org.mpimem.trace.CommFamily f) {
        return true;
    }

    /**
     * Family {@code f}, which {@link #translates} admitted, is about to be applied whole: the
     * replay gives the model a few of its copies only, so a model whose state follows every copy
     * (peer use) brings it up to date for all of them here.
     */
    default void applyingWhole(org.mpimem.trace.CommFamily f) {}
}
