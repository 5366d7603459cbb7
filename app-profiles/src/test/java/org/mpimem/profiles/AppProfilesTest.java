package org.mpimem.profiles;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mpimem.profiles.MicroBenchmarksTest.range;
import static org.mpimem.profiles.MicroBenchmarksTest.ranks;
import static org.mpimem.profiles.MicroBenchmarksTest.valid;

class AppProfilesTest {

    static Trace gen(String name, int procs, int ppn, Map<String, String> params) throws Exception {
        AppProfile p = AppProfiles.require(name);
        return valid(p.generate(procs, ppn, Params.of(p, params)));
    }

    static void assertMembers(long[] expected, CommDef c) {
        assertTrue(Arrays.equals(expected, c.members().toArray()), c + ": " + c.members());
    }

    @Test
    void everyProfileValidatesAtItsDefaultsAndNamesAreUnique() throws Exception {
        for (AppProfile p : AppProfiles.all()) {
            Trace t = valid(AppProfiles.generateDefault(p));
            assertEquals(p.defaultProcs(), t.worldSize(), p.name());
            assertTrue(!p.source().isBlank() && !p.description().isBlank(), p.name());
        }
        assertEquals(AppProfiles.all().size(), AppProfiles.all().stream().map(AppProfile::name).distinct().count());
        assertThrows(IllegalArgumentException.class, () -> AppProfiles.require("nope"));
        assertThrows(IllegalArgumentException.class, () -> gen("nekbone", 8, 4, Map.of("size", "large")));
    }

    @Test
    void nek5000DupsWorld24Or86Times() throws Exception {
        assertEquals(24, gen("nek5000", 32, 16, Map.of()).comms().size());
        List<CommDef> large = gen("nek5000", 32, 16, Map.of("size", "large")).comms();
        assertEquals(86, large.size());
        for (CommDef c : large) {
            assertEquals(MpiCall.COMM_DUP, c.call());
            assertEquals(List.of(Trace.WORLD), c.parents());
            assertMembers(range(0, 32, 1), c);
        }
        assertThrows(IllegalArgumentException.class, () -> gen("nek5000", 32, 16, Map.of("size", "huge")));
    }

    @Test
    void nekboneDupsWorldSevenTimes() throws Exception {
        assertEquals(7, gen("nekbone", 16, 4, Map.of()).comms().stream().filter(c -> c.call() == MpiCall.COMM_DUP).count());
    }

    /** The paper's earlier version, §V-D: AMG2013 "creates only one dup of MPI_COMM_WORLD". */
    @Test
    void amg2013DupsWorldOnce() throws Exception {
        assertEquals(1, gen("amg2013", 16, 4, Map.of()).comms().stream().filter(c -> c.call() == MpiCall.COMM_DUP).count());
    }

    @Test
    void lsmsFigureOneWalkerZeroIsRanks1To12() throws Exception {
        List<CommDef> c = gen("lsms", 49, 4, Map.of()).comms();
        assertEquals(4, c.size(), "(49 - 1) / 12 walkers");
        assertMembers(range(1, 13, 1), c.get(0));
        assertMembers(range(37, 49, 1), c.get(3));
        for (CommDef d : c) assertEquals(MpiCall.COMM_SPLIT, d.call());
        assertEquals(2, gen("lsms", 20, 4, Map.of("walker", "8")).comms().size(), "rank 17..19 left over");
    }

    @Test
    void haccCreatesFiveUnreorderedCartesianCommsOfWorld() throws Exception {
        List<CommDef> c = gen("hacc", 24, 8, Map.of()).comms();
        assertEquals(5, c.size());
        for (CommDef d : c) {
            assertEquals(MpiCall.CART_CREATE, d.call());
            assertEquals("0", d.attrs().get("reorder"));
            assertMembers(range(0, 24, 1), d);
        }
    }

