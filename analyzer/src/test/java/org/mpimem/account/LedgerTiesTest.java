package org.mpimem.account;

import org.junit.jupiter.api.Test;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which process is max or min never depends on the order of charges: ties go to the lowest group, then the lowest rank. */
class LedgerTiesTest {
    @Test
    void tiesGoToTheLowestGroupThenTheLowestRankInAnyOrderOfCharges() {
        for (boolean reversed : new boolean[] {false, true}) {
            Ledger l = new Ledger();
            l.addGroup(0, 10);
            l.addGroup(1, 4);
            Members[] charges = {Members.of(new Run(1, 0, 4, 1)), Members.of(new Run(0, 7, 1, 1)), Members.of(new Run(0, 3, 1, 1))};
            for (int i = 0; i < charges.length; i++) l.charge(Category.MAPPING, 16, charges[reversed ? charges.length - 1 - i : i]);
            l.charge(Category.ADDRESS, 8, Members.range(0, 0, 10));
            l.charge(Category.ADDRESS, 8, Members.of(new Run(1, 0, 4, 1)));
            ProcessStats s = l.stats();
            assertEquals("0/3", s.max().group() + "/" + s.max().rank(), "max, charges reversed " + reversed);
            assertEquals("0/0", s.min().group() + "/" + s.min().rank(), "min, charges reversed " + reversed);
        }
    }
}
