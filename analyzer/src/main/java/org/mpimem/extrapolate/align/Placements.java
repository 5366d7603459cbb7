package org.mpimem.extrapolate.align;

import org.mpimem.trace.InputException;
import org.mpimem.trace.Placement;

/**
 * The processes per node of a placement. Laws are in P and ppn, so only placements that are
 * blocks of ppn consecutive ranks (written as block:ppn, or recorded explicitly by the tracer in
 * that shape, the last node possibly partial) can be extrapolated.
 */
public final class Placements {
    private Placements() {}

    public static int ppn(Placement p, String source) {
        if (p instanceof Placement.Block b) return b.ppn();
        if (p instanceof Placement.Explicit e) {
            // rank by rank: the inputs of extrapolate are the small traced runs
            int size = (int) e.size(), first = e.nodeOf(0);
            int ppn = 1;
            while (ppn < size && e.nodeOf(ppn) == first) ppn++;
            for (int r = 0; r < size; r++)
                if (e.nodeOf(r) != first + r / ppn)
                    throw new InputException(source + ": placement " + p.spec() + " is not blocks of " + ppn
                            + " consecutive ranks per node; extrapolate needs block placement");
            return ppn;
        }
        throw new InputException(source + ": placement " + p.spec() + " is not block:ppn; extrapolate needs block placement");
    }
}
