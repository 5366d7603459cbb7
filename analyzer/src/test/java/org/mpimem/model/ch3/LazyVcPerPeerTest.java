package org.mpimem.model.ch3;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.LibraryModel;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelOptions;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * --per-peer under lazy VCs: nemesis mallocs a pending packet with every VC (MPID_nem_vc_init), so
 * each lazily created VC brings one, as vc-vcrt's VCs of the world do at MPI_Init.
 */
class LazyVcPerPeerTest {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();

    private static Ledger run(String model, ModelOptions o) {
        Trace.Builder b = new Trace.Builder("t", 16, new Placement.Block(4));
        b.intra(MpiCall.COMM_SPLIT, Members.of(new Run(0, 1, 8, 2)), Trace.WORLD);
        Trace t = b.build();
        Ledger l = new Ledger();
        LibraryModel m = ModelMatrix.select(List.of(model), PROFILE).get(0).create(l, o);
        m.start(t.world());
        t.events().forEach(m::apply);
        return l;
    }

    @Test
    void eachLazyVcBringsItsPendingPacket() {
        ModelOptions perPeer = new ModelOptions(ModelOptions.LocalComm.LAZY, true);
        Ledger lazy = run("lazy-vc", perPeer), eager = run("vc-vcrt", perPeer);
        long vcs = lazy.bytes(0, 1, Category.ADDRESS) / PROFILE.vc();
        assertTrue(vcs > 0 && vcs < 16, "the odd split's members, not the world: " + vcs);
        // vc-vcrt: the world arrays and 16 packets; lazy-vc: the same arrays and a packet per VC made
        long worldArrays = eager.bytes(0, 1, Category.PER_PEER) - 16 * VcVcrtDesign.PENDING_PKT;
        assertEquals(worldArrays + vcs * VcVcrtDesign.PENDING_PKT, lazy.bytes(0, 1, Category.PER_PEER));
        assertEquals(0, run("lazy-vc", ModelOptions.DEFAULT).bytes(0, 1, Category.PER_PEER));
    }
}
