package org.mpimem.extrapolate;

import org.junit.jupiter.api.Test;
import org.mpimem.model.Design;
import org.mpimem.model.Models;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Real Debian applications traced by the PMPI tracer at four process counts (resources
 * realapps/, README there; scripts/trace-apps re-traces them): extrapolated from the three
 * smallest to the fourth and compared with its real trace. Every extrapolated site must equal the
 * real one event by event; the replay of what was extrapolated must equal, category by category,
 * the replay of the same sites cut from the real trace; every refused unit must give its reason.
 */
class RealAppsExtrapolateTest {
    /** App -> units extrapolated of units in all: a fix that extrapolates more raises it, a regression fails. */
    static final Map<String, int[]> EXPECTED = new TreeMap<>(Map.of(
            "lammps", new int[] {4, 4}, "scalapack", new int[] {32, 32}, "qe", new int[] {9, 34}, "nwchem", new int[] {748, 960}));

    @Test
    void everyRealAppSiteIsExactOrRefusedWithItsReason() throws Exception {
        SizeProfile sp = SizeProfiles.PAPER_2017;
        List<Design> designs = Models.designs(sp).stream().map(m -> m.create(sp)).toList();
        Replayer replayer = new Replayer(sp);
        List<String> rows = new ArrayList<>();
        for (String app : EXPECTED.keySet()) {
            List<Trace> traces = traces(app);
            Trace truth = traces.get(3);
            Extrapolation x = Extrapolator.extrapolate(traces.subList(0, 3), new AlignedTrace(truth).scale, null);
            Set<String> partial = x.units().stream().filter(u -> u.status() != UnitReport.Status.EXTRAPOLATED).map(UnitReport::site).collect(Collectors.toSet());
            assertEquals(List.of(), SiteComparison.wrongSites(x.trace(), truth, partial), app + ": extrapolated sites differ from the real trace");
            for (UnitReport u : x.units())
                if (u.status() != UnitReport.Status.EXTRAPOLATED) assertFalse(u.reason() == null || u.reason().isBlank(), app + " unit " + u.number());
            Trace cut = SiteComparison.sameSites(truth, x.trace());
            for (Design d : designs) {
                ModelResult a = replayer.replay(x.trace(), d), b = replayer.replay(cut, d);
                assertEquals(b.end(), a.end(), app + " " + d.name() + " end");
                assertEquals(b.peak(), a.peak(), app + " " + d.name() + " peak");
            }
            // complete: every site of the real trace, all its events (in each call's canonical order, CallOrder)
            if (x.complete()) assertEquals(SiteComparison.sites(truth), SiteComparison.sites(x.trace()), app + ": sites of a complete extrapolation");
            if (x.complete()) assertEquals(truth.events().size(), x.trace().events().size(), app + ": events of a complete extrapolation");
            int done = (int) (x.units().size() - x.refused());
            rows.add(String.format(Locale.ROOT, "%s: %d of %d units extrapolated, %d refused%s", app, done, x.units().size(), x.refused(),
                    x.complete() ? " (whole trace exact)" : ""));
            assertEquals(EXPECTED.get(app)[0] + " of " + EXPECTED.get(app)[1], done + " of " + x.units().size(), app + " units extrapolated");
        }
        rows.forEach(System.out::println);
    }

    /** The app's four traces, by process count. */
    static List<Trace> traces(String app) throws Exception {
        Path dir = Path.of(RealAppsExtrapolateTest.class.getResource("/realapps/" + app).toURI());
        List<Trace> out = new ArrayList<>();
        try (var s = Files.list(dir)) {
            for (Path p : s.filter(f -> f.getFileName().toString().endsWith(".trace")).toList()) out.add(TraceReader.read(p));
        }
        out.sort((a, b) -> Integer.compare(a.worldSize(), b.worldSize()));
        assertEquals(4, out.size(), app + ": four traces");
        return out;
    }
}
