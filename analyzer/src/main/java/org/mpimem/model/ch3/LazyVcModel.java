package org.mpimem.model.ch3;

import org.mpimem.account.Ledger;
import org.mpimem.account.Translates;
import org.mpimem.account.Category;
import org.mpimem.model.peers.FreshFamily;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.mpich.MpichModel;
import org.mpimem.model.peers.PeerUse;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Members;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * Lazy VCs: MPICH 3.2's life cycle and VCRTs, with a VC allocated when a peer first shares a
 * communicator the application created with the process (the trace has no point-to-point
 * records; MPI_COMM_WORLD's identity map contacts nobody). VCs live in a hash table and are
 * never freed, so they stay charged when the communicator goes. With per-peer allocations charged,
 * each VC brings nemesis' pending packet ({@link VcVcrtDesign#perPeerBytes}), malloc'd with it.
 */
public final class LazyVcModel implements LibraryModel {
    private final MpichModel mpich;
    private final Ledger ledger;
    private final long vc, pendingPkt;
    private final List<ProcessGroup> groups = new ArrayList<>();
    private final PeerUse use = new PeerUse(false, g -> groups.get(g).placement());
    private final FreshFamily fresh = new FreshFamily(use);

    public LazyVcModel(SizeProfile profile, Ledger ledger, ModelOptions options) {
        this.mpich = new MpichModel(new LazyVcDesign(profile), profile, ledger, false, options);
        this.ledger = ledger;
        this.vc = profile.vc();
        this.pendingPkt = options.perPeer() ? VcVcrtDesign.PENDING_PKT : 0;
    }

    public static String title() {
        return new LazyVcDesign(null).title();
    }

    /**
     * Which VCs a process's new communicator makes depends on the peers that process already has
     * (its peer class), not on its place, so the copies of a family may differ (FamilyReplayProperties
     * found copies of {1} and {2} charged apart): a family is applied whole only when it brings no
     * process a new peer ({@link PeerUse#bringsNothing}), as every family of a communicator whose
     * processes have all met before; its MPICH part translates like vc-vcrt's. A family whose
     * processes have met nobody costs each copy alike too ({@link FreshFamily}): a split of P
     * processes into singletons no longer visits each copy.
     */
    @Override
    public boolean translatesCopies() {
        return mpich.translatesCopies();
    }

    @Override
    public boolean translates(CommFamily f) {
        Members copy0 = f.first().local();
        return use.bringsNothing(Translates.of(copy0, f.copies(), f.step()), copy0.size() == 1) || fresh.admits(f);
    }

    @Override
    public void applyingWhole(CommFamily f) {
        fresh.applyingWhole(f);
    }

    public void start(ProcessGroup world) {
        groups.add(world);
        mpich.start(world);
    }

    @Override
    public void traffic(org.mpimem.trace.Traffic t) {
        mpich.traffic(t);
    }

    public void apply(TraceEvent e) {
        if (e instanceof TraceEvent.GroupAdded g) groups.add(g.group());
        fresh.use(e, (n, holders) -> {
            ledger.charge(Category.ADDRESS, vc * n, holders);
            ledger.charge(Category.PER_PEER, pendingPkt * n, holders);
        });
        mpich.apply(e);
    }

    @Override
    public void retainOnly(java.util.function.IntPredicate ids) {
        mpich.retainOnly(ids); // the VCs are charged by peer use, which keeps no per-communicator state
    }

    @Override
    public void shareScans(org.mpimem.model.scan.TraceScans shared) {
        mpich.shareScans(shared);
    }
}
