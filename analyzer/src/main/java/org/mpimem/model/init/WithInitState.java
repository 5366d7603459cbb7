package org.mpimem.model.init;

import java.util.function.IntPredicate;

import org.mpimem.account.Ledger;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.scan.TraceScans;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.TraceEvent;

/**
 * A library's model with what its MPI_Init keeps charged on top: at the start of the initial
 * group and of every group spawned or connected later (each ran MPI_Init in its own job, of its
 * own size). Everything else is the wrapped model's, unchanged.
 */
public final class WithInitState implements LibraryModel {
    private final LibraryModel model;
    private final InitState init;
    private final Ledger ledger;

    public WithInitState(LibraryModel model, InitState init, Ledger ledger) {
        this.model = model;
        this.init = init;
        this.ledger = ledger;
    }

    public void start(ProcessGroup world) {
        model.start(world);
        init.charge(ledger, world);
    }

    @Override
    public void traffic(org.mpimem.trace.Traffic t) {
        model.traffic(t);
    }

    public void apply(TraceEvent e) {
        model.apply(e);
        if (e instanceof TraceEvent.GroupAdded g) init.charge(ledger, g.group());
    }

    public void retainOnly(IntPredicate ids) {
        model.retainOnly(ids);
    }

    public void shareScans(TraceScans shared) {
        model.shareScans(shared);
    }

    public boolean translatesFamilies() {
        return model.translatesFamilies();
    }

    public boolean translatesCopies() {
        return model.translatesCopies();
    }

    public boolean translates(CommFamily f) {
        return model.translates(f);
    }

    public void applyingWhole(CommFamily f) {
        model.applyingWhole(f);
    }
}
