package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.AlignedTrace;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Extrapolation;
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
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Real Debian applications traced by the PMPI tracer at four process counts (resources
 * realapps/, README there; scripts/trace-apps re-traces them): extrapolated from the three
 * smallest to the fourth and compared with its real trace. Every extrapolated site must equal the
 * real one event by event; the replay of what was extrapolated must equal, category by category,
 * the replay of the same sites cut from the real trace; every refused unit must give its reason.
 * Units exact / refused / wrong are counted per application (wrong: never any).
 */
class RealAppsExtrapolateTest {
    /** App -> units exact, refused, wrong (never any): a fix that extrapolates more raises the first, a regression fails. */
    static final Map<String, int[]> EXPECTED = new TreeMap<>(Map.of(
            "lammps", new int[] {4, 0, 0}, "scalapack", new int[] {32, 0, 0}, "qe", new int[] {12, 22, 0}, "nwchem", new int[] {748, 212, 0}));

    @Test
    void everyRealAppSiteIsExactOrRefusedWithItsReason() throws Exception {
        List<String> rows = new ArrayList<>();
        for (String app : EXPECTED.keySet()) {
            Extrapolation x = check(app, List.of(4, 8, 12), EXPECTED.get(app));
            rows.add(String.format(Locale.ROOT, "%s: %d of %d units extrapolated, %d refused%s", app, x.units().size() - x.refused(),
                    x.units().size(), x.refused(), x.complete() ? " (whole trace exact)" : ""));
        }
        rows.forEach(System.out::println);
    }

    @Test
    void nwchemsGridIsRefusedNamingTheTraceAtSixAndExactWithIt() throws Exception {
        // NWChem's diagonaliser grid (Global Arrays' 1:4 rule: 1 x 4, 2 x 4, 2 x 6, 2 x 8) has rows 1, 2, 2 at 4, 8, 12, which
        // pow2floor(P)/4 fits too (4 rows at 16, not 2): refused, naming P=6, where the rules differ; traced there, they are exact
        Extrapolation x = check("nwchem", List.of(4, 8, 12), EXPECTED.get("nwchem"));
        List<String> grid = x.units().stream().filter(u -> !u.exact() && u.site().contains("blacs_gridmap_")
                && u.reason().contains("ga_grid_rows(P)")).map(UnitReport::reason).toList();
        assertEquals(59, grid.size(), "the BLACS row and column splits of 20 grids, and the frees of 19 grids' columns");
        // no multiple of 4 (as 4, 8, 12 are) lies below 16 untraced: the advice says so, then names counts without it, on one node
        for (String r : grid) assertTrue(r.contains("no count keeping what every trace shares (multiples of 4 as every trace is) below P=16 "
                + "would; without that, a trace at one of P=6 (one node), "), r);
        check("nwchem", List.of(4, 6, 8, 12), new int[] {826, 134, 0});
    }

    @Test
    void atScaleNwchemsGridColumnsNameTheTraceAtNineAndAreExtrapolatedWithIt() throws Exception {
        // to 786,432 the grid's column step is P/2 or ga_grid_cols(P): both give 3, 4, 6, 8 at 6, 8, 12, 16 (393216 against
        // 1536 at the target); P=9 tells them apart (4.5 is no step; its 3 x 3 grid gives 3), and with it those units are extrapolated
        List<Trace> all = at(traces("nwchem"), 4, 6, 8, 9, 12, 16);
        Scale target = new Scale(786432, 16);
        Extrapolation without = Extrapolator.extrapolate(all.stream().filter(t -> t.worldSize() != 9).toList(), target, null);
        List<String> named = without.units().stream().filter(u -> !u.exact())
                .map(UnitReport::reason).filter(r -> r.contains("ga_grid_cols(P)")).toList();
        assertEquals(20, named.size(), "the column splits of 20 grids");
        // 9 separates them too; the advice keeps the even counts every trace has: P/2 and ga_grid_cols(P) first differ at 18
        for (String r : named) assertTrue(r.contains("a trace at one of P=18 (one node), "), r);
        assertEquals(748, without.units().size() - without.refused());
        Extrapolation with = Extrapolator.extrapolate(all, target, null);
        assertEquals(826, with.units().size() - with.refused(), "units extrapolated to 786,432 from 4, 6, 8, 9, 12, 16");
        assertTrue(with.units().stream().noneMatch(u -> !u.exact() && u.reason().contains("separate")));
    }

