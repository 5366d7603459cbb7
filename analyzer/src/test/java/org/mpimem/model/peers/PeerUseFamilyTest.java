package org.mpimem.model.peers;

import org.junit.jupiter.api.Test;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** When a family's copies bring no process a new peer, so that the lazy models may apply it whole (FamilyReplayProperties checks the replay). */
class PeerUseFamilyTest {
    private static PeerUse use() {
        return new PeerUse(false, g -> new Placement.Block(4));
    }

    @Test
    void copiesOfProcessesThatMetAllOfThemBringNothing() {
        PeerUse u = use();
        Members all = Members.range(0, 0, 8);
        assertFalse(u.bringsNothing(all, true), "nobody has met anybody");
        u.use(all, (n, h) -> {}); // one A-line of a lattice
        assertTrue(u.bringsNothing(all, true));
        assertTrue(u.bringsNothing(all, false), "pairs {j, j + 4} inside the line");
        assertFalse(u.bringsNothing(Members.range(0, 0, 9), true), "process 8 is new");
    }

    @Test
    void copiesAcrossTwoLinesOrClassesBringPeers() {
        PeerUse u = use();
        u.use(Members.range(0, 0, 4), (n, h) -> {});
        u.use(Members.range(0, 4, 4), (n, h) -> {}); // a second line of the same lattice
        assertTrue(u.bringsNothing(Members.range(0, 0, 8), true), "a process has met itself");
        assertFalse(u.bringsNothing(Members.range(0, 0, 8), false), "pairs {j, j + 4} meet across lines");
        PeerUse v = use();
        v.use(Members.of(new Run(0, 0, 2, 1), new Run(0, 5, 2, 1)), (n, h) -> {}); // an ordinary class
        assertTrue(v.bringsNothing(Members.of(new Run(0, 0, 2, 1), new Run(0, 5, 2, 1)), false));
        assertFalse(v.bringsNothing(Members.range(0, 0, 3), false), "process 2 is new");
    }
}
