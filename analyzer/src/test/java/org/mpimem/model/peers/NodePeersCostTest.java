package org.mpimem.model.peers;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The shape of what {@link NodePeers} charges, where the per-process property cannot see cost:
 * cyclic positions charged alike are one run, and an explicit placement's nodes are counted on
 * their rank ranges, not by visiting every fresh peer (a real trace's placement is explicit);
 * a communicator in random order (a run per member) costs O(members), not O(members^2).
 */
class NodePeersCostTest {

    @Test
    void cyclicPositionsChargedAlikeAreOneRun() {
        // 1,000 nodes, 10^6 holders, every node holds the same number of the fresh peers
        Members all = Members.of(new Run(0, 0, 1_000_000, 1));
        Charges charges = new Charges();
        NodePeers.charge(all, all, g -> new Placement.Cyclic(1000), charges);
        List<Members> got = new ArrayList<>();
        charges.emit((n, m) -> {
            assertEquals(1_000_000 - 1_000, n);
            got.add(m);
        });
        assertEquals(1, got.size());
        assertEquals(1, got.get(0).runCount(), "one run of holders, not one per position: " + got.get(0).runCount());
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void explicitNodesCountedOnRangesNotElements() {
        // 2^29 fresh peers on 32,768 explicit nodes of 16,384 ranks: a tally of every element would take minutes
        int nodes = 1 << 15, ppn = 1 << 14;
        int[] node = new int[nodes], count = new int[nodes];
        for (int k = 0; k < nodes; k++) {
            node[k] = k;
            count[k] = ppn;
        }
        Placement explicit = new Placement.Explicit(node, count);
        Members fresh = Members.of(new Run(0, 0, nodes * ppn, 1)), holders = Members.of(new Run(0, 0, nodes, ppn));
        Charges charges = new Charges();
        NodePeers.charge(fresh, holders, g -> explicit, charges);
        long[] charged = {0};
        charges.emit((n, m) -> {
            assertEquals((long) nodes * ppn - ppn, n);
            charged[0] += m.size();
        });
        assertEquals(nodes, charged[0]);
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void randomOrderIsNotQuadratic() {
        // 2^20 members in random order, block:16: every run of holders scanned every fresh run (2^40 steps)
        int procs = 1 << 20, ppn = 16;
        List<Integer> order = new ArrayList<>();
        for (int r = 0; r < procs; r++) order.add(r);
        Collections.shuffle(order, new Random(1));
        Members.Builder b = new Members.Builder();
        for (int r : order) b.add(0, r);
        Members shuffled = b.build();
        Charges charges = new Charges();
        NodePeers.charge(shuffled, shuffled, g -> new Placement.Block(ppn), charges);
        long[] charged = {0};
        charges.emit((n, m) -> {
            assertEquals(procs - ppn, n);
            charged[0] += m.size();
        });
        assertEquals(procs, charged[0]);
    }
}