    @Test
    void nasBtAndSpSplitTheSquareActiveSetThenDupItTwice() throws Exception {
        for (String n : List.of("bt", "sp")) {
            List<CommDef> c = gen(n, 20, 4, Map.of()).comms();
            assertEquals(4, c.size());
            assertMembers(range(0, 16, 1), c.get(0));
            assertMembers(range(16, 20, 1), c.get(1));
            assertEquals(List.of(c.get(0).id()), c.get(2).parents());
            assertEquals(MpiCall.COMM_DUP, c.get(3).call());
            assertEquals(3, gen(n, 16, 4, Map.of()).comms().size(), "a square count has no inactive ranks");
        }
    }

    @Test
    void nasFtRowsAreBlocksAndColumnsStrided() throws Exception {
        List<CommDef> c = gen("ft", 12, 4, Map.of("np1", "3")).comms();
        assertEquals(3 + 4, c.size());
        assertMembers(range(4, 8, 1), c.get(1));
        assertMembers(ranks(1, 5, 9), c.get(4));
        assertEquals(1 + 8, gen("ft", 8, 4, Map.of()).comms().size(), "1-D layout: one row, single-process columns");
        assertEquals(2 + 4, gen("ft", 8, 4, Map.of("nz", "4")).comms().size(), "2-D beyond nz");
    }

    @Test
    void qboxDupsThenSplitsColumnsOfConsecutiveRanks() throws Exception {
        List<CommDef> c = gen("qbox", 12, 4, Map.of("nrowmax", "4")).comms();
        assertEquals(1 + 3, c.size());
        assertEquals(MpiCall.COMM_DUP, c.get(0).call());
        assertMembers(range(8, 12, 1), c.get(3));
        assertEquals(List.of(c.get(0).id()), c.get(3).parents());
    }

    @Test
    void nwchemWindowsGridAndGroupCollectiveCreation() throws Exception {
        Trace t = gen("nwchem", 12, 4, Map.of("pgroup-size", "5"));
        List<CommDef> c = t.comms();
        long windows = c.stream().filter(d -> d.call().isWindow()).count();
        assertEquals(4, windows);
        assertEquals(16, gen("nwchem", 12, 4, Map.of("casper", "true", "pgroups", "0")).comms().stream().filter(d -> d.call().isWindow()).count());
        // 12 = 3 x 4 grid, row-major: rows offset, columns stride 4
        CommDef grid = c.stream().filter(d -> d.call() == MpiCall.COMM_CREATE).findFirst().orElseThrow();
        List<CommDef> splits = c.stream().filter(d -> d.parents().equals(List.of(grid.id()))).toList();
        assertEquals(3 + 4, splits.size());
        assertMembers(range(4, 8, 1), splits.get(1));
        assertMembers(ranks(2, 6, 10), splits.get(5));
        // group of 5: 5 singletons, 4 intercomm + merge pairs in 3 rounds, temporaries freed
        assertEquals(5, c.stream().filter(d -> d.call() == MpiCall.COMM_CREATE_GROUP).count());
        List<CommDef> ics = c.stream().filter(d -> d.call() == MpiCall.INTERCOMM_CREATE).toList();
        List<CommDef> merges = c.stream().filter(d -> d.call() == MpiCall.INTERCOMM_MERGE).toList();
        assertEquals(4, ics.size());
        assertEquals(4, merges.size());
        assertMembers(ranks(0, 1), merges.get(0));
        assertMembers(ranks(2, 3), merges.get(1));
        assertMembers(range(0, 4, 1), merges.get(2));
        assertMembers(range(0, 5, 1), merges.get(3));
        assertTrue(Arrays.equals(ranks(4), ics.get(3).remote().toArray()), "the odd one out joins last, as the right side");
        long frees = t.events().stream().filter(e -> e instanceof TraceEvent.Freed).count();
        assertEquals(3 * 4, frees, "each round frees its intercomm and both old blocks");
        assertEquals(1, 5 + 4 + 4 - frees, "one communicator of the group survives");
    }

    @Test
    void applicationProfilesStayCompressedAtMiraScale() throws Exception {
        for (AppProfile p : AppProfiles.applications()) {
            int ppn = p.defaultPpn();
            Trace t = valid(p.generate(786_432, ppn, Params.defaults(p)));
            for (CommDef d : t.comms()) assertEquals(1, d.local().runCount(), p.name());
        }
    }
}
