package org.mpimem.figures.paper;

import org.mpimem.figures.claims.Data;
import org.mpimem.figures.points.Axes;
import org.mpimem.figures.points.Point;
import org.mpimem.figures.points.Workload;
import org.mpimem.trace.InputException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.mpimem.figures.claims.Claim.about;
import static org.mpimem.figures.claims.Claim.aboutBytes;
import static org.mpimem.figures.claims.Claim.above;
import static org.mpimem.figures.claims.Claim.band;
import static org.mpimem.figures.claims.Claim.below;
import static org.mpimem.figures.claims.Claim.trend;
import static org.mpimem.figures.claims.Data.AV;
import static org.mpimem.figures.claims.Data.VC;
import static org.mpimem.figures.claims.Data.percentOfSystem;
import static org.mpimem.figures.points.Axes.BLUES_SCALE;
import static org.mpimem.figures.points.Axes.FULL_SCALE;

/**
 * The paper's Figs. 9–14 (Guo et al. 2017, §V-A and §V-B) with the statements its text makes
 * about them. Mira's runs (Figs. 9–13) go from 128 to 768K processes; the dynamic-process runs
 * (Fig. 14) were made on Blues up to 4K. Irregular sweeps are capped at {@code irregularMax}
 * processes, since a unique random order costs O(P) per communicator to replay.
 */
public final class PaperFigures {
    private PaperFigures() {}

    /** "About twice" is read as 1.75–2.25×: 2 when rounded to a quarter, the reading this page states. */
    public static final double TWICE_LO = 1.75, TWICE_HI = 2.25;
    /** The smaller scale at which Fig. 9(c)'s constant cost per communicator is compared with 768K. */
    static final int CONSTANT_AT = 1024;

    static String f(String fmt, Object... args) {
        return String.format(Locale.ROOT, fmt, args);
    }

    private static String nodeTables(Data d, org.mpimem.model.Models m, int p, int c) {
        double with = d.withNodeTables(m, p, c);
        return f("with the node tables (intranode + internode, 8 B per rank of every communicator, in both MPICH designs but not "
                + "alike: ch3 adds MPIR_ICOMM_WORLD's; not in the paper's breakdown) %.1f MiB = %.1f %% of 1 GiB", with, percentOfSystem(with));
    }

    /**
     * What --per-peer adds to a ch3 process of a {@code p}-process world, from the design (not
     * replayed): nemesis' world-sized arrays and the pending packet of every VC.
     */
    private static String perPeer(Data d, int p, double withTables) {
        long b = VC.create(d.profile()).perPeerBytes(p, true);
        double all = withTables + b / Point.MIB;
        return f("; with nemesis' per-peer allocations as well (--per-peer: FreeQ/RecvQ, local_ranks, ext_ranks and a pending packet "
                + "per VC, %d B per peer) %.1f MiB = %.1f %% of 1 GiB", b / p, all, percentOfSystem(all));
    }

