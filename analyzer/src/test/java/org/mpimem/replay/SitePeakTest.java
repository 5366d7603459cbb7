package org.mpimem.replay;

import org.junit.jupiter.api.Test;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A trace that frees every communicator before the end, as real applications do: the end split
 * can show the sites near 0 B, so the peak split must show what each site held at the peak.
 */
class SitePeakTest {
    private static final SizeProfile PROFILE = SizeProfiles.PAPER_2017;

    @Test
    void thePeakSplitShowsWhatTheFreedSitesHeld() throws Exception {
        Trace t = TraceReader.read(Path.of("src/test/resources/sites/frees-all.trace"));
        for (ModelSpec spec : ModelMatrix.mpich(PROFILE)) {
            SiteResult r = new SiteReplay(new Replayer(PROFILE)).replay(t, spec);
            Map<String, SiteBytes> peak = r.atPeak().stream().collect(Collectors.toMap(SiteBytes::site, s -> s));
            // the peak is the last creation (event 10), before the first free: every site has made all its communicators
            assertEquals(10, r.model().peakEvent(), spec.name());
            assertEquals(4, peak.get("grid_setup@grid.c:44").comms(), spec.name());
            assertEquals(r.model().peak().max().total(), r.atPeak().stream().mapToLong(SiteBytes::onMaxProcess).sum(), spec.name());
            // a site's communicator objects are gone at the end, yet they held bytes at the peak
            for (String site : new String[] {"main@app.c:20", "grid_setup@grid.c:41", "shuffle@app.c:30"})
                assertTrue(peak.get(site).onMaxProcess() > endOf(r, site), spec.name() + " " + site + " " + r);
        }
    }

    private static long endOf(SiteResult r, String site) {
        return r.sites().stream().filter(s -> s.site().equals(site)).findFirst().orElseThrow().onMaxProcess();
    }
}
