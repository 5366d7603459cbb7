package org.mpimem.model.peers;

import org.mpimem.model.peers.PeerClasses.Klass;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.List;
import java.util.function.IntFunction;

/**
 * Which peers each process has "used", for designs that allocate a per-peer object on first use
 * (lazy VCs, Open MPI's lazy ompi_proc_t). A peer counts as used when it first shares a communicator
 * the application created with the process: the best a trace without messages can say (the Open
 * MPI 4.1 designs read a version 2 trace's messages instead, model/ompi/contact). Processes are kept in classes that have seen the same peers, each class's peers
 * one set of runs ({@link PeerSets}); a communicator that brings a class nothing new leaves it
 * whole, so splits, dups and nested prefixes keep a few classes at any scale and cost O(runs).
 * A 2-D grid's columns cut every row class, and once rows and columns are both in, each process
 * has seen its own row + column: those sets are translates of one another, kept as one
 * {@link Lattice} class ({@link Lattices}), so a grid costs O(rows + columns), not O(P). With
 * {@code nodeKnown} a process starts knowing the peers of its node (Open MPI creates their procs
 * at MPI_Init); those are never counted again ({@link NodePeers}).
 */
public final class PeerUse {
    /** Newly used peers and the processes that use them. */
    public interface Sink {
        void charge(long newPeers, Members holders);
    }

    final boolean nodeKnown;
    final IntFunction<Placement> placements;
    final PeerClasses<Klass> classes = new PeerClasses<>();
    final Lattices lattices;
    final PeerClasses<TranslatedClass> translated = new PeerClasses<>(); // what families of known processes left

    /** @param placements the placement of each process group, by group id */
    public PeerUse(boolean nodeKnown, IntFunction<Placement> placements) {
        this.nodeKnown = nodeKnown;
        this.placements = placements;
        this.lattices = new Lattices(nodeKnown, placements);
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
        Charges charges = new Charges();
        Members.Builder known = new Members.Builder();
        List<Klass> covered = new java.util.ArrayList<>(); // copies of translated classes m holds whole, stepped
        if (translated.size() > 0) TranslatedStep.use(this, m, known, charges, covered);
        List<Klass> made = lattices.use(m, classes, known, charges);
        List<Klass> meeting = classes.meeting(m);
        for (Klass k : meeting) {
            Members in = PeerSets.intersect(k.holders(), m);
            if (in.size() == 0) continue;
            in.runs().forEach(known::add);
            Members fresh = PeerSets.minus(m, k.seen());
            if (fresh.size() == 0) continue; // nothing new: the class stays whole
            classes.remove(k);
            Members out = PeerSets.minus(k.holders(), in);
            if (out.size() > 0) classes.add(new Klass(out, k.seen()));
            charge(fresh, in, charges);
            classes.add(new Klass(in, PeerSets.concat(k.seen(), fresh))); // fresh = m - seen: disjoint
        }
        made.forEach(classes::add);
        covered.forEach(classes::add);
        Members rest = PeerSets.minus(m, known.build());
        if (rest.size() > 0) {
            charge(m, rest, charges);
            if (m.runCount() == 1 && rest.size() == m.size()) lattices.fresh(m.run(0)); // a row of a grid, perhaps
            else classes.add(new Klass(rest, m));
        }
        charges.emit(sink);
    }

    /**
     * Whether communicators inside {@code u} (disjoint parts of it: a family's copies) would bring
     * no process a peer it has not seen and leave every class as it is: every process of u is in an
     * ordinary class or a lattice class of one A-line, and has seen all of u, or, when the parts
     * are single processes, itself (a class's holders have always seen themselves).
     */
    public boolean bringsNothing(Members u, boolean singles) {
        if (u.size() == 0) return true;
        if (holdsAny(u)) return false; // a family's translated classes: left to use()
        long known = 0;
        for (Lattice l : lattices.meeting(u)) {
            long in = PeerSets.intersect(l.holders(), u).size();
            if (in == 0) continue;
            // one A-line held: every holder has seen that line (several lines, or columns: no)
            if (!singles && (l.ab() || l.js().size() != 1 || PeerSets.minus(u, l.seen(0, l.js().run(0).start())).size() > 0)) return false;
            known += in;
        }
        for (Klass k : classes.meeting(u)) {
            long in = PeerSets.intersect(k.holders(), u).size();
            if (in == 0) continue;
            if (!singles && PeerSets.minus(u, k.seen()).size() > 0) return false;
            known += in;
        }
        return known == u.size();
    }