    /** @throws InputException if {@code irregularMax} is below the smallest process count, 128 */
    public static List<Figure> all(int irregularMax) {
        if (irregularMax < Axes.mira()[0])
            throw new InputException("--irregular-max must be at least " + Axes.mira()[0] + ", got " + irregularMax);
        int full = FULL_SCALE;
        List<Figure> out = new ArrayList<>();
        out.add(new ProcessSweep("fig9a", "Fig. 9(a): MPI_Comm_split (odd/even of WORLD), 10 and 100 communicators",
                Workload.SPLIT, Axes.mira(), new int[]{10, 100}, true, List.of(
                aboutBytes("AV-Rankmap uses only 9 MB for 100 split communicators at 768K processes", 9, "MB",
                        d -> d.mib(AV, full, 100), d -> nodeTables(d, AV, full, 100) + "; the paper's 9 MB is 786,432 × 12 B AV entries, i.e. MiB"),
                above("VC-VCRT consumes more than 40 % of system memory for 10 communicators (768K)", 40, "% of 1 GiB",
                        d -> percentOfSystem(d.mib(VC, full, 10)), d -> nodeTables(d, VC, full, 10)),
                above("VC-VCRT exceeds the total system memory for 100 communicators (768K)", 100, "% of 1 GiB",
                        d -> percentOfSystem(d.mib(VC, full, 100)),
                        d -> nodeTables(d, VC, full, 100) + f(", %.2f GB in decimal units; the paper does not say whether it counted them",
                                d.withNodeTables(VC, full, 100) * Point.MIB / 1e9) + perPeer(d, full, d.withNodeTables(VC, full, 100))))));
        out.add(Breakdown.overProcesses("fig9b", "Fig. 9(b): split, breakdown of 10 communicators",
                Workload.SPLIT, Axes.mira(), 10, List.of(
                about("An AV entry (12 B) is 40 times smaller than a VC (480 B): VC part / AV part at 768K", 40, "×",
                        d -> d.structure(VC, full, 10, "VC") / d.structure(AV, full, 10, "AV"),
                        d -> "each AV table also has an 8 B header"))));
        out.add(Breakdown.overComms("fig9c", "Fig. 9(c): split at 768K processes, breakdown by number of communicators",
                Workload.SPLIT, full, Axes.tens(), List.of(
                about(f("AV-Rankmap: each new regular communicator costs a small constant, whatever the process count: rank-map "
                                + "bytes per communicator at 768K / at %s", Axes.procs(CONSTANT_AT)), 1, "×",
                        d -> rankMapPerComm(d, full) / rankMapPerComm(d, CONSTANT_AT),
                        d -> f("%.0f B per communicator at 768K, %.0f at %s. The paper's \"e.g., to store the offset and stride, which "
                                + "are two integers\" (8 B) is an example, shown, not required: ours counts what 2016 ch4 allocates, every "
                                + "communicator embeds map and local_map (MPIDI_Devcomm_t), local_map unused (mode NONE) in an intracommunicator, "
                                + "2 × %d B, for the communicator and its node and node-roots communicators on the process that holds the most",
                                rankMapPerComm(d, full), rankMapPerComm(d, CONSTANT_AT), Axes.procs(CONSTANT_AT), d.profile().rankMap())),
                trend("VC-VCRT grows quickly: a new O(P) VCRT per communicator", "MiB per communicator",
                        d -> (d.mib(VC, full, 100) - d.mib(VC, full, 10)) / 90, null))));
        out.add(new ProcessSweep("fig10a", "Fig. 10(a): MPI_Comm_dup of WORLD, 10 and 100 communicators",
                Workload.DUP, Axes.mira(), new int[]{10, 100}, true, List.of(
                trend("VC-VCRT: 10 → 100 dups changes memory much less than 10 → 100 splits (dups share WORLD's VCRT); growth at 768K",
                        "MiB", d -> d.mib(VC, full, 100) - d.mib(VC, full, 10),
                        d -> f("the same growth for splits: %.1f MiB", d.other(Workload.SPLIT, VC, full, 100) - d.other(Workload.SPLIT, VC, full, 10))))));
        out.add(Breakdown.overProcesses("fig10b", "Fig. 10(b): dup, breakdown of 10 communicators",
                Workload.DUP, Axes.mira(), 10, List.of(
                trend("The VCRT portion is fairly small compared with the VC portion: VCRT share at 768K", "% of VC-VCRT",
                        d -> 100 * d.structure(VC, full, 10, "VCRT") / d.mib(VC, full, 10), null))));
        out.add(Breakdown.overComms("fig10c", "Fig. 10(c): dup at 768K processes, breakdown by number of communicators",
                Workload.DUP, full, Axes.tens(), List.of(
                about("Even at 100 communicators and 768K processes the VC portion is nearly 95 % of VC-VCRT's memory", 95, "%",
                        d -> 100 * d.structure(VC, full, 100, "VC") / d.mib(VC, full, 100),
                        d -> f("VCRT part: %.1f MiB, mostly node-roots VCRTs (%d + %d · %,d B per communicator)", d.structure(VC, full, 100, "VCRT"),
                                d.profile().vcrtHeader(), d.profile().vcrtEntry(), full / Workload.PPN)))));
        out.add(new ProcessSweep("fig11", "Fig. 11: split intercommunicators, 10 and 100",
                Workload.SPLIT_INTERCOMM, Axes.mira(), new int[]{10, 100}, true, List.of(
                aboutBytes("VC-VCRT goes up to ~1.4 GB for 100 split intercommunicators at 768K", 1.4, "GB",
                        d -> d.mib(VC, full, 100), d -> nodeTables(d, VC, full, 100) + f("; the text's loop (P/4 + P/4 children of one "
                                + "intercommunicator) cannot reach it: the reading below, a new P/2 + P/2 intercommunicator every iteration, "
                                + "gives %.0f MiB", d.other(Workload.SPLIT_FRESH_INTERCOMM, VC, full, 100))),
                above("... compared with ~1 GB for 100 split intracommunicators: intercomm / intracomm", 1, "×",
                        d -> d.mib(VC, full, 100) / d.other(Workload.SPLIT, VC, full, 100), PaperFigures::literalFig11))));
        out.add(new ProcessSweep("fig11-reading", "Fig. 11, a reading (not the paper's text): each iteration splits WORLD, makes a new "
                + "P/2 + P/2 intercommunicator and splits it; 10 and 100 iterations",
                Workload.SPLIT_FRESH_INTERCOMM, Axes.mira(), new int[]{10, 100}, true, List.of(
                aboutBytes("VC-VCRT goes up to ~1.4 GB for 100 split intercommunicators at 768K", 1.4, "GB",
                        d -> d.mib(VC, full, 100), d -> nodeTables(d, VC, full, 100)
                                + "; each iteration adds the evens/odds split, the intercommunicator's remote P/2 VCRT, the split child's "
                                + "two P/4 VCRTs and the parent's local_comm (built for the child's context id, v3.2 contextid.c:1065)"),
                above("... compared with ~1 GB for 100 split intracommunicators: intercomm / intracomm", 1, "×",
                        d -> d.mib(VC, full, 100) / d.other(Workload.SPLIT, VC, full, 100), null))));
        out.add(new ProcessSweep("fig12", "Fig. 12: duplicate intercommunicators, 10 and 100",
                Workload.DUP_INTERCOMM, Axes.mira(), new int[]{10, 100}, true, List.of(
                above("Slightly higher than duplicate intracommunicators: VC-VCRT at 768K, 100 comms, intercomm / intracomm", 1, "×",
                        d -> d.mib(VC, full, 100) / d.other(Workload.DUP, VC, full, 100),
                        d -> f("in 3.2 a dup of an intercommunicator shares both VCRTs (dup_vcrt, v3.2 ch3u_comm.c:121-169) and gets no node "
                                + "tables or node subcomms (intracommunicators only, v3.2 commutil.c:552) and no local_comm until it is used "
                                + "(lazy, commutil.c:158): %.3f MiB per dup, against %.3f MiB per dup of WORLD (its node_roots VCRT); "
                                + "--intercomm-local-comm eager charges a local_comm with subcomms to every dup",
                                (d.mib(VC, full, 100) - d.mib(VC, full, 10)) / 90,
                                (d.other(Workload.DUP, VC, full, 100) - d.other(Workload.DUP, VC, full, 10)) / 90)))));
        int[] lutProcs = Axes.upTo(irregularMax);
        int lutMax = lutProcs[lutProcs.length - 1];
        out.add(new ProcessSweep("fig13", "Fig. 13: irregular communicators (unique random orders of WORLD), 10 and 100",
                Workload.RANDOM_REORDER, lutProcs, new int[]{10, 100}, true, List.of(
                about(f("Lookup tables are the same size in both designs: growth per communicator VC-VCRT / AV-Rankmap (at %s)", Axes.procs(lutMax)), 1, "×",
                        d -> (d.mib(VC, lutMax, 100) - d.mib(VC, lutMax, 10)) / (d.mib(AV, lutMax, 100) - d.mib(AV, lutMax, 10)),
                        d -> f("%s counts a VCRT entry (ch3: a VC pointer, v3.2 mpidimpl.h:799) as %d B against a %d B lut entry "
                                + "(an int, 2016 ch4 mpidpre.h:326); the paper's equal sizes fit only an accounting that counts a VCRT "
                                + "entry as a 4 B VC index (its own wording, §V-B2): see the accounting section",
                                d.profile().name(), d.profile().vcrtEntry(), d.profile().lutEntry())),
                below(f("AV-Rankmap's base memory is lower (10 communicators, %s): AV-Rankmap / VC-VCRT", Axes.procs(lutMax)), 1, "×",
                        d -> d.mib(AV, lutMax, 10) / d.mib(VC, lutMax, 10), null))));
        int[] blues = Axes.upTo(Math.min(BLUES_SCALE, irregularMax));
        int b = blues[blues.length - 1];
        out.add(new ProcessSweep("fig14a", "Fig. 14(a): mlut communicators (spawn, merge, unique random reorders), 10 and 100",
                Workload.SPAWN_MLUT, blues, new int[]{10, 100}, false, List.of(
                below(f("AV-Rankmap uses less memory than VC-VCRT for 10 communicators (%s): AV / VC", Axes.procs(b)), 1, "×",
                        d -> d.mib(AV, b, 10) / d.mib(VC, b, 10), null),
                above(f("... and significantly more for 100 (%s): AV / VC", Axes.procs(b)), 1, "×",
                        d -> d.mib(AV, b, 100) / d.mib(VC, b, 100), PaperFigures::vcrtEntry))));
        out.add(Breakdown.overProcesses("fig14b", "Fig. 14(b): mlut, breakdown of 10 communicators",
                Workload.SPAWN_MLUT, blues, 10, List.of(
                band(f("AV-Rankmap uses about twice the memory for its lookup tables: Rankmap / VCRT (%s)", Axes.procs(b)), 2,
                        TWICE_LO, TWICE_HI, "×",
                        d -> d.structure(AV, b, 10, "Rankmap") / d.structure(VC, b, 10, "VCRT"), PaperFigures::vcrtEntry))));
        out.add(Breakdown.overComms("fig14c", f("Fig. 14(c): mlut at %s processes, breakdown by number of communicators", Axes.procs(b)),
                Workload.SPAWN_MLUT, b, Axes.tens(), List.of(
                trend("AV-Rankmap grows rapidly with the number of communicators: MiB per communicator, AV-Rankmap", "MiB",
                        d -> (d.mib(AV, b, 100) - d.mib(AV, b, 10)) / 90,
                        d -> f("VC-VCRT: %.3f MiB per communicator", (d.mib(VC, b, 100) - d.mib(VC, b, 10)) / 90)))));
        out.addAll(applications());
        return out;
    }

