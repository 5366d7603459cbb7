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
        CommittedGrowth.Series s = CommittedGrowth.SERIES.stream().filter(x -> x.id().equals(id)).findFirst()
                .orElseGet(() -> new CommittedGrowth.Series(id, id, id.endsWith("mpich") ? "mpich-4.0.2-ucx" : "openmpi-4.1-ob1"));
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
        try (var runs = Files.list(ROOT.resolve(id).resolve("runs"))) {
            for (Path run : runs.sorted().toList()) {
                String[] npPpn = run.getFileName().toString().split("x");
                Trace t = TraceReader.read(run.resolve("app.trace"));
                CreateFreeSplit m = Measurement.model(t, s.design());
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
                    + "(4, 8, 16 processes at ppn 2): 36.6 B per added process measured, 40.0 B modelled (9 %; 4,132.9 B before the "
                    + "messages were charged). From 8 to 16 processes the two agree to the byte (+320 B on the fewest-keeping process "
                    + "each); the whole difference is 48 B more kept at 4 processes (measured less modelled 53,368 B at ranks 0 and 2, "
                    + "53,320 B at the fewest-keeping ranks at 8 and at 16), a step below the issue's range, not attributed"),
            java.util.Map.entry("openmpi-ob1 sites.c:17", "MPI_Intercomm_merge: 18.7 B per added process measured, 16.7 B modelled "
                    + "at both ppn, all of it between 8 and 16 processes (+192 B measured, +24 B modelled; from 16 to 64 the two agree to "
                    + "the byte), a window's timing, not a term: at 8 x 2 the fewest-keeping process (rank 4) keeps one ob1 "
                    + "per-communicator peer (168 B) less than the design, and at 16 x 2 and 32 x 2 the processes that do (ranks 4, 5) "
                    + "keep 168 B more in the intercomm create before it, made by a peer's message arriving early (sites.c has no "
                    + "barrier). The same merge between two barriers (scripts/growth-stacks ompi-ob1 8 16 2 merge, GROWTH_RANK=4) "
                    + "keeps 7,217 and 7,409 B at rank 4: the design's bytes plus the same 6,385 B at both counts; under pml/ucx "
                    + "(no per-communicator peers) measured and modelled differ by the same 5,424 B at every count and ppn"),
            java.util.Map.entry("scalapack-openmpi libscalapack-openmpi.so.2.2+0x309ed", "the grid's MPI_Comm_dup: at 8 x 2 rank 7's connection to rank 5 "
                    + "(+31.5 KB) lands in it, though the design's trees reach 5 from 7 only in the next call, the row split's allgather "
                    + "(recursive-doubling partners; there the library charges rank 5 and not 7): rank 5, already in the split, opened it "
                    + "while rank 7 was still inside the dup. A window's timing, not a term; rank 5 makes 3 ob1 per-communicator peers "
                    + "(504 B) fewer than the others, and the fewest-keeping process's line is 2 B per process flatter at ppn 2"),
            java.util.Map.entry("scalapack-openmpi libscalapack-openmpi.so.2.2+0x30a38", "the grid's row split at ppn 2: measured less "
                    + "modelled is 25,588 B at 8 and 16 processes, 25,860 at 32 and 26,308 at 64, and neither the 272 nor the 448 B is kept per communicator: "
                    + "(1) 272 B is one segment of ob1's unexpected-message allocator. The split's allgather (recursive doubling, "
                    + "v4.1.4 coll_base_allgather.c:310-325) sends 8 x distance B a step; a message that arrives before its receive "
                    + "is posted and is longer than pml_ob1_unexpected_limit (128 B, pml_ob1_component.c:203) with its 14 B match "
                    + "header is copied into the bucket allocator (pml_ob1_recvfrag.h:78-88), which mallocs the power of two at or above "
                    + "its size + 16 B, plus 16 B (allocator_bucket_alloc.c:86-114), and on free keeps the chunk for the next such "
                    + "message (:273-280): from 32 processes the 128 B "
                    + "step gives 272 B, from 64 the 256 B step 528 B. scripts/site-stacks ompi-ob1 16 32 2 2 +0x30a38: rank 2's "
                    + "first row split keeps 6,713 B at 16 and 7,241 B at 32, the design's 2 x 8 B per member and one 272 B block "
                    + "(mca_allocator_bucket_alloc < mca_pml_ob1_recv_frag_callback_match < btl/tcp < "
                    + "ompi_coll_base_allgather_intra_recursivedoubling). Who keeps it is arrival order: at 32 x 2 ranks 2, 6, 8, 16, "
                    + "24 do and 3, 4, 12 do not; at 64 x 2 ranks 0 and 1 keep 272 + 528, rank 4 272, rank 6 528; at 64 x 4 rank 4 "
                    + "neither. The allocator keeps one chunk per power of two, up to the largest message that ever arrived early: "
                    + "through this allgather that is about 4 x P B, so on a process that gets its last steps early these chunks "
                    + "grow with P (272 + 528 = 800 B at 64 processes, 8 to 16 x P B in all), and no design charges them. (2) 448 B is the BML endpoint of a peer that spoke first: a process that accepts a peer's tcp "
                    + "connection makes the btl/tcp proc and endpoint (btl_tcp_proc.c:787-818) but the BML endpoint (232 + 3 x 72 B, "
                    + "bml_r2.c:152-161) only when it first sends to that peer (bml/base/base.h:68-77), here in the allgather "
                    + "(scripts/site-stacks rank 4 at 8 x 2: mca_bml_r2 < mca_pml_ob1_send < ompi_coll_base_sendrecv_actual); the "
                    + "design charges it at the pair's first contact, a call earlier (at 8 x 2 ranks 4 and 6 keep 448 B less than rank 0 "
                    + "in BI_TransUserComm). Ranks 3 and 4 keep it at 8, 16 and 32 x 2 (26,036 B), and at 64 x 2 rank 4 is the fewest-keeping process (ranks 0-3 keep more): 448 + 272 B. At ppn 4 "
                    + "rank 0 keeps neither up to 32 processes and rank 4 neither at 64: the site agrees to the byte"),
            java.util.Map.entry("nwchem-mpich nwchem.mpich+0x28cc88f", "the first call that communicates (ARMCI-MPI's MPI_Comm_dup of MPI_COMM_WORLD): "
                    + "UCX's request pool (41,048 B once, docs/growth-facts.md) lands in it; flat within 96 B at ppn 2 (-8 B per process "
                    + "against the dup's 8 B), not linear at ppn 4")
    );

    private static String line(String site) {
        return site.replaceAll("^.*/", "");
    }

    private static List<Sample> sort(List<Sample> s) {
        return s.stream().sorted(java.util.Comparator.comparingInt(Sample::ppn).thenComparingInt(Sample::np)).toList();
    }
}
