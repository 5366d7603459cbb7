package org.mpimem.model.mpich5;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.Category;
import org.mpimem.model.mpich.MpichModel;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * MPICH 5 judges a group's lpids in each holder's own numbering of the worlds (groups/three-worlds.trace:
 * parents number the worlds 0,1,2, children 1,0,2, servers 2,0,1). lpid arrays (8 B per member,
 * category lut), by hand: comm 2 (8 members, two worlds, never a progression) 64 B to its 8;
 * comm 3's remote group at the servers 64; comm 4 (10) 80 to all; comm 5 = parent 1, child 1,
 * server 1: lpids 2^32·w + 1 for the parents' w = 0,1,2 (a progression), but 1·2^32+1, 1, 2·2^32+1
 * for the children and 2^32+1, 2·2^32+1, 1 for the servers: 24 B to child 1 and server 1 only;
 * comm 6 = child 0, parent 0, server 0: 2^32, 0, 2·2^32 for the parents (an array), 0, 2^32,
 * 2·2^32 for the children and 2·2^32, 2^32, 0 for the servers (progressions, stride ±2^32): 24 B
 * to parent 0 only; comm 7 = parent ranks 0,1 then child ranks 2,3 (ranks 0..3, lpids not one
 * progression from either side) 32 B to its 4. Before, every holder was charged the parents'
 * verdict: child 1 and server 1 paid 144 and 144, child 0 and server 0 paid 168 and 168.
 */
class WorldIndexReplayTest {
    private static final SizeProfile HEAD = SizeProfiles.require(SizeProfiles.MPICH_5_OFI);

    @Test
    void eachHolderJudgesTheLpidsInItsOwnNumberingOfTheWorlds() throws Exception {
        Trace t = TraceReader.read(Path.of("src/test/resources/groups/three-worlds.trace"));
        Ledger l = new Ledger();
        MpichModel m = new MpichModel(new Mpich5Design(HEAD), HEAD, l, false);
        m.start(t.world());
        for (TraceEvent e : t.events()) m.apply(e);
        long[][] expected = {
                {64 + 80 + 24 + 32, 64 + 80 + 32, 64 + 80, 64 + 80}, // parents: comm 6 only at parent 0
                {64 + 80, 64 + 80 + 24, 64 + 80 + 32, 64 + 80 + 32}, // children: comm 5 at child 1
                {64 + 80, 64 + 80 + 24}};                            // servers: comm 3's remote group, comm 5
        for (int g = 0; g < expected.length; g++)
            for (int r = 0; r < expected[g].length; r++)
                assertEquals(expected[g][r], l.bytes(g, r, Category.LUT), "group " + g + " rank " + r);
    }
}
