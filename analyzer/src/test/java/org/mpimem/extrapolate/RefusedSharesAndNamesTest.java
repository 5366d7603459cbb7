package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.report.MemoryShare;
import org.junit.jupiter.api.Test;
import org.mpimem.model.Models;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A refused free carries no memory share of its own (it was negative: the trace without the free peaks higher); parents are named. */
class RefusedSharesAndNamesTest {
    @Test
    void aRefusedFreeHasNoShareOfItsOwnAndNoShareIsNegative() throws Exception {
        List<Trace> in = new ArrayList<>();
        long[] sizes = {3, 5, 11}; // no law of the family: refused, and its free with it
        int i = 0;
        for (int p : new int[] {8, 16, 32})
            in.add(TraceReader.read("p" + p, new StringReader(String.format(Locale.ROOT, "mpimem-trace 1%nworld size=%d nodes=block:4%n"
                    + "comm id=1 call=MPI_Comm_create parent=0 members=0:%d site=main@app.c:10%nfree id=1 call=MPI_Comm_free%n"
                    + "comm id=2 call=MPI_Comm_dup parent=0 members=0:%d site=main@app.c:20%nend comms=2 frees=1 groups=0%n", p, sizes[i++], p))));
        SizeProfile sp = SizeProfiles.PAPER_2017;
        MemoryShare share = new MemoryShare(new Replayer(sp), Models.designs(sp).stream().map(m -> m.create(sp)).toList());
        Extrapolation x = Extrapolator.extrapolate(in, new Scale(1024, 4), share);
        UnitReport free = x.units().stream().filter(u -> u.site().startsWith("free ")).findFirst().orElseThrow();
        assertFalse(free.built());
        assertEquals(List.of("none of its own: it frees communicators another unit made, whose share is that unit's"), free.memoryShare());
        for (UnitReport u : x.units()) for (String s : u.memoryShare()) assertFalse(Pattern.compile(" -[0-9]").matcher(s).find(), s);
    }

    @Test
    void nwchemsParentSitesAreNamedByTheirCallSiteNotByAHash() throws Exception {
        List<Trace> all = RealAppsExtrapolateTest.traces("nwchem");
        Extrapolation x = Extrapolator.extrapolate(RealAppsExtrapolateTest.at(all, 4, 8, 12), new Scale(16, 16), null);
        Pattern hash = Pattern.compile("#[0-9a-f]{8,}");
        for (UnitReport u : x.units()) assertFalse(hash.matcher(u.site()).find(), u.site());
        assertTrue(x.units().stream().anyMatch(u -> u.site().contains("of (MPI_Comm_create {site=")
                && u.site().contains("libscalapack-openmpi.so") && u.site().contains(" of (...)")), "a deep parent named by its call site");
    }
}
