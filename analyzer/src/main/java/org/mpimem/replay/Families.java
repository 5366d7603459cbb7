package org.mpimem.replay;

import org.mpimem.account.Ledger;
import org.mpimem.model.LibraryModel;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.TraceEvent;

/**
 * A family applied whole ({@link FamilyPlan}), a piece at a time ({@link FamilyPieces}): the
 * Replayer gives the piece's first copy to the model on its own, then its second copy (creation,
 * or free), the model keeping that copy's state under its id, while the ledger makes each of its
 * charges on every later copy of the piece as well (translated by the piece's step), so a family
 * costs two copies' replay per piece whatever its size, and its free releases every copy's charges.
 */
final class Families {
    private Families() {}

    /** Applies piece {@code p} of {@code record} (the family {@code f}'s creation or its family free). */
    static void apply(LibraryModel model, Ledger ledger, TraceEvent record, CommFamily f, FamilyPieces p) {
        model.apply(TraceEvent.expanded(record, p.first()));
        if (p.count() < 2) return;
        int second = p.copy(1);
        ledger.translated(f.member(second).local(), p.count() - 1, p.every() * f.step(),
                () -> model.apply(TraceEvent.expanded(record, second)));
    }

    /** What SiteReplay is told of piece {@code p}: its first copy, counting the piece's copies. */
    static TraceEvent told(TraceEvent record, CommFamily f, FamilyPieces p) {
        if (record instanceof TraceEvent.FreedFamily x)
            return p.count() == 1 ? TraceEvent.expanded(record, p.first()) : new TraceEvent.FreedFamily(x.firstId() + p.first(), x.call(), p.count(), x.line());
        return p.count() == 1 ? TraceEvent.expanded(record, p.first())
                : new TraceEvent.CreatedFamily(new CommFamily(f.member(p.first()), p.count(), p.every() * f.step(), p.every() * f.colorStep()));
    }
}
