package org.mpimem.model.ompi.contact;

import org.mpimem.model.ompi.contact.tree.Binomial;
import org.mpimem.model.ompi.contact.tree.RecursiveDoubling;
import org.mpimem.model.ompi.contact.tree.TwoProc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

/** What a process pays as it reaches peers, on 8 processes 2 per node, worked out by hand from {@link PeerCosts#OB1_TCP}. */
class ContactsTest {
    private static final PeerCosts C = PeerCosts.OB1_TCP;
    private final Ledger ledger = new Ledger();
    private final Map<Integer, List<Long>> kept = new HashMap<>();
    private final Contacts contacts = new Contacts(C, g -> new Placement.Block(2), ledger, kept::get);
    private final Members world = Members.range(0, 0, 8);

    ContactsTest() {
        ledger.addGroup(0, 8);
        contacts.addGroup(0, 8);
        kept.put(0, new ArrayList<>());
    }

    @Test
    void recursiveDoublingReachesOneLocalAndTwoRemotePeers() {
        contacts.exchange(0, world, new RecursiveDoubling()); // rank 0: 1 on its node, 2 and 4 elsewhere
        assertEquals(2 * C.proc(), ledger.bytes(0, 0, Category.ADDRESS));
        assertEquals(C.localFirst() + 2 * (C.added() + C.connected()), ledger.bytes(0, 0, Category.ENDPOINTS));
        assertEquals(3 * C.commPeer(), ledger.bytes(0, 0, Category.INTERNAL));
        long total = ledger.total(0, 0);
        contacts.exchange(0, world, new RecursiveDoubling()); // another split's exchange: nobody new
        contacts.exchange(0, world, new Binomial()); // nextcid's tree: inside recursive doubling for 8
        assertEquals(total, ledger.total(0, 0));
    }

    @Test
    void addProcsMakesProcsAndEndpointsButNoConnectionAndTheFirstMessageAddsIt() {
        contacts.add(Members.ofRanks(0), Members.range(0, 1, 3)); // 1 is on rank 0's node: made at MPI_Init
        assertEquals(2 * (C.proc() + C.added()), ledger.total(0, 0));
        contacts.exchange(0, Members.ofRanks(0, 2), new TwoProc());
        assertEquals(2 * (C.proc() + C.added()) + C.connected() + C.commPeer(), ledger.total(0, 0));
    }

    @Test
    void perCommunicatorStateGoesWithTheCommunicatorItWasMadeOn() {
        kept.put(7, new ArrayList<>());
        contacts.exchange(0, world, new RecursiveDoubling());
        long before = ledger.total(0, 0);
        contacts.exchange(7, world, new RecursiveDoubling()); // a dup of the world: the same peers, new ob1 state
        assertEquals(before + 3 * C.commPeer(), ledger.total(0, 0));
        kept.get(7).forEach(ledger::release);
        contacts.freed(7);
        assertEquals(before, ledger.total(0, 0));
    }
}
