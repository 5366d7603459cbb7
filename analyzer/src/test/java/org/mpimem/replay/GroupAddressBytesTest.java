package org.mpimem.replay;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.Models;
import org.mpimem.model.mpich.MpichModel;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Address tables with several process groups (issue 15 A): every process pays once for the table
 * of every group it can address. Expected bytes by hand from paper-2017: a VC is 480 B, an AV
 * table 8 + 12 B per entry; the world has 4 processes, every other group 2, so a process that
 * knows the world and one 2-process group pays 480·6 = 2,880 B (VC-VCRT) or 56 + 32 = 88 B
 * (AV-Rankmap), and one that knows three groups 480·8 = 3,840 B or 56 + 32 + 32 = 120 B.
 */
class GroupAddressBytesTest {

    private static Ledger replay(String resource, Models model) throws Exception {
        try (Reader r = new InputStreamReader(Objects.requireNonNull(
                GroupAddressBytesTest.class.getResourceAsStream("/groups/" + resource)), StandardCharsets.UTF_8)) {
            Trace t = TraceReader.read(resource, r);
            Ledger ledger = new Ledger();
            MpichModel m = new MpichModel(model.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, ledger, false);
            m.start(t.world());
            for (TraceEvent e : t.events()) m.apply(e);
            return ledger;
        }
    }

    /**
     * two-connects: ranks 0,1 and later ranks 2,3 connect to the same 2-process job; each of the four
     * (and each server process) knows the world and the job (before: ranks 2,3 paid 1,920 / 56 B).
     * merged-connect: parents and children, merged, connect to a third job; the children reach it
     * again from their own world: three tables each, once (before: the children paid 4,800 / 152 B).
     * intercomm-bridge: ranks 2,3 meet the children only through MPI_Intercomm_create (before:
     * 1,920 / 56 B).
     */
    @ParameterizedTest
    @CsvSource({
            "two-connects.trace,     VC_VCRT,    2880, 2880, 0",
            "two-connects.trace,     AV_RANKMAP, 88,   88,   0",
            "merged-connect.trace,   VC_VCRT,    3840, 3840, 3840",
            "merged-connect.trace,   AV_RANKMAP, 120,  120,  120",
            "intercomm-bridge.trace, VC_VCRT,    2880, 2880, 0",
            "intercomm-bridge.trace, AV_RANKMAP, 88,   88,   0",
    })
    void everyProcessPaysOnceForEveryGroupItCanAddress(String trace, Models model, long world, long group1, long group2) throws Exception {
        Ledger l = replay(trace, model);
        for (int r = 0; r < 4; r++) assertEquals(world, l.bytes(0, r, Category.ADDRESS), trace + " world rank " + r);
        for (int r = 0; r < 2; r++) assertEquals(group1, l.bytes(1, r, Category.ADDRESS), trace + " group 1 rank " + r);
        if (group2 > 0)
            for (int r = 0; r < 2; r++) assertEquals(group2, l.bytes(2, r, Category.ADDRESS), trace + " group 2 rank " + r);
    }
}
