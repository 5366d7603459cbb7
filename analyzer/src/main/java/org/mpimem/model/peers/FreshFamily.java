package org.mpimem.model.peers;

import org.mpimem.trace.CommFamily;
import org.mpimem.trace.TraceEvent;

/**
 * A lazy model's family of copies whose processes have seen nothing ({@link PeerUse#freshFamily}),
 * applied whole: {@link PeerUse#useFamily} brings the peer classes up to date for every copy at
 * once, and the copies the replay then gives the model one by one are charged as fresh
 * communicators ({@link PeerUse#chargeFresh}) without stepping the classes again. A family whose
 * processes had met peers before, in classes whose seen sets translate with the copies
 * ({@link KnownFamily}: LAMMPS verlet/split's interleaved blocks), goes the same way, each copy
 * charged from what its processes had seen before the family ({@link PeerUse#chargeCopy}). The
 * family's ids count as such only while its pieces are applied: the next other event ends it.
 */
public final class FreshFamily {
    private final PeerUse use;
    private long first = -1, last = -2;
    private KnownFamily known; // the family being applied, when its processes had met peers (else they had met nobody)

    public FreshFamily(PeerUse use) {
        this.use = use;
    }

    /** Whether {@code f} is such a family, or one whose processes had met peers as {@link KnownFamily} admits (or one that brings nothing, which the caller checks). */
    public boolean admits(CommFamily f) {
        return use.freshFamily(f.first().local(), f.copies(), f.step()) || use.knownFamily(f.first().local(), f.copies(), f.step()) != null;
    }

    /** Before {@code f} is applied whole: the classes after all its copies, when it is a fresh family. */
    public void applyingWhole(CommFamily f) {
        first = -1;
        last = -2;
        known = null;
        if (use.freshFamily(f.first().local(), f.copies(), f.step())) use.useFamily(f.first().local(), f.copies(), f.step());
        else if ((known = use.knownFamily(f.first().local(), f.copies(), f.step())) != null) use.useFamily(known);
        else return;
        first = f.firstId();
        last = f.lastId();
    }

    /** Charges {@code e}'s new peers to {@code sink}: as a fresh copy of the family being applied, or by {@link PeerUse#use}. */
    public void use(TraceEvent e, PeerUse.Sink sink) {
        if (e instanceof TraceEvent.Created c && c.comm().id() >= first && c.comm().id() <= last) {
            if (known != null) use.chargeCopy(known, (int) (c.comm().id() - first), sink);
            else use.chargeFresh(c.comm().local(), sink);
            return;
        }
        first = -1;
        last = -2;
        if (e instanceof TraceEvent.Created c) use.use(c.comm(), sink);
    }
}
