package org.mpimem.account;

import org.junit.jupiter.api.Test;
import org.mpimem.trace.Members;

import java.math.BigInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The mean is exact where the sum over processes passes a long (reported -16 GiB at 2^29 processes before). */
class LedgerOverflowTest {
    @Test
    void theMeanOfHugeChargesOverHugeWorldsIsExact() {
        int procs = 1 << 29;
        long bytes = 480L << 29; // a VC per peer at 2^29 processes: 240 GiB per process
        Ledger l = new Ledger();
        l.addGroup(0, procs);
        l.charge(Category.ADDRESS, bytes, Members.range(0, 0, procs));
        ProcessStats s = l.stats();
        assertEquals(BigInteger.valueOf(bytes).multiply(BigInteger.valueOf(procs)), s.totalBytes().get(Category.ADDRESS));
        assertEquals((double) bytes, s.mean(Category.ADDRESS));
    }
}