    @Test
    void aboveSixteenNwchemsGridStopsGrowingTheUnitsWrongAt24AreFittedNeverConfirmedAndATraceAt18SettlesThem() throws Exception {
        // NWChem's eigensolver grid follows Global Arrays' 1:4 rule up to 16 processes, then stays 2 x 8 (at 18 and at 24):
        // from 4, 8, 12, 16 the grid units are written for 24 and wrong there; leave-one-out could not confirm them (without
        // 16, pow2floor(P)/4 fits the rows too), so the report calls them fitted
        List<Trace> all = traces("nwchem");
        Trace truth = at(all, 24).get(0);
        Extrapolation x = Extrapolator.extrapolate(at(all, 4, 8, 12, 16), new AlignedTrace(truth).scale, null);
        List<UnitReport> wrong = SiteComparison.wrongUnits(x, truth);
        assertEquals(211, wrong.size(), "units written for 24 from 4, 8, 12, 16 that differ from the real trace");
        for (UnitReport u : wrong) assertEquals(UnitReport.Status.FITTED, u.status(), u.site() + ": " + u.evidence());
        assertTrue(x.units().stream().noneMatch(u -> u.status() == UnitReport.Status.CONFIRMED), "24 is beyond the traces: nothing confirmed");
        // every committed trace up to 16 (4, 6, 8, 9, 12, 16): leave-one-out now predicts the 1:4 grid at every trace, and the
        // grid is still wrong at 24; the report calls those units fitted (held-out predicted), not confirmed
        Extrapolation six = Extrapolator.extrapolate(at(all, 4, 6, 8, 9, 12, 16), new AlignedTrace(truth).scale, null);
        List<UnitReport> wrongSix = SiteComparison.wrongUnits(six, truth);
        assertTrue(wrongSix.size() > 200, wrongSix.size() + " wrong units from 4..16");
        for (UnitReport u : wrongSix) assertEquals(UnitReport.Status.FITTED, u.status(), u.site() + ": " + u.evidence());
        assertTrue(wrongSix.stream().anyMatch(UnitReport::heldOutPredicted), "the held-out checks passed for some wrong units");
        // inside the range (12, between 4 and 16), the same traces confirm units, and every unit written there is the real trace's
        Trace twelve = at(all, 12).get(0);
        Extrapolation inside = Extrapolator.extrapolate(at(all, 4, 6, 8, 9, 16), new AlignedTrace(twelve).scale, null);
        assertTrue(inside.units().stream().anyMatch(u -> u.status() == UnitReport.Status.CONFIRMED), "inside the range units are confirmed");
        for (UnitReport u : SiteComparison.wrongUnits(inside, twelve)) assertNotEquals(UnitReport.Status.CONFIRMED, u.status(), u.site());
        // with a trace at 18 (the grid is 2 x 8 there, which no law of the family gives with the traces below), every unit
        // written for 24 is the real trace's
        for (List<Trace> in : List.of(at(all, 4, 8, 12, 16, 18), at(all, 4, 6, 8, 9, 12, 16, 18))) {
            Extrapolation y = Extrapolator.extrapolate(in, new AlignedTrace(truth).scale, null);
            assertEquals(List.of(), SiteComparison.wrongUnits(y, truth).stream().map(UnitReport::site).toList());
            Set<String> partial = y.units().stream().filter(u -> !u.built()).map(UnitReport::site).collect(Collectors.toSet());
            assertEquals(List.of(), SiteComparison.wrongSites(y.trace(), truth, partial));
            assertEquals(214, y.units().stream().filter(UnitReport::exact).count(), "units written for 24 with the trace at 18");
        }
    }

