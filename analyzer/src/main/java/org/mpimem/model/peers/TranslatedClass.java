package org.mpimem.model.peers;

import org.mpimem.model.peers.PeerClasses.Klass;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.List;

/**
 * A class of processes whose seen peers are translates of one another ({@link PeerUse}), as a
 * family of copies whose processes had met before leaves them ({@link KnownFamily}): the holders
 * are the processes at copy 0's places {@code h0}, moved by j·step, for each copy j of {@code js};
 * the one in copy j has seen {@code base} and copy j (copy 0 moved by j·step). LAMMPS verlet/split's
 * N/3 blocks leave two such classes (its Rspace and its Kspace processes) where copy by copy they
 * leave 2N/3 ordinary ones. A communicator meeting some copies' holders turns those copies back
 * into ordinary classes ({@link #expand}); the others stay one class.
 */
record TranslatedClass(Members h0, Members copy0, int step, Members js, Members base) implements PeerClasses.Spanned {
    TranslatedClass {
        if (h0.size() == 0 || js.size() == 0) throw new IllegalArgumentException("an empty translated class");
    }

    public long min() {
        return PeerClasses.bound(h0, true) + PeerClasses.bound(js, true) * step;
    }

    public long max() {
        return PeerClasses.bound(h0, false) + PeerClasses.bound(js, false) * step;
    }

    public boolean single() {
        return false; // found by its span
    }

    /** The processes at place {@code p} of copy 0 in copies {@code which}: j -> p + j·step, run by run. */
    private Members at(int p, Members which) {
        Members.Builder b = new Members.Builder();
        int g = h0.run(0).group();
        for (Run j : which.runs()) b.add(new Run(g, p + j.start() * step, j.count(), j.stride() * step));
        return b.build();
    }

    private Members at(int p) {
        return at(p, js);
    }

    Members holders() {
        return holders(js);
    }

    /** The holders in copies {@code which}. */
    Members holders(Members which) {
        Members.Builder b = new Members.Builder();
        forEachPlace(p -> at(p, which).runs().forEach(b::add));
        return b.build();
    }

    /** Whether {@code m} holds the whole of copies {@code which} (every place of copy 0, not only the holders'). */
    boolean inside(Members which, Members m) {
        for (Run r : copy0.runs())
            for (int k = 0; k < r.count(); k++)
                if (!PeerSets.containsAll(m, at(r.rankAt(k), which))) return false;
        return true;
    }

    /** The copies (indices into js) with a holder in {@code m}: each place's holders in m, mapped back to copy indices. */
    Members touched(Members m) {
        Members[] out = {Members.of()};
        forEachPlace(p -> {
            Members.Builder b = new Members.Builder();
            for (Run r : PeerSets.intersect(at(p), m).runs())
                b.add(new Run(0, (r.start() - p) / step, r.count(), r.count() == 1 ? 1 : r.stride() / step));
            out[0] = PeerSets.union(out[0], b.build()); // two places of one copy: that copy once
        });
        return out[0];
    }

    /** Copies {@code which} of the class as ordinary classes, one per copy: its holders, seen base and the copy. */
    List<Klass> expand(Members which) {
        List<Klass> out = new ArrayList<>();
        for (Run r : which.runs())
            for (int k = 0; k < r.count(); k++) {
                int j = r.rankAt(k);
                out.add(new Klass(KnownFamily.shift(h0, j, step), PeerSets.union(base, KnownFamily.shift(copy0, j, step))));
            }
        return out;
    }

    /** The same class without copies {@code gone}, or null when none is left. */
    TranslatedClass without(Members gone) {
        Members rest = PeerSets.minus(js, gone);
        return rest.size() == 0 ? null : new TranslatedClass(h0, copy0, step, rest, base);
    }

    void forEachPlace(java.util.function.IntConsumer f) {
        for (Run r : h0.runs()) for (int k = 0; k < r.count(); k++) f.accept(r.rankAt(k));
    }
}