    /**
     * Whether the family of {@code copies} translates of {@code copy0} by {@code step} meets
     * processes that have seen nothing (no class holds one, no lattice spans one), its copies one
     * run each lying wholly below the next, or of several runs each: then every copy charges its
     * processes as {@link #chargeFresh} does, and {@link #useFamily} leaves the classes as the
     * copies one by one would without looking for the classes each copy meets (none but its own).
     */
    public boolean freshFamily(Members copy0, int copies, int step) {
        if (copy0.runCount() == 1) {
            Run r = copy0.run(0);
            if ((long) step <= (long) (r.count() - 1) * Math.abs(r.stride())) return false; // one-run copies interleaving: lattices
        }
        Members u = org.mpimem.account.Translates.of(copy0, copies, step);
        if (!lattices.meeting(u).isEmpty() || holdsAny(u)) return false;
        for (Klass k : classes.meeting(u)) if (PeerSets.intersect(k.holders(), u).size() > 0) return false;
        return true;
    }

    /**
     * The state {@link #use} leaves after every copy of a {@link #freshFamily}, one by one, without
     * its charges. One-run copies: the first three as {@link #use} takes them (the third continues
     * the lattice class its predecessors started, or one it joined, at B stride {@code step}), the
     * rest as further lines of that class at once. Copies of several runs: a class each, seen its
     * own copy, added directly (use() would find each earlier copy's class by span, holding none of it).
     */
    public void useFamily(Members copy0, int copies, int step) {
        if (copy0.runCount() > 1) {
            for (int j = 0; j < copies; j++) {
                Members m = shift(copy0, j, step);
                classes.add(new Klass(PeerSets.minus(m, NOBODY), m));
            }
            return;
        }
        int direct = Math.min(copies, 3);
        for (int j = 0; j < direct; j++) use(shift(copy0, j, step), (n, holders) -> {});
        if (copies > direct && !lattices.extend(shift(copy0, direct - 1, step).run(0), step, copies - direct))
            for (int j = direct; j < copies; j++) use(shift(copy0, j, step), (n, holders) -> {});
    }

    private boolean holdsAny(Members u) {
        if (translated.size() == 0) return false;
        for (TranslatedClass t : translated.meeting(u)) if (PeerSets.commonCount(t.holders(), u) > 0) return true;
        return false;
    }

    /** The family of {@code copies} translates of {@code copy0} by {@code step}, when its processes had met peers as {@link KnownFamily} admits; else null. */
    public KnownFamily knownFamily(Members copy0, int copies, int step) {
        return KnownFamily.of(copy0, copies, step, this);
    }

    /** The state {@link #use} leaves after every copy of {@code f}, without its charges. */
    public void useFamily(KnownFamily f) {
        f.apply(this);
    }

    /** What {@link #use} charges for copy {@code j} of {@code f} given the state before the family, leaving the state as it is. */
    public void chargeCopy(KnownFamily f, int j, Sink sink) {
        Charges charges = new Charges();
        f.charge(j, this, charges);
        charges.emit(sink);
    }

    /** What {@link #use} charges for a communicator {@code m} of processes that have seen nothing, leaving the state as it is. */
    public void chargeFresh(Members m, Sink sink) {
        Charges charges = new Charges();
        charge(m, PeerSets.minus(m, NOBODY), charges);
        charges.emit(sink);
    }

    private static final Members NOBODY = new Members.Builder().build();

    private static Members shift(Members m, int j, int step) {
        Members.Builder b = new Members.Builder();
        for (Run r : m.runs()) b.add(new Run(r.group(), r.start() + j * step, r.count(), r.stride()));
        return b.build();
    }

    /** Process classes kept, ordinary and lattice: what the replay's time and memory grow with. */
    int classCount() {
        return classes.size() + lattices.size() + translated.size();
    }

    /** Charges each holder for the fresh peers, less those on its node when it knew them from MPI_Init. */
    void charge(Members fresh, Members holders, Charges charges) {
        if (!nodeKnown) holders.runs().forEach(r -> charges.add(fresh.size(), r));
        else NodePeers.charge(fresh, holders, placements, charges);
    }
}