    /** Figs. 17 and 18: applications on 512K processes of Mira (16 per node). */
    public static List<Figure> applications() {
        return applications(524_288);
    }

    /** The application figures at {@code p} processes (tests use a small scale). */
    static List<Figure> applications(int p) {
        List<AppFigure.App> nek = List.of(new AppFigure.App("Nek5000 medium (24 dups)", "nek5000", java.util.Map.of("size", "medium")),
                new AppFigure.App("Nek5000 large (86 dups)", "nek5000", java.util.Map.of("size", "large")));
        String med = nek.get(0).label(), large = nek.get(1).label();
        List<AppFigure.App> mini = new ArrayList<>();
        for (String[] a : new String[][]{{"BT", "bt"}, {"FT", "ft"}, {"SP", "sp"}, {"AMG2013", "amg2013"}, {"Nekbone", "nekbone"}, {"AMR", "amr"}})
            mini.add(new AppFigure.App(a[0], a[1], java.util.Map.of()));
        List<String> others = List.of("BT", "FT", "SP", "AMG2013", "AMR");
        return List.of(
                new AppFigure("fig17", "Fig. 17: Nek5000 on 512K processes", p, nek, List.of(
                        aboutBytes("VC-VCRT uses around 250 MB per process (medium problem)", 250, "MB", d -> d.appMib(VC, med), d -> appNodeTables(d, med)),
                        aboutBytes("VC-VCRT uses around 250 MB per process (large problem)", 250, "MB", d -> d.appMib(VC, large),
                                d -> appNodeTables(d, large) + f("; the 62 dups more than the medium problem add %.2f MiB (a node_roots VCRT "
                                        + "of %d + %d · %,d B each on a node root): 250 holds only with a 4 B VCRT entry (accounting section)",
                                        d.appMib(VC, large) - d.appMib(VC, med), d.profile().vcrtHeader(), d.profile().vcrtEntry(), p / Workload.PPN)),
                        trend("With AV-Rankmap the memory usage is negligible (large problem)", "MiB", d -> d.appMib(AV, large), null),
                        about("The VC portion is identical for both problem sizes: large − medium", 0, "MiB",
                                d -> (d.app(VC, large).structure("VC") - d.app(VC, med).structure("VC")) / Point.MIB, null))),
                new AppFigure("fig18", "Fig. 18: mini-apps on 512K processes", p, mini, List.of(
                        aboutBytes("VC-VCRT: 244 MB per process (~25 % of system memory); mean over the mini-apps", 244, "MB",
                                d -> mean(d, VC, mini), d -> range(d, VC, mini)),
                        aboutBytes("AV-Rankmap uses only 4 MB; mean over the mini-apps", 4, "MB", d -> mean(d, AV, mini),
                                d -> range(d, AV, mini) + f("; the AV table alone is %d × %d B = %.2f MiB, so the paper's 4 MB implies %.0f B per AV entry",
                                        p, d.profile().avEntry(), d.app(AV, "BT").structure("AV") / Point.MIB, 4 * Point.MIB / p)),
                        aboutBytes("Nekbone's rank maps take only about 1.3 KB per process; judged on an ordinary process (one that roots "
                                        + "no node, 15 of every 16), the process the paper's per-process figure describes", 1.3, "KB",
                                d -> ordinaryRankMapKiB(d, nekbone(mini), p), d -> nekboneRankMaps(d, p)),
                        about("Nekbone's VCRTs take about 50 % more than the other mini-apps' (mean of the others)", 50, "%",
                                d -> 100 * (d.app(VC, "Nekbone").structure("VCRT") / NekboneVcrt.othersVcrt(d, others) - 1),
                                d -> NekboneVcrt.why(d, others, p)))));
    }

