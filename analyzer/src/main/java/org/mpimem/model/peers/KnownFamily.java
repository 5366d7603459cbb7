package org.mpimem.model.peers;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A family of copies whose processes had met peers before, applied whole by a lazy model
 * ({@link PeerUse#knownFamily}): LAMMPS verlet/split's N/3 blocks {Kspace proc j, Rspace procs j and
 * j + N/3}, interleaved, after the partitions. The copies are disjoint, so what copy j brings its
 * processes depends only on what they had seen before the family, not on the other copies. It is
 * admitted when, for each place p of copy 0, the processes at p in every copy lie in one class of
 * common seen set S (an ordinary class, or a lattice class of one line) and S holds, for each place
 * q, either the processes at q of every copy or of none: then the process at p in copy j gains
 * (copy 0 less S) moved by j·step, a translate of copy 0's charge ({@link #charge}), and has seen S
 * and copy j afterwards, one {@link TranslatedClass} per class for all copies ({@link #apply}).
 */
public final class KnownFamily {
    /** The places of copy 0 one class holds in every copy, what each of them gains, and that class. */
    private record Part(Members h0, Members fresh0, Members seen, Object klass) {}

    private final Members copy0;
    private final int copies, step;
    private final List<Part> parts;

    private KnownFamily(Members copy0, int copies, int step, List<Part> parts) {
        this.copy0 = copy0;
        this.copies = copies;
        this.step = step;
        this.parts = parts;
    }

    /** Copies of more places are left copy by copy: the checks and a class's expansion go place by place. */
    static final int MAX_PLACES = 64;

    /**
     * The family of {@code copies} translates of {@code copy0} by {@code step} as {@code use}'s
     * classes stand before it, or null when it is not admitted (see the class comment).
     */
    static KnownFamily of(Members copy0, int copies, int step, PeerUse state) {
        if (copy0.size() > MAX_PLACES || !copy0.singleGroup()) return null;
        int g = copy0.run(0).group();
        Map<Object, Members.Builder> held = new IdentityHashMap<>();
        Map<Object, Members> seenOf = new IdentityHashMap<>();
        for (long p : copy0.toArray()) {
            Members across = Members.of(new Run(g, Members.rankOf(p), copies, step)); // place p in every copy
            for (TranslatedClass t : state.translated.meeting(across))
                if (PeerSets.commonCount(t.holders(), across) > 0) return null; // seen sets that are not one set
            Object holder = null;
            Members seen = null;
            for (PeerClasses.Klass k : state.classes.meeting(across)) {
                long in = PeerSets.commonCount(k.holders(), across);
                if (in == 0) continue;
                if (in != copies || holder != null) return null;
                holder = k;
                seen = k.seen();
            }
            for (Lattice l : state.lattices.meeting(across)) {
                long in = PeerSets.commonCount(l.holders(), across);
                if (in == 0) continue;
                if (in != copies || holder != null || l.ab() || l.js().size() != 1) return null; // one line: one seen set
                holder = l;
                seen = l.seen(0, l.js().run(0).start());
            }
            if (holder == null) return null; // a process that met nobody
            held.computeIfAbsent(holder, x -> new Members.Builder()).add(g, Members.rankOf(p));
            seenOf.put(holder, seen);
        }
        // Seeing is mutual and a class's holders share one set, so once every place's processes lie in one
        // class, a set holding one process of a place holds them all; the check below costs little and says so.
        List<Part> parts = new ArrayList<>();
        for (Map.Entry<Object, Members.Builder> e : held.entrySet()) {
            Members seen = seenOf.get(e.getKey());
            Members.Builder fresh = new Members.Builder();
            for (long q : copy0.toArray()) {
                long in = PeerSets.commonCount(seen, Members.of(new Run(g, Members.rankOf(q), copies, step)));
                if (in == 0) fresh.add(g, Members.rankOf(q));
                else if (in != copies) return null; // seen in some copies only: the charges would not translate
            }
            parts.add(new Part(e.getValue().build(), fresh.build(), seen, e.getKey()));
        }
        return new KnownFamily(copy0, copies, step, parts);
    }

    /** What copy {@code j} brings its processes, as {@link PeerUse#use} would charge it before the family's other copies. */
    void charge(int j, PeerUse use, Charges charges) {
        for (Part p : parts)
            if (p.fresh0().size() > 0) use.charge(shift(p.fresh0(), j, step), shift(p.h0(), j, step), charges);
    }

    /**
     * The classes after every copy: each class that gains peers gives up the family's processes it
     * holds to one translated class (it keeps the rest); a class that gains none stays as it is.
     */
    void apply(PeerUse state) {
        for (Part p : parts) {
            if (p.fresh0().size() == 0) continue; // copy j lies inside what its processes had seen
            Members mine = org.mpimem.account.Translates.of(p.h0(), copies, step);
            Members rest;
            if (p.klass() instanceof PeerClasses.Klass k) {
                state.classes.remove(k);
                rest = PeerSets.minus(k.holders(), mine);
            } else {
                Lattice l = (Lattice) p.klass();
                state.lattices.drop(l);
                rest = PeerSets.minus(l.holders(), mine);
            }
            if (rest.size() > 0) state.classes.add(new PeerClasses.Klass(rest, p.seen()));
            state.translated.add(new TranslatedClass(p.h0(), copy0, step, Members.range(0, 0, copies), p.seen()));
        }
    }

    /** m with every rank increased by j·step. */
    static Members shift(Members m, int j, int step) {
        Members.Builder b = new Members.Builder();
        for (Run r : m.runs()) b.add(new Run(r.group(), r.start() + j * step, r.count(), r.stride()));
        return b.build();
    }
}
