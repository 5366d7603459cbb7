package org.mpimem.replay;

import org.mpimem.account.Ledger;
import org.mpimem.model.LibraryModel;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Run;
import org.mpimem.trace.TraceEvent;

/**
 * A family of single-process copies applied whole ({@link FamilyPlan}): the Replayer gives copy 0
 * to the model on its own, then {@link #rest} (copies 1.., id X+1): the model sees its first copy
 * (creation, or free) and keeps the family's state under that id, while the ledger makes each of
 * its charges on every copy's process (rank + j·step), so the family costs two copies' replay
 * whatever its size, and its free releases every copy's charges.
 */
final class Families {
    private Families() {}

    /** Applies {@code record} (the family {@code f}'s creation or its family free) as a whole. */
    static void apply(LibraryModel model, Ledger ledger, TraceEvent record, CommFamily f) {
        TraceEvent copy0 = record instanceof TraceEvent.FreedFamily x ? new TraceEvent.Freed(x.firstId(), x.call(), x.line())
                : new TraceEvent.Created(f.first());
        ledger.translated(f.first().local(), f.copies(), f.step(), () -> model.apply(copy0));
    }

    /** Copies 1.. of {@code f} as a family of their own (id X+1), or null when only one is left. */
    static CommFamily rest(CommFamily f) {
        return f.copies() < 3 ? null : new CommFamily(f.member(1), f.copies() - 1, f.step(), f.colorStep());
    }

    /** The record for {@code rest} of the family that {@code record} creates or frees. */
    static TraceEvent record(TraceEvent record, CommFamily rest) {
        if (record instanceof TraceEvent.FreedFamily x) return new TraceEvent.FreedFamily(rest.firstId(), x.call(), rest.copies(), x.line());
        return new TraceEvent.CreatedFamily(rest);
    }

    /**
     * The first copy whose process holds {@code max} bytes now. Every copy changed by the same
     * bytes, once, in copy order, so the highest total grew copy by copy and reached {@code max}
     * with this copy: where the replay of the copies one by one finds its peak.
     */
    static int firstCopyAt(Ledger ledger, CommFamily f, long max) {
        Run r = f.first().local().run(0);
        for (int j = 0; j < f.copies(); j++)
            if (ledger.total(r.group(), r.start() + j * f.step()) == max) return j;
        return f.copies() - 1;
    }
}