    private static AppFigure.App nekbone(List<AppFigure.App> mini) {
        return mini.stream().filter(a -> a.label().equals("Nekbone")).findFirst().orElseThrow();
    }

    /** Rank-map KiB of the process holding the fewest bytes: it roots no node, so it holds no node_roots_comms. Replayed. */
    private static double ordinaryRankMapKiB(Data d, AppFigure.App nekbone, int procs) {
        var min = nekbone.replay(d.measurer(), procs).fewest().get(AV);
        return new Point("", AV, "", 0, 0, min).structure("Rankmap") / 1024.0;
    }

    private static String nekboneRankMaps(Data d, int procs) {
        return f("the process holding the most, a node root, holds %.3f KiB (its node_roots_comms add rank maps); each communicator "
                + "embeds map and local_map, 2 × %d B (2016 ch4 MPIDI_Devcomm_t), at %,d processes",
                d.app(AV, "Nekbone").structure("Rankmap") / 1024.0, d.profile().rankMap(), procs);
    }

    /** Rank-map bytes one more communicator adds at {@code procs} processes (splits, 10 → 100). */
    private static double rankMapPerComm(Data d, int procs) {
        return (d.otherStructure(Workload.SPLIT, AV, procs, 100, "Rankmap") - d.otherStructure(Workload.SPLIT, AV, procs, 10, "Rankmap")) * Point.MIB / 90;
    }

