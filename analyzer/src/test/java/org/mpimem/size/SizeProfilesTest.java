package org.mpimem.size;

import org.junit.jupiter.api.Test;
import org.mpimem.size.layout.Layouter;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The laid-out structs reproduce the sizes docs/mpich-facts.md gives, computed with gcc from MPICH's own
 * headers (its ch4 address vector and ch3 sections), including build variants that no profile uses; paper-2017 stays the paper's.
 */
class SizeProfilesTest {
    private static SizeProfile p(String name) {
        return SizeProfiles.require(name);
    }

    @Test
    void ch3VcIs480WithCommOverridesAnd472WithTcp() {
        assertEquals(480, p("mpich-3.2-ch3-ofi").vc());
        assertEquals(472, p("mpich-3.2-ch3-tcp").vc());
        assertEquals(400, Layouter.layout(Ch3Structs.nemesisVc(Ch3Structs.Netmod.OFI)).size(), "nemesis part");
        assertEquals(16 + 8 * 100, p("mpich-3.2-ch3-tcp").vcrt(100));
        assertEquals(40, p("mpich-3.2-ch3-ofi").structs().get("group").size());
        assertEquals(12, p("mpich-3.2-ch3-ofi").structs().get("group_entry").size());
    }

    /** nemesis' pending packet per VC: the widest ch3 packet headers (get_accum, cas, fop) are 48 B; gcc checks the whole union. */
    @Test
    void ch3PendingPacketIs48AndNemesisArraysAre24PerPeer() {
        for (String name : new String[]{"mpich-3.2-ch3-ofi", "mpich-3.2-ch3-tcp"}) {
            assertEquals(48, p(name).structs().get("pending_pkt").size(), name);
            assertEquals(24, p(name).structs().get("per_peer").size(), name);
        }
    }

    @Test
    void ch4AvEntriesPerVersionAndBuild() {
        assertEquals(16, p("mpich-ch4-2016-ofi").avEntry());
        assertEquals(12, p("mpich-ch4-2016-ofi").structs().get("av_entry").data());
        assertEquals(4104, p("mpich-4.3-ch4-ofi").avEntry());
        assertEquals(32784, p("mpich-4.3-ch4-ucx").avEntry());
        assertEquals(72, Layouter.layout(Ch4Structs.avEntry43Ofi(8, 1)).size(), "--disable-ofi-domain");
        assertEquals(24, Layouter.layout(Ch4Structs.avEntry43Ucx(1)).size(), "--with-ch4-max-vcis=1");
    }

    @Test
    void ch4RankMapAndTables() {
        for (String n : new String[]{"mpich-ch4-2016-ofi", "mpich-4.3-ch4-ofi", "mpich-4.3-ch4-ucx"}) assertEquals(40, p(n).rankMap());
        assertEquals(4 + 4 * 10, p("mpich-4.3-ch4-ofi").lut(10));
        assertEquals(4 + 8 * 10, p("mpich-4.3-ch4-ofi").mlut(10));
        assertEquals(8 + 4 * 10, p("mpich-ch4-2016-ofi").lut(10));
        assertEquals(16, p("mpich-4.3-ch4-ofi").structs().get("group_entry").size());
    }

    @Test
    void debians402UcxEntryHasOneEndpointAndTheTablesTheOldObjectHeader() {
        SizeProfile d = p(SizeProfiles.MPICH_402_UCX);
        // ucp_ep_h dest[1][1] + unsigned is_local, padded to the pointer's alignment
        assertEquals(16, d.avEntry());
        assertEquals(12, d.structs().get("av_entry").data());
        assertEquals(16 + 16 * 10, d.avTable(10), "{handle, ref_count, size} padded to the entries' 8 B alignment");
        assertEquals(40, d.rankMap());
        assertEquals(8 + 4 * 10, d.lut(10), "MPIR_OBJECT_HEADER (handle + ref_count) + lpids");
        assertEquals(8 + 8 * 10, d.mlut(10));
        assertEquals(16, d.structs().get("group_entry").size(), "measured: create_group keeps 16 B per rank");
        assertEquals(32776, Layouter.layout(Ch4Structs.avEntry40Ucx(64)).size(), "a 64-VCI 4.0 build: 4.3's entry less node_id and the hash pointer");
    }

    @Test
    void paperAccountingIsUnchanged() {
        SizeProfile paper = SizeProfiles.PAPER_2017;
        assertEquals(new SizeProfile("paper-2017", paper.source(), java.util.List.of("vc-vcrt", "av-rankmap"), java.util.Map.of(),
                480, 16, 8, 12, 8, 40, 8, 4, 8, 8, 8), paper);
        assertEquals(paper, SizeProfiles.defaultProfile());
    }
}
