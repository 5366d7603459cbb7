package org.mpimem.model.peers;

import org.mpimem.model.peers.PeerClasses.Klass;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.List;

/**
 * A class of processes whose seen peers are translates of one another ({@link PeerUse}): the
 * holders are the grid positions is × js, and the process at (i, j) has seen its A-line j (a
 * row it split into) and, when {@code ab}, its B-line i too (its column). A grid's P processes,
 * each with a set of its own, are then one class described by O(index runs) numbers.
 */
record Lattice(Grid grid, boolean ab, Members is, Members js) implements PeerClasses.Spanned {
    Lattice {
        if (is.size() == 0 || js.size() == 0) throw new IllegalArgumentException("an empty lattice class");
    }

    public long min() {
        return Members.gpid(grid.group(), grid.at(PeerClasses.bound(is, true), PeerClasses.bound(js, true)));
    }

    public long max() {
        return Members.gpid(grid.group(), grid.at(PeerClasses.bound(is, false), PeerClasses.bound(js, false)));
    }

    public boolean single() {
        return false; // the index keeps single processes by gpid; a lattice class is found by its span
    }

    /** The processes at positions i × j, as few runs as either orientation gives. */
    Members ranks(Members i, Members j) {
        Members.Builder out = new Members.Builder();
        boolean byI = (long) i.size() * j.runCount() <= (long) j.size() * i.runCount();
        for (Run outer : (byI ? i : j).runs())
            for (int k = 0; k < outer.count(); k++)
                for (Run inner : (byI ? j : i).runs()) {
                    int o = outer.rankAt(k);
                    int first = byI ? grid.at(o, inner.start()) : grid.at(inner.start(), o);
                    long step = (long) inner.stride() * (byI ? grid.db() : grid.da());
                    out.add(new Run(grid.group(), first, inner.count(), inner.count() == 1 ? 1 : Math.toIntExact(step)));
                }
        return out.build();
    }

    Members holders() {
        return ranks(is, js);
    }

    /** What the process at (i, j) has seen. */
    Members seen(int i, int j) {
        Members row = Members.of(grid.aLine(j));
        return ab ? PeerSets.union(row, Members.of(grid.bLine(i))) : row;
    }

    /** The same holders as ordinary classes, one per A-line (one per process when {@code ab}): the cost a lattice saves. */
    List<Klass> expand() {
        List<Klass> out = new ArrayList<>();
        for (Run jr : js.runs())
            for (int k = 0; k < jr.count(); k++) {
                int j = jr.rankAt(k);
                Members line = Members.ofRanks(j);
                if (!ab) out.add(new Klass(ranks(is, line), seen(0, j)));
                else for (Run ir : is.runs())
                    for (int q = 0; q < ir.count(); q++) out.add(new Klass(ranks(Members.ofRanks(ir.rankAt(q)), line), seen(ir.rankAt(q), j)));
            }
        return out;
    }
}