    @Test
    void qeWithFourPoolsChangesItsOrthoGridAt32AndTheUnitsWrongThereAreFitted() throws Exception {
        // pw.x -nk 4: at 32 a pool has 8 processes and its 2 x 2 ortho grid takes every second one (0:4:2); at 16, 20, 24 the
        // grid is 0:4. From 16, 20, 24 the grid is written 0:4 for 32: wrong, and not confirmed (three traces: holding one out
        // leaves two, which do not choose among the laws)
        List<Trace> all = traces("qe-nk4");
        Trace truth = at(all, 32).get(0);
        Extrapolation x = Extrapolator.extrapolate(at(all, 16, 20, 24), new AlignedTrace(truth).scale, null);
        List<UnitReport> wrong = SiteComparison.wrongUnits(x, truth);
        assertEquals(3, wrong.size(), wrong.toString());
        for (UnitReport u : wrong) assertEquals(UnitReport.Status.FITTED, u.status(), u.site() + ": " + u.evidence());
    }

    static List<Trace> at(List<Trace> traces, int... counts) {
        Set<Integer> c = java.util.Arrays.stream(counts).boxed().collect(Collectors.toSet());
        return traces.stream().filter(t -> c.contains(t.worldSize())).toList();
    }

    /**
     * Extrapolates the app from its traces at {@code inputs} to its trace at 16 and compares: every extrapolated site event by
     * event, the replays of what was extrapolated, and when complete every site; asserts units exact, refused and wrong.
     */
    private static Extrapolation check(String app, List<Integer> inputs, int[] expected) throws Exception {
        SizeProfile sp = SizeProfiles.PAPER_2017;
        List<Trace> all = traces(app);
        Trace truth = all.stream().filter(t -> t.worldSize() == 16).findFirst().orElseThrow();
        Extrapolation x = Extrapolator.extrapolate(all.stream().filter(t -> inputs.contains(t.worldSize())).toList(),
                new AlignedTrace(truth).scale, null);
        Set<String> partial = x.units().stream().filter(u -> !u.exact()).map(UnitReport::site).collect(Collectors.toSet());
        List<String> wrong = SiteComparison.wrongSites(x.trace(), truth, partial);
        for (UnitReport u : x.units())
            if (!u.exact()) assertFalse(u.reason() == null || u.reason().isBlank(), app + " unit " + u.number());
        String counts = String.format(Locale.ROOT, "exact %d, refused %d, wrong %d", x.units().size() - x.refused(), x.refused(), wrong.size());
        assertEquals(String.format(Locale.ROOT, "exact %d, refused %d, wrong %d", expected[0], expected[1], expected[2]), counts, app + " from " + inputs);
        assertEquals(List.of(), wrong, app + ": extrapolated sites differ from the real trace");
        Trace cut = SiteComparison.sameSites(truth, x.trace());
        Replayer replayer = new Replayer(sp);
        for (Design d : Models.designs(sp).stream().map(m -> m.create(sp)).toList()) {
            ModelResult a = replayer.replay(x.trace(), d), b = replayer.replay(cut, d);
            assertEquals(b.end(), a.end(), app + " " + d.name() + " end");
            assertEquals(b.peak(), a.peak(), app + " " + d.name() + " peak");
        }
        // complete: every site of the real trace, all its events (in each call's canonical order, CallOrder)
        if (x.complete()) assertEquals(SiteComparison.sites(truth), SiteComparison.sites(x.trace()), app + ": sites of a complete extrapolation");
        if (x.complete()) assertEquals(truth.events().size(), x.trace().events().size(), app + ": events of a complete extrapolation");
        return x;
    }

    /**
     * The app's traces, by process count: at 4, 8, 12, 16, for NWChem also at 6 and 9 (the counts its grid laws named) and 18
     * and 24 (above its grid's change); for QE with 4 pools (qe-nk4) at 16, 20, 24, 32 and more.
     */
    static List<Trace> traces(String app) throws Exception {
        Path dir = Path.of(RealAppsExtrapolateTest.class.getResource("/realapps/" + app).toURI());
        List<Trace> out = new ArrayList<>();
        try (var s = Files.list(dir)) {
            for (Path p : s.filter(f -> f.getFileName().toString().endsWith(".trace")).toList()) out.add(TraceReader.read(p));
        }
        out.sort((a, b) -> Integer.compare(a.worldSize(), b.worldSize()));
        assertTrue(out.size() >= 4, app + ": four traces or more");
        return out;
    }
}
