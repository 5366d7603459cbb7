package org.mpimem.model.ompi.contact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Category;
import org.mpimem.account.Ledger;
import org.mpimem.model.ompi.contact.tree.KeptTree;
import org.mpimem.model.ompi.contact.tuned.Collectives;
import org.mpimem.model.ompi.contact.tuned.TunedBcast;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

/**
 * The trees coll/base keeps on a communicator, as the allocation stacks of MPI_Intercomm_merge
 * showed them (docs/growth-facts.md): determine_first's broadcast of one int keeps a binary tree
 * (148 B) over 4 ranks and a 4-nomial one (44 B) over 8; one tree of a kind per communicator.
 */
class KeptTreesTest {
    private final Ledger ledger = new Ledger();
    private final Map<Integer, List<Long>> kept = new HashMap<>();
    private final Contacts contacts = new Contacts(PeerCosts.OB1_TCP, g -> new Placement.Block(64), ledger, kept::get);

    KeptTreesTest() {
        ledger.addGroup(0, 64);
        contacts.addGroup(0, 64);
        kept.put(3, new ArrayList<>());
    }

    @Test
    void sizesAsTheSourceAllocatesThem() {
        assertEquals(148, KeptTree.of(KeptTree.Kind.BINTREE, 4, 2).bytes());
        assertEquals(148, KeptTree.of(KeptTree.Kind.IN_ORDER_BMTREE, 1000, 2).bytes());
        assertEquals(20 + 4 * 3 * 2, KeptTree.of(KeptTree.Kind.KMTREE, 8, 4).bytes()); // 44, as measured
        assertEquals(20 + 4 * 3 * 2, KeptTree.of(KeptTree.Kind.KMTREE, 16, 4).bytes());
        assertEquals(20 + 4 * 3 * 3, KeptTree.of(KeptTree.Kind.KMTREE, 17, 4).bytes());
    }

    @Test
    void aBroadcastKeepsItsTreeOncePerCommunicatorAndFreeingReturnsIt() {
        Members four = Members.range(0, 0, 4); // one node: no per-peer state but ob1's per-communicator peers
        long before = ledger.total(0, 1);
        contacts.keep(3, four, TunedBcast.of(4, Integer.BYTES));
        assertEquals(before + 148, ledger.total(0, 1));
        contacts.keep(3, four, Collectives.of("MPI_Bcast", 4, Integer.BYTES, 2)); // another root: rebuilt in place
        assertEquals(before + 148, ledger.total(0, 1));
        contacts.keep(3, four, Collectives.of("MPI_Barrier", 4, 0, 0)); // the barrier's tree is not kept
        assertEquals(before + 148, ledger.total(0, 3));
        kept.get(3).forEach(ledger::release);
        contacts.freed(3);
        assertEquals(before, ledger.total(0, 1));
    }

    @Test
    void aKnomialTreeOverEightKeeps44BytesPerRank() {
        Members eight = Members.range(0, 0, 8);
        contacts.keep(3, eight, TunedBcast.of(8, Integer.BYTES)); // n < 16, under 8 bytes: the 4-nomial tree
        for (int r = 0; r < 8; r++) assertEquals(44, ledger.total(0, r));
        assertEquals(0, ledger.total(0, 8));
    }

    @Test
    void anExchangeKeepsItsTreeBesideItsPeers() {
        Members four = Members.range(0, 0, 4);
        contacts.exchange(3, four, TunedBcast.of(4, Integer.BYTES)); // the binary tree: 0 -> 1, 2; 1 -> 3
        assertEquals(148 + 2 * PeerCosts.OB1_TCP.commPeer(), ledger.bytes(0, 1, Category.INTERNAL)); // 1 talks to 0 and 3
        assertEquals(148 + PeerCosts.OB1_TCP.commPeer(), ledger.bytes(0, 2, Category.INTERNAL));
    }
}