    private static double mean(Data d, org.mpimem.model.Models m, List<AppFigure.App> apps) {
        return apps.stream().mapToDouble(a -> d.appMib(m, a.label())).average().orElse(0);
    }

    private static String range(Data d, org.mpimem.model.Models m, List<AppFigure.App> apps) {
        StringBuilder b = new StringBuilder("per app:");
        for (AppFigure.App a : apps) b.append(f(" %s %.2f", a.label(), d.appMib(m, a.label())));
        return b.append(" MiB").toString();
    }

    private static String appNodeTables(Data d, String app) {
        double with = d.app(VC, app).total() / Point.MIB;
        return f("with the node tables (not in the paper's breakdown) %.1f MiB", with);
    }

    /** Why the text's Fig. 11 loop cannot exceed the intracommunicator case in 3.2, from the data. */
    private static String literalFig11(Data d) {
        int full = FULL_SCALE;
        double inter = (d.mib(VC, full, 100) - d.mib(VC, full, 10)) / 90, intra = (d.other(Workload.SPLIT, VC, full, 100)
                - d.other(Workload.SPLIT, VC, full, 10)) / 90;
        return f("per communicator the literal reading costs %.3f MiB against %.3f for an intracommunicator split: a P/4 + P/4 child "
                + "holds two P/4 VCRTs, one P/2 VCRT's worth, no node tables or subcomms (intracommunicators only, v3.2 commutil.c:552), "
                + "and its local_comm, lazy, would share local_vcrt (v3.2 ch3u_comm.c:296-300); so it cannot exceed the intracommunicator "
                + "case. The reading fig11-reading gives %.2f×", inter, intra,
                d.other(Workload.SPLIT_FRESH_INTERCOMM, VC, full, 100) / d.other(Workload.SPLIT, VC, full, 100));
    }

    private static String vcrtEntry(Data d) {
        long mlut = d.profile().mlutEntry(), vcrt = d.profile().vcrtEntry();
        return f("an mlut entry is %d B (gpid: avtid + lpid, 2016 ch4 mpidpre.h:327-330); %s counts a VCRT entry (a VC pointer) as %d B, "
                + "so the entries alone give %.1f×. Fig. 14 ran on Blues (x86-64, §V-B2), not BG/Q; the accounting section says which "
                + "tried accounting, if any, gives this claim. The asymmetry modelled: ch3 drops the node tables and node subcomms of "
                + "communicators with spawned processes, 2016 ch4 keeps both",
                mlut, d.profile().name(), vcrt, (double) mlut / vcrt);
    }
}
