package org.mpimem.measure.growth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.mpimem.measure.MeasureCsv;
import org.mpimem.measure.Measurement;
import org.mpimem.measure.SiteRow;
import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * The designs named after the installed libraries against the growth those libraries showed on
 * simulated nodes (docs/calibration/growth/, scripts/measure-growth): each run's committed trace
 * replayed under today's design, every site's fewest modelled bytes fitted as the measurement
 * was, and the growth per added process compared at each ppn. A design may not differ from the
 * library by more than 5 % at any site, or the difference is named in {@link #KNOWN}. A site whose
 * measured points are not on a line (one-time state landing in it at some counts) is not judged,
 * but MPI_Init always is.
 */
class GrowthCalibrationTest {
    private static final Path ROOT = GrowthSeriesDirs.ROOT;

    @ParameterizedTest
    @MethodSource("org.mpimem.measure.growth.GrowthSeriesDirs#ids")
    void theDesignGrowsAsTheLibraryDid(String id) throws Exception {
        String design = designOf(id);
        CommittedGrowth.Series s = CommittedGrowth.SERIES.stream().filter(x -> x.id().equals(id)).findFirst()
                .orElseGet(() -> new CommittedGrowth.Series(id, id, design));
        List<Sample> measuredInit = CommittedGrowth.measured(s, "(MPI_Init)");
        // 8, 16, 32, 64 processes at ppn 2 and 4 where the application runs at all of them; at least
        // three counts at each of two ppn values everywhere (a line through two points has no residual)
        java.util.Map<Integer, Long> countsPerPpn = measuredInit.stream()
                .collect(java.util.stream.Collectors.groupingBy(Sample::ppn, java.util.TreeMap::new, java.util.stream.Collectors.counting()));
        assertEquals(ONE_PPN.contains(id) ? java.util.Set.of(2) : java.util.Set.of(2, 4), countsPerPpn.keySet(), id + ": MPI_Init measured at ppn 2 and 4");
        countsPerPpn.forEach((ppn, n) -> assertTrue(n >= 3, id + ": MPI_Init at " + n + " process counts at ppn " + ppn + ", fewer than 3"));
        List<String> sites = new ArrayList<>();
        List<Sample> modelledAll = new ArrayList<>();
        List<String> siteOfSample = new ArrayList<>();
        java.util.Set<String> windows = new java.util.HashSet<>();
        try (var runs = Files.list(ROOT.resolve(id).resolve("runs"))) {
            for (Path run : runs.sorted().toList()) {
                String[] npPpn = run.getFileName().toString().split("x");
                Trace t = TraceReader.read(run.resolve("app.trace"));
                CreateFreeSplit m = Measurement.model(t, s.design());
                windows.addAll(m.windowSites());
                // the least over the processes that called the site, as measure takes it (Growth.least): in QE
                // and NWChem not every process calls every site (QE's linear-algebra grid leaves some out)
                java.util.Map<String, int[]> calls = new java.util.HashMap<>();
                try (var in = Files.newBufferedReader(run.resolve("measure.csv"))) {
                    for (SiteRow row : MeasureCsv.read(in, run.resolve("measure.csv").toString()).sites()) calls.put(row.site(), row.calls());
                }
                for (String site : m.sites()) {
                    if (site.equals(org.mpimem.replay.SiteBytes.MESSAGES)) continue; // in no call's window: measure leaves it out too
                    long least = Long.MAX_VALUE;
                    int[] called = calls.get(site);
                    for (int r = 0; r < m.worldSize(); r++)
                        if (called == null || called[r] > 0) least = Math.min(least, m.created(site, r));
                    modelledAll.add(new Sample(Integer.parseInt(npPpn[0]), Integer.parseInt(npPpn[1]), least));
                    siteOfSample.add(site);
                    if (!sites.contains(site)) sites.add(site);
                }
            }
        }
        int judged = 0;
        java.util.Set<String> differing = new java.util.TreeSet<>();
        for (String site : sites) {
            // an RMA window's bytes include the window's own memory (the application's arrays), which measure
            // names and no design models: not a term of address management
            if (windows.contains(site)) continue;
            List<Sample> measured = CommittedGrowth.measured(s, site), modelled = new ArrayList<>();
            for (int i = 0; i < modelledAll.size(); i++) if (siteOfSample.get(i).equals(site)) modelled.add(modelledAll.get(i));
            SiteGrowth g = SiteGrowth.of(site, sort(measured), sort(modelled));
            for (Slope l : g.slopes()) {
                Slope.Verdict v = l.verdict(g.span(l.ppn()));
                if (site.equals("(MPI_Init)")) assertEquals(Slope.Verdict.AGREES, v, id + " MPI_Init at ppn " + l.ppn() + ": " + l);
                if (v == Slope.Verdict.DIFFERS && KNOWN.containsKey(id + " " + line(site))) {
                    differing.add(id + " " + line(site));
                    continue;
                }
                assertFalse(v == Slope.Verdict.DIFFERS, id + " " + site + " at ppn " + l.ppn() + ": " + l);
                if (v == Slope.Verdict.AGREES) judged++;
            }
        }
        assertTrue(judged >= (ONE_PPN.contains(id) ? 2 : 4), id + ": MPI_Init and at least one communicator site judged at both ppn, only " + judged);
        // a known difference that went away is news too: the design or the library changed
        assertEquals(KNOWN.keySet().stream().filter(k -> k.startsWith(id + " ")).collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new)),
                differing, id + ": the sites that differ, each for the reason KNOWN names");
    }

    /**
     * Where a design differs from the library at a communicator site, and why. The Open MPI designs
     * charge the peers the library's own collectives reach in each call (model/ompi/contact); what
     * is left is small and named here, each with what the committed runs show.
     */
    /**
     * Series measured at ppn 2 only: Quantum ESPRESSO re-run with the application's messages traced
     * (11-19 min a run on this machine); its ppn 2 and 4 series without them is qe-openmpi.
     */
    private static final java.util.Set<String> ONE_PPN = java.util.Set.of("qe-openmpi-messages");

    static final java.util.Map<String, String> KNOWN = java.util.Map.ofEntries(
            java.util.Map.entry("qe-openmpi-messages pw.x+0x53d595", "QE's first split, traced with the application's messages "
                    + "(4, 8, 16 processes at ppn 2): 36.6 B per added process measured, 40.0 B modelled (9 %). From 8 to 16 processes "
                    + "the two agree to the byte (+320 B on the fewest-keeping process each); the whole difference is 48 B more kept at "
                    + "4 processes, a one-time term: coll/sm's module class set up on its first use (opal_class_initialize's "
                    + "constructor array, v4.1.4 opal/class/opal_object.c:126-129, under OBJ_NEW in mca_coll_sm_comm_query, "
                    + "ompi/mca/coll/sm/coll_sm_module.c:174-189), the first time a process makes a communicator of 2 or more "
                    + "members all on its node. At 4 x 2 that is this split's pools of 2; at 8 and 16 its pools span nodes and the "
                    + "48 B land in a later site (pw.x+0x521145) instead (scripts/site-stacks ompi-ob1 4 8 2 0 +0x53d595, "
                    + "2026-11-28)"),
            java.util.Map.entry("openmpi-ob1 sites.c:17", "MPI_Intercomm_merge at ppn 2: 18.7 B per added process measured, 16.7 B modelled, "
                    + "all of it between 8 and 16 processes (+192 B measured, +24 B modelled; from 16 to 64 the two agree to the byte; "
                    + "at ppn 4 every point of the series of 2026-11-28 is the design's plus 6,385 B, so it agrees along the design's "
                    + "curve, while in the series before 8 x 4 was like 8 x 2), a window's timing, not a term: at 8 x 2 the fewest-keeping process (rank 4) keeps one ob1 "
                    + "per-communicator peer (168 B) less than the design, and at 16 x 2 and 32 x 2 the processes that do (ranks 4, 5) "
                    + "keep 168 B more in the intercomm create before it, made by a peer's message arriving early (sites.c has no "
                    + "barrier). The same merge between two barriers (scripts/growth-stacks ompi-ob1 8 16 2 merge, GROWTH_RANK=4) "
                    + "keeps 7,217 and 7,409 B at rank 4: the design's bytes plus the same 6,385 B at both counts; under pml/ucx "
                    + "(no per-communicator peers) measured and modelled differ by the same 5,424 B at every count and ppn"),
            java.util.Map.entry("scalapack-openmpi libscalapack-openmpi.so.2.2+0x309ed", "the grid's MPI_Comm_dup, the second call that "
                    + "communicates: where a peer's connection or a pool lands, in it or in the calls beside it, is a window's timing, not "
                    + "a term. In the series of 2026-11-28 measured and modelled agree to the byte from 8 to 32 processes at ppn 2 (+256, "
                    + "+512 B) and from 16 to 64 at ppn 4 (+512, +1,024 B); at 8 x 4 the fewest-keeping process keeps one ob1 "
                    + "per-communicator peer (168 B) more, hence 30.0 against 32.0 B per added process at ppn 4, and at 64 x 2 ranks 33, "
                    + "41 and 49 keep 3,607 B less than the line (not linear, not judged). Before (2026-11-27): at 8 x 2 rank 7's "
                    + "connection to rank 5 (+31.5 KB) landed in it, though the design's trees reach 5 from 7 only in the next call, the "
                    + "row split's allgather: rank 5, already in the split, opened it while rank 7 was still inside the dup"),
            java.util.Map.entry("nwchem-mpich nwchem.mpich+0x28cc88f", "the first call that communicates (ARMCI-MPI's MPI_Comm_dup of MPI_COMM_WORLD): "
                    + "UCX's request pool (41,048 B once, docs/growth-facts.md) lands in it; flat within 96 B at ppn 2 (-8 B per process "
                    + "against the dup's 8 B), not linear at ppn 4")
    );

    /** The design a series was measured against, as its own report names it ("...; model openmpi-4.1-ucx; runs: ..."). */
    private static String designOf(String id) throws java.io.IOException {
        String first = Files.readAllLines(ROOT.resolve(id).resolve("growth.txt")).get(0);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("; model ([^;]+);").matcher(first);
        assertTrue(m.find(), id + "/growth.txt names no model: " + first);
        return m.group(1);
    }

    private static String line(String site) {
        return site.replaceAll("^.*/", "");
    }

    private static List<Sample> sort(List<Sample> s) {
        return s.stream().sorted(java.util.Comparator.comparingInt(Sample::ppn).thenComparingInt(Sample::np)).toList();
    }
}
