package org.mpimem.replay;

import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.account.ProcessStats;
import org.mpimem.account.Category;
import org.mpimem.model.Models;
import org.mpimem.model.mpich.MpichModel;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Exact end-of-trace bytes per category for the example traces (P = 16, 4 processes per node),
 * for both MPICH designs and the PAPER_2017 size profile. Every expected number is written out
 * by hand from the size profile's numbers (vc=480, vcrtHeader=16, vcrtEntry=8, avEntry=12,
 * avTableHeader=8, rankMap=40, lutHeader=8, lutEntry=4, mlutHeader=8, mlutEntry=8,
 * nodeTableEntry=8) and the MPICH rules; no model code computes an expectation.
 *
 * <p>Nodes (block:4): node k holds world ranks 4k..4k+3. Shared baseline after MPI_Init, for every
 * process of a 16-process world (used in every test, written out again in each):
 * <ul>
 *   <li>VC-VCRT: ADDRESS 480*16; MAPPING WORLD VCRT 16+8*16 + SELF VCRT 16+8*1; NODE_TABLES
 *       WORLD 8*16 + SELF 8; INTERNAL: WORLD node_comm on node 0 = comm ranks 0..3 = identity
 *       prefix (shared, 0), on nodes 1..3 a VCRT 16+8*4; node_roots_comm [0,4,8,12] (not a prefix)
 *       a VCRT 16+8*4 held by ranks 0,4,8,12.</li>
 *   <li>AV-Rankmap: every intracommunicator embeds map and local_map (NONE), 2*40 = INTRA.
 *       ADDRESS 8+12*16; MAPPING WORLD INTRA + SELF INTRA; NODE_TABLES 8*16 + 8;
 *       INTERNAL: node_comm (offset of DIRECT) INTRA on every process, node_roots_comm
 *       [0,4,8,12] (stride of DIRECT) INTRA on ranks 0,4,8,12.</li>
 * </ul>
 */
class ExampleBytesTest {
    /** An intracommunicator's rank maps in 2016 ch4: map and the idle local_map, both embedded (MPIDI_Devcomm_t). */
    private static final long INTRA = 2 * 40;

    private static final Path EXAMPLES = locateExamples();

    private static Path locateExamples() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path e = p.resolve("examples");
            if (Files.isDirectory(e) && Files.exists(e.resolve("dup-world.trace"))) return e;
        }
        throw new IllegalStateException("examples/ not found above " + Path.of("").toAbsolutePath());
    }

    // ---------------------------------------------------------------- helpers

    /** Bytes of one process by category. */
    private static Map<Category, Long> bytes(long address, long mapping, long lut, long mlut, long internal, long nodeTables) {
        Map<Category, Long> m = new EnumMap<>(Category.class);
        m.put(Category.ADDRESS, address);
        m.put(Category.MAPPING, mapping);
        m.put(Category.LUT, lut);
        m.put(Category.MLUT, mlut);
        m.put(Category.INTERNAL, internal);
        m.put(Category.NODE_TABLES, nodeTables);
        m.put(Category.GROUPS, 0L);
        m.put(Category.PER_PEER, 0L);
        m.put(Category.ENDPOINTS, 0L); // the paper's designs charge no endpoints
        return m;
    }

    /** A class of processes (one group, some ranks) that all hold the same bytes. */
    private record Cls(String name, int group, int[] ranks, Map<Category, Long> bytes) {
        long total() {
            return bytes.values().stream().mapToLong(Long::longValue).sum();
        }

        boolean contains(int g, int r) {
            if (g != group) return false;
            for (int x : ranks) if (x == r) return true;
            return false;
        }
    }

    private static Cls cls(String name, int group, int[] ranks, Map<Category, Long> bytes) {
        return new Cls(name, group, ranks, bytes);
    }

    private static int[] r(int... ranks) {
        return ranks;
    }

    /**
     * Checks every listed process through a ledger, then the replayer's end stats: the max and
     * min process must belong to the named classes with exactly their bytes, and the mean total
     * must be the given value.
     */
    private static void verify(String file, Models model, List<Cls> classes, Cls expMax, Cls expMin,
                               int processes, double expMeanTotal) throws Exception {
        if (model == Models.VC_VCRT) {
            // split every class by what MPIR_ICOMM_WORLD adds to its ranks; extremes stay within their class
            double added = 0;
            List<Cls> with = new ArrayList<>();
            Cls max = null, min = null;
            for (Cls c : classes) {
                Map<Long, List<Integer>> byAdd = new java.util.TreeMap<>();
                for (int r : c.ranks()) byAdd.computeIfAbsent(icommWorldNodeTables(c.group()) + icommWorldInternal(c.group(), r), k -> new ArrayList<>()).add(r);
                for (List<Integer> rs : byAdd.values()) {
                    int rank = rs.get(0);
                    Map<Category, Long> b = new EnumMap<>(c.bytes());
                    b.merge(Category.NODE_TABLES, icommWorldNodeTables(c.group()), Long::sum);
                    b.merge(Category.INTERNAL, icommWorldInternal(c.group(), rank), Long::sum);
                    Cls w = new Cls(c.name() + " " + rs, c.group(), rs.stream().mapToInt(Integer::intValue).toArray(), b);
                    with.add(w);
                    added += (w.total() - c.total()) * rs.size();
                    if (c == expMax && (max == null || w.total() > max.total())) max = w;
                    if (c == expMin && (min == null || w.total() < min.total())) min = w;
                }
            }
            classes = with;
            expMax = max;
            expMin = min;
            expMeanTotal += added / processes;
        }
        Trace trace = TraceReader.read(EXAMPLES.resolve(file));

        // 1. per process, via a ledger
        Ledger ledger = new Ledger();
        MpichModel m = new MpichModel(model.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, ledger, false);
        m.start(trace.world());
        for (TraceEvent e : trace.events()) m.apply(e);
        int covered = 0;
        List<String> mismatches = new ArrayList<>();
        for (Cls c : classes) {
            for (int rank : c.ranks()) {
                covered++;
                for (Category cat : Category.values()) {
                    long actual = ledger.bytes(c.group(), rank, cat);
                    long expected = c.bytes().get(cat);
                    if (actual != expected) {
                        mismatches.add(file + " " + model.cliName() + " " + c.name() + " (group " + c.group()
                                + " rank " + rank + ") " + cat + ": expected " + expected + " actual " + actual);
                    }
                }
            }
        }
        assertTrue(mismatches.isEmpty(), String.join("\n", mismatches));
        assertEquals(processes, covered, "test classes must cover every process");

        // 2. the replayer's end stats
        ReplayResult rr = new Replayer(SizeProfiles.PAPER_2017).replay(trace,
                List.of(Models.VC_VCRT.create(SizeProfiles.PAPER_2017), Models.AV_RANKMAP.create(SizeProfiles.PAPER_2017)));
        ModelResult mr = rr.models().get(model == Models.VC_VCRT ? 0 : 1);
        assertEquals(model.cliName(), mr.model());
        ProcessStats end = mr.end();
        assertEquals(processes, end.processes());

        ProcessStats.Proc max = end.max();
        assertTrue(expMax.contains(max.group(), max.rank()),
                "max process should be one of " + expMax.name() + ", was group " + max.group() + " rank " + max.rank());
        assertEquals(expMax.bytes(), max.bytes(), "max process bytes (" + expMax.name() + ")");
        assertEquals(expMax.total(), max.total());

        ProcessStats.Proc min = end.min();
        assertTrue(expMin.contains(min.group(), min.rank()),
                "min process should be one of " + expMin.name() + ", was group " + min.group() + " rank " + min.rank());
        assertEquals(expMin.bytes(), min.bytes(), "min process bytes (" + expMin.name() + ")");
        assertEquals(expMin.total(), min.total());

        // sanity of the hand numbers themselves: the max/min classes really are the extremes
        for (Cls c : classes) {
            assertTrue(c.total() <= expMax.total(), "hand-derived class " + c.name() + " exceeds the expected max");
            assertTrue(c.total() >= expMin.total(), "hand-derived class " + c.name() + " is below the expected min");
        }

        assertEquals(expMeanTotal, end.meanTotal(), 1e-9, "mean total");
    }

    /**
     * ch3's MPIR_ICOMM_WORLD, a committed copy of each group's WORLD sharing its VCRT: WORLD's
     * node tables and node subcomms once more. 16-process world on 4 nodes: 8*16 of node tables;
     * rank 0 a node_roots VCRT 16+8*4 (node_comm 0..3 is a prefix, shared); ranks 4,8,12 a
     * node_comm and a node_roots VCRT; ranks 1..3 nothing; the rest a node_comm VCRT. The
     * 4-process spawned group on one node: 8*4 of node tables, node_comm and node_roots shared.
     */
    private static long icommWorldNodeTables(int group) {
        return group == 0 ? 8 * 16 : 8 * 4;
    }

    private static long icommWorldInternal(int group, int rank) {
        if (group != 0 || (rank >= 1 && rank <= 3)) return 0;
        if (rank == 0) return 16 + 8 * 4;
        return rank % 4 == 0 ? (16 + 8 * 4) + (16 + 8 * 4) : 16 + 8 * 4;
    }

    // ---------------------------------------------------------------- dup-world

    /*
     * dup-world: comm 1 = dup(WORLD) freed again; comm 2 = dup(WORLD) lives.
     * VC-VCRT: a dup shares WORLD's VCRT (MAPPING +0), NODE_TABLES +8*16, and gets its own
     * node_comm (node 0: identity prefix, shared 0; nodes 1..3: 16+8*4) and node_roots_comm
     * [0,4,8,12] 16+8*4 on ranks 0,4,8,12.
     */
    @Test
    void dupWorld_vcVcrt() throws Exception {
        long address = 480 * 16;                 /* VCs of WORLD */
        long mapping = (16 + 8 * 16)             /* WORLD VCRT */
                + (16 + 8 * 1)                   /* SELF VCRT */
                + 0;                             /* comm 2 = dup, shares WORLD's VCRT */
        long nodeTables = 8 * 16                 /* WORLD */
                + 8                              /* SELF */
                + 8 * 16;                        /* comm 2 */
        Cls rank0 = cls("rank 0", 0, r(0), bytes(address, mapping, 0, 0,
                0 + (16 + 8 * 4)                 /* WORLD: node_comm shared (prefix 0..3), node_roots VCRT */
                        + 0 + (16 + 8 * 4),      /* comm 2: same */
                nodeTables));
        Cls roots = cls("node roots 4,8,12", 0, r(4, 8, 12), bytes(address, mapping, 0, 0,
                (16 + 8 * 4) + (16 + 8 * 4)      /* WORLD: node_comm VCRT + node_roots VCRT */
                        + (16 + 8 * 4) + (16 + 8 * 4), /* comm 2: same */
                nodeTables));
        Cls node0 = cls("ranks 1..3", 0, r(1, 2, 3), bytes(address, mapping, 0, 0,
                0,                               /* node_comm of node 0 shares, no node_roots */
                nodeTables));
        Cls others = cls("non-root ranks of nodes 1..3", 0, r(5, 6, 7, 9, 10, 11, 13, 14, 15), bytes(address, mapping, 0, 0,
                (16 + 8 * 4)                     /* WORLD node_comm VCRT */
                        + (16 + 8 * 4),          /* comm 2 node_comm VCRT */
                nodeTables));
        // totals: rank0 8208, roots 8304, node0 8112, others 8208
        double mean = (1 * 8208 + 3 * 8304 + 3 * 8112 + 9 * 8208) / 16.0; // = 8208
        verify("dup-world.trace", Models.VC_VCRT, List.of(rank0, roots, node0, others), roots, node0, 16, mean);
    }

    @Test
    void dupWorld_avRankmap() throws Exception {
        long address = 8 + 12 * 16;              /* AV table of WORLD */
        long mapping = INTRA                        /* WORLD rank map */
                + INTRA                             /* SELF rank map */
                + INTRA;                            /* comm 2: dup of DIRECT, offset -> descriptor only */
        long nodeTables = 8 * 16 + 8 + 8 * 16;   /* WORLD + SELF + comm 2 */
        Cls roots = cls("node roots 0,4,8,12", 0, r(0, 4, 8, 12), bytes(address, mapping, 0, 0,
                (INTRA + INTRA)                        /* WORLD node_comm + node_roots_comm descriptors */
                        + (INTRA + INTRA),             /* comm 2: same */
                nodeTables));
        Cls others = cls("non-roots", 0, r(1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15), bytes(address, mapping, 0, 0,
                INTRA + INTRA,                         /* node_comm of WORLD and of comm 2 */
                nodeTables));
        double mean = (4 * roots.total() + 12 * others.total()) / 16.0;
        verify("dup-world.trace", Models.AV_RANKMAP, List.of(roots, others), roots, others, 16, mean);
    }

    // ---------------------------------------------------------------- odd-even-split

    /*
     * odd-even-split: comm 1 = evens [0,2,..,14], comm 2 = odds [1,3,..,15] (8 members each).
     * Each node holds 2 members of each comm: node_comm of node 0 = comm ranks [0,1] (identity
     * prefix), of node k>0 = comm ranks [2k,2k+1]; node_roots_comm = comm ranks [0,2,4,6], held by
     * world 0,4,8,12 (evens) and 1,5,9,13 (odds).
     */
    @Test
    void oddEvenSplit_vcVcrt() throws Exception {
        long address = 480 * 16;                 /* VCs of WORLD */
        long mapping = (16 + 8 * 16) + (16 + 8 * 1) /* WORLD + SELF VCRTs */
                + (16 + 8 * 8);                  /* own split comm: new VCRT (not a prefix) */
        long nodeTables = 8 * 16 + 8 + 8 * 8;    /* WORLD + SELF + split comm */
        long worldNodeComm = 16 + 8 * 4, worldRoots = 16 + 8 * 4;
        long splitNodeComm = 16 + 8 * 2, splitRoots = 16 + 8 * 4;
        Cls r0 = cls("rank 0", 0, r(0), bytes(address, mapping, 0, 0,
                worldRoots                       /* WORLD roots (node_comm shared) */
                        + splitRoots,            /* evens roots (node_comm [0,1] shared) */
                nodeTables));
        Cls r1 = cls("rank 1", 0, r(1), bytes(address, mapping, 0, 0,
                splitRoots,                      /* odds roots; both node_comms shared */
                nodeTables));
        Cls r23 = cls("ranks 2,3", 0, r(2, 3), bytes(address, mapping, 0, 0,
                0,                               /* only shared node_comms */
                nodeTables));
        Cls r4 = cls("ranks 4,8,12", 0, r(4, 8, 12), bytes(address, mapping, 0, 0,
                worldNodeComm + worldRoots       /* WORLD node_comm + node_roots */
                        + splitNodeComm + splitRoots, /* evens node_comm [2k,2k+1] + node_roots */
                nodeTables));
        Cls r5 = cls("ranks 5,9,13", 0, r(5, 9, 13), bytes(address, mapping, 0, 0,
                worldNodeComm                    /* WORLD node_comm */
                        + splitNodeComm + splitRoots, /* odds node_comm + node_roots */
                nodeTables));
        Cls r67 = cls("ranks 6,7,10,11,14,15", 0, r(6, 7, 10, 11, 14, 15), bytes(address, mapping, 0, 0,
                worldNodeComm + splitNodeComm,   /* WORLD and split node_comms */
                nodeTables));
        // totals: r0 8224, r1 8176, r23 8128, r4 8304, r5 8256, r67 8208
        double mean = (8224 + 8176 + 2 * 8128 + 3 * 8304 + 3 * 8256 + 6 * 8208) / 16.0; // = 8224
        verify("odd-even-split.trace", Models.VC_VCRT, List.of(r0, r1, r23, r4, r5, r67), r4, r23, 16, mean);
    }

    @Test
    void oddEvenSplit_avRankmap() throws Exception {
        long address = 8 + 12 * 16;              /* AV table of WORLD */
        long mapping = INTRA + INTRA                   /* WORLD + SELF */
                + INTRA;                            /* split comm: stride 2 of DIRECT -> STRIDE, no table */
        long nodeTables = 8 * 16 + 8 + 8 * 8;    /* WORLD + SELF + split comm */
        Cls worldAndSplitRoots = cls("ranks 0,4,8,12", 0, r(0, 4, 8, 12), bytes(address, mapping, 0, 0,
                INTRA + INTRA                          /* WORLD node_comm + node_roots */
                        + INTRA + INTRA,               /* evens node_comm (offset of STRIDE) + node_roots (stride1 of STRIDE) */
                nodeTables));
        Cls splitRoots = cls("ranks 1,5,9,13", 0, r(1, 5, 9, 13), bytes(address, mapping, 0, 0,
                INTRA                               /* WORLD node_comm */
                        + INTRA + INTRA,               /* odds node_comm + node_roots */
                nodeTables));
        Cls others = cls("ranks 2,3,6,7,...", 0, r(2, 3, 6, 7, 10, 11, 14, 15), bytes(address, mapping, 0, 0,
                INTRA + INTRA,                         /* WORLD node_comm + split node_comm */
                nodeTables));
        double mean = (4 * worldAndSplitRoots.total() + 4 * splitRoots.total() + 8 * others.total()) / 16.0;
        verify("odd-even-split.trace", Models.AV_RANKMAP, List.of(worldAndSplitRoots, splitRoots, others),
                worldAndSplitRoots, others, 16, mean);
    }

    // ---------------------------------------------------------------- grid-row-col

    /*
     * grid-row-col: rows [4k..4k+3] (node-local), columns [c,c+4,c+8,c+12] (one member per node).
     * Row 0 is an identity prefix of WORLD (shares its VCRT). A row's node_comm is comm ranks 0..3
     * and its node_roots_comm is [0]: both identity prefixes (VC: shared, 0). Columns: every node
     * holds exactly one member, so no internal comms.
     */
    @Test
    void gridRowCol_vcVcrt() throws Exception {
        long address = 480 * 16;                 /* VCs of WORLD */
        long base = (16 + 8 * 16) + (16 + 8 * 1); /* WORLD + SELF VCRTs */
        long col = 16 + 8 * 4;                   /* column VCRT */
        long nodeTables = 8 * 16 + 8 + 8 * 4 + 8 * 4; /* WORLD + SELF + row + column */
        long worldNodeComm = 16 + 8 * 4, worldRoots = 16 + 8 * 4;
        Cls r0 = cls("rank 0", 0, r(0), bytes(address,
                base + 0 /* row 0 shares WORLD's VCRT */ + col,
                0, 0, worldRoots /* WORLD node_roots; row internals shared */, nodeTables));
        Cls r123 = cls("ranks 1..3", 0, r(1, 2, 3), bytes(address,
                base + 0 /* row 0 shares */ + col, 0, 0, 0, nodeTables));
        Cls roots = cls("ranks 4,8,12", 0, r(4, 8, 12), bytes(address,
                base + (16 + 8 * 4) /* row VCRT */ + col,
                0, 0, worldNodeComm + worldRoots /* WORLD; row internals shared */, nodeTables));
        Cls others = cls("ranks 5-7,9-11,13-15", 0, r(5, 6, 7, 9, 10, 11, 13, 14, 15), bytes(address,
                base + (16 + 8 * 4) /* row VCRT */ + col,
                0, 0, worldNodeComm, nodeTables));
        // totals: r0 8144, r123 8096, roots 8240, others 8192
        double mean = (8144 + 3 * 8096 + 3 * 8240 + 9 * 8192) / 16.0; // = 8180
        verify("grid-row-col.trace", Models.VC_VCRT, List.of(r0, r123, roots, others), roots, r123, 16, mean);
    }

    @Test
    void gridRowCol_avRankmap() throws Exception {
        long address = 8 + 12 * 16;              /* AV table of WORLD */
        long mapping = INTRA + INTRA                   /* WORLD + SELF */
                + INTRA                             /* row: offset of DIRECT */
                + INTRA;                            /* column: stride 4 of DIRECT */
        long nodeTables = 8 * 16 + 8 + 8 * 4 + 8 * 4; /* WORLD + SELF + row + column */
        Cls roots = cls("ranks 0,4,8,12", 0, r(0, 4, 8, 12), bytes(address, mapping, 0, 0,
                INTRA + INTRA                          /* WORLD node_comm + node_roots */
                        + INTRA + INTRA,               /* row node_comm + node_roots [0] */
                nodeTables));
        Cls others = cls("non-roots", 0, r(1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15), bytes(address, mapping, 0, 0,
                INTRA + INTRA,                         /* WORLD node_comm + row node_comm */
                nodeTables));
        double mean = (4 * roots.total() + 12 * others.total()) / 16.0;
        verify("grid-row-col.trace", Models.AV_RANKMAP, List.of(roots, others), roots, others, 16, mean);
    }

    // ---------------------------------------------------------------- reversed-split

    /*
     * reversed-split: comm 1 = [15,14,..,0]; comm rank i = world 15-i. Node 3 = comm ranks 0..3
     * (identity prefix), node 2 = 4..7, node 1 = 8..11, node 0 = 12..15. node_roots_comm =
     * comm ranks [0,4,8,12] = world 15,11,7,3.
     */
    @Test
    void reversedSplit_vcVcrt() throws Exception {
        long address = 480 * 16;                 /* VCs of WORLD */
        long mapping = (16 + 8 * 16) + (16 + 8 * 1) /* WORLD + SELF */
                + (16 + 8 * 16);                 /* reversed comm: new VCRT */
        long nodeTables = 8 * 16 + 8 + 8 * 16;   /* WORLD + SELF + reversed comm */
        long nc = 16 + 8 * 4, roots = 16 + 8 * 4; // node_comm / node_roots VCRTs (both comms)
        Cls c0 = cls("ranks 0,3", 0, r(0, 3), bytes(address, mapping, 0, 0,
                0 + 0                            /* rank 0: WORLD node_comm shared; reversed node_comm (12..15) */
                        + roots + nc,            /* ...: WORLD roots (0) or reversed roots (3); + reversed node_comm */
                nodeTables));
        Cls c1 = cls("ranks 1,2", 0, r(1, 2), bytes(address, mapping, 0, 0,
                0 /* WORLD node_comm shared */ + nc /* reversed node_comm comm ranks 12..15 */, nodeTables));
        Cls c4 = cls("ranks 4,7,8,11", 0, r(4, 7, 8, 11), bytes(address, mapping, 0, 0,
                nc + nc                          /* WORLD and reversed node_comms */
                        + roots,                 /* WORLD roots (4,8) or reversed roots (7,11) */
                nodeTables));
        Cls c5 = cls("ranks 5,6,9,10", 0, r(5, 6, 9, 10), bytes(address, mapping, 0, 0,
                nc + nc,                         /* WORLD and reversed node_comms */
                nodeTables));
        Cls c12 = cls("ranks 12,15", 0, r(12, 15), bytes(address, mapping, 0, 0,
                nc + 0                           /* WORLD node_comm; reversed node_comm 0..3 shared */
                        + roots,                 /* WORLD roots (12) or reversed roots (15) */
                nodeTables));
        Cls c13 = cls("ranks 13,14", 0, r(13, 14), bytes(address, mapping, 0, 0,
                nc + 0,                          /* WORLD node_comm; reversed node_comm shared */
                nodeTables));
        // base (ADDRESS+MAPPING+NODE_TABLES) = 8256; totals: c0 8352, c1 8304, c4 8400, c5 8352, c12 8352, c13 8304
        double mean = (2 * 8352 + 2 * 8304 + 4 * 8400 + 4 * 8352 + 2 * 8352 + 2 * 8304) / 16.0; // = 8352
        verify("reversed-split.trace", Models.VC_VCRT, List.of(c0, c1, c4, c5, c12, c13), c4, c1, 16, mean);
    }

    // Category.INTERNAL holds everything an internal communicator owns, its tables included (README).
    @Test
    void reversedSplit_avRankmap() throws Exception {
        long address = 8 + 12 * 16;              /* AV table of WORLD */
        long mapping = INTRA + INTRA                   /* WORLD + SELF */
                + INTRA;                            /* reversed comm descriptor */
        long lut = 8 + 4 * 16;                   /* reversed comm: descending -> irregular -> LUT */
        long nodeTables = 8 * 16 + 8 + 8 * 16;   /* WORLD + SELF + reversed comm */
        // reversed node_comm: offset child of a LUT parent -> shares the parent's LUT: descriptors only.
        // reversed node_roots [0,4,8,12]: stride child of a LUT parent -> new LUT 8+4*4, contents
        // world [15,11,7,3] are descending -> stays a LUT.
        Cls worldRoots = cls("ranks 0,4,8,12", 0, r(0, 4, 8, 12), bytes(address, mapping, lut, 0,
                INTRA + INTRA                          /* WORLD node_comm + node_roots */
                        + INTRA,                    /* reversed node_comm */
                nodeTables));
        Cls revRoots = cls("ranks 3,7,11,15", 0, r(3, 7, 11, 15), bytes(address, mapping,
                lut,                             /* reversed comm LUT */
                0,
                INTRA                               /* WORLD node_comm */
                        + INTRA + INTRA                /* reversed node_comm + node_roots descriptors */
                        + (8 + 4 * 4),           /* reversed node_roots' own LUT, internal */
                nodeTables));
        Cls others = cls("ranks 1,2,5,6,9,10,13,14", 0, r(1, 2, 5, 6, 9, 10, 13, 14), bytes(address, mapping, lut, 0,
                INTRA + INTRA,                         /* WORLD + reversed node_comms */
                nodeTables));
        double mean = (4 * worldRoots.total() + 4 * revRoots.total() + 8 * others.total()) / 16.0;
        verify("reversed-split.trace", Models.AV_RANKMAP, List.of(worldRoots, revRoots, others), revRoots, others, 16, mean);
    }

    /** The part of reversedSplit_avRankmap not in dispute: per-process totals (LUT + INTERNAL together). */
    @Test
    void reversedSplit_avRankmap_totals() throws Exception {
        Trace trace = TraceReader.read(EXAMPLES.resolve("reversed-split.trace"));
        Ledger ledger = new Ledger();
        MpichModel m = new MpichModel(Models.AV_RANKMAP.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, ledger, false);
        m.start(trace.world());
        for (TraceEvent e : trace.events()) m.apply(e);
        long common = (8 + 12 * 16)              /* AV table of WORLD */
                + (INTRA + INTRA + INTRA)                 /* WORLD + SELF + reversed descriptors */
                + (8 + 4 * 16)                   /* reversed comm LUT */
                + (8 * 16 + 8 + 8 * 16)          /* node tables: WORLD + SELF + reversed */
                + INTRA + INTRA;                       /* node_comm of WORLD + of reversed (shares the LUT) */
        for (int rank = 0; rank < 16; rank++) {
            long expected = common
                    + (rank % 4 == 0 ? INTRA : 0)   /* WORLD node_roots descriptor (ranks 0,4,8,12) */
                    + (rank % 4 == 3 ? INTRA + (8 + 4 * 4) : 0); /* reversed node_roots: descriptor + new LUT (3,7,11,15) */
            assertEquals(expected, ledger.total(0, rank), "total of rank " + rank);
            assertEquals(8 + 12 * 16, ledger.bytes(0, rank, Category.ADDRESS));
            assertEquals(INTRA + INTRA + INTRA, ledger.bytes(0, rank, Category.MAPPING));
            assertEquals(8 * 16 + 8 + 8 * 16, ledger.bytes(0, rank, Category.NODE_TABLES));
            assertEquals(0, ledger.bytes(0, rank, Category.MLUT));
        }
        ModelResult mr = new Replayer(SizeProfiles.PAPER_2017).replay(trace, Models.AV_RANKMAP.create(SizeProfiles.PAPER_2017));
        long common2 = (8 + 12 * 16) + 3 * INTRA + (8 + 4 * 16) + (8 * 16 + 8 + 8 * 16) + 2 * INTRA;
        assertEquals(common2 + INTRA + (8 + 4 * 4), mr.end().max().total());
        assertEquals(common2, mr.end().min().total());
        assertEquals(common2 + (4 * INTRA + 4 * (INTRA + 8 + 4 * 4)) / 16.0, mr.end().meanTotal(), 1e-9);
    }

    // ---------------------------------------------------------------- intercomm-merge

    /*
     * intercomm-merge: comm 1 = [0..7], comm 2 = [8..15], comm 3 = intercomm (freed at the end,
     * with its local_comm), comm 4 = merge [0..15]. Each half lies on two nodes: node_comms
     * = comm ranks [0..3] (prefix) and [4..7]; node_roots = [0,4] held by world 0,4 / 8,12.
     */
    @Test
    void intercommMerge_vcVcrt() throws Exception {
        long address = 480 * 16;                 /* VCs of WORLD */
        long base = (16 + 8 * 16) + (16 + 8 * 1); /* WORLD + SELF VCRTs */
        long merged = 16 + 8 * 16;               /* merged comm: new VCRT */
        long nodeTables = 8 * 16 + 8             /* WORLD + SELF */
                + 8 * 8                          /* own half */
                + 8 * 16;                        /* merged comm (intercomm and local_comm freed) */
        long nc = 16 + 8 * 4;                    /* node_comm VCRT for a non-prefix node */
        long roots16 = 16 + 8 * 4;               /* node_roots [0,4,8,12] of a 16-member comm */
        long roots8 = 16 + 8 * 2;                /* node_roots [0,4] of a half */
        long lowMap = base + 0 /* [0..7] is an identity prefix of WORLD */ + merged;
        long highMap = base + (16 + 8 * 8) /* [8..15] new VCRT */ + merged;
        Cls r0 = cls("rank 0", 0, r(0), bytes(address, lowMap, 0, 0,
                roots16 + roots8 + roots16,      /* node_roots of WORLD, low half, merged; node_comms shared */
                nodeTables));
        Cls r1 = cls("ranks 1..3", 0, r(1, 2, 3), bytes(address, lowMap, 0, 0,
                0,                               /* all node_comms are prefixes 0..3 */
                nodeTables));
        Cls r4 = cls("rank 4", 0, r(4), bytes(address, lowMap, 0, 0,
                (nc + roots16) + (nc + roots8) + (nc + roots16), /* WORLD, low half, merged */
                nodeTables));
        Cls r5 = cls("ranks 5..7", 0, r(5, 6, 7), bytes(address, lowMap, 0, 0,
                nc + nc + nc,                    /* node_comms of WORLD, low half, merged */
                nodeTables));
        Cls r8 = cls("rank 8", 0, r(8), bytes(address, highMap, 0, 0,
                (nc + roots16) + (0 + roots8) + (nc + roots16), /* WORLD, high half (node_comm 0..3 shared), merged */
                nodeTables));
        Cls r9 = cls("ranks 9..11", 0, r(9, 10, 11), bytes(address, highMap, 0, 0,
                nc + 0 + nc,                     /* WORLD, high half (shared), merged */
                nodeTables));
        Cls r12 = cls("rank 12", 0, r(12), bytes(address, highMap, 0, 0,
                (nc + roots16) + (nc + roots8) + (nc + roots16),
                nodeTables));
        Cls r13 = cls("ranks 13..15", 0, r(13, 14, 15), bytes(address, highMap, 0, 0,
                nc + nc + nc, nodeTables));
        // low base 8320, high base 8400; totals: r0 8448, r1 8320, r4 8592, r5 8464, r8 8624, r9 8496, r12 8672, r13 8544
        double mean = (8448 + 3 * 8320 + 8592 + 3 * 8464 + 8624 + 3 * 8496 + 8672 + 3 * 8544) / 16.0; // = 8488
        verify("intercomm-merge.trace", Models.VC_VCRT, List.of(r0, r1, r4, r5, r8, r9, r12, r13), r12, r1, 16, mean);
    }

    @Test
    void intercommMerge_avRankmap() throws Exception {
        long address = 8 + 12 * 16;              /* AV table of WORLD */
        long mapping = INTRA + INTRA                   /* WORLD + SELF */
                + INTRA                             /* own half: offset of DIRECT */
                + INTRA;                            /* merged: one group, regular */
        long nodeTables = 8 * 16 + 8 + 8 * 8 + 8 * 16; /* WORLD + SELF + half + merged */
        Cls roots = cls("ranks 0,4,8,12", 0, r(0, 4, 8, 12), bytes(address, mapping, 0, 0,
                (INTRA + INTRA) + (INTRA + INTRA) + (INTRA + INTRA), /* node_comm + node_roots of WORLD, half, merged */
                nodeTables));
        Cls others = cls("non-roots", 0, r(1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15), bytes(address, mapping, 0, 0,
                INTRA + INTRA + INTRA,                    /* node_comms of WORLD, half, merged */
                nodeTables));
        double mean = (4 * roots.total() + 12 * others.total()) / 16.0;
        verify("intercomm-merge.trace", Models.AV_RANKMAP, List.of(roots, others), roots, others, 16, mean);
    }

    // ---------------------------------------------------------------- spawn-merge

    /*
     * spawn-merge: group 0 = 16 parents (4 nodes), group 1 = 4 children on one node of their own.
     * comm 2 = spawn intercomm (parents local 0:16, remote 1/0:4), comm 3 = merge of 20 processes
     * across two groups, comm 4 = split of comm 3 reordered (children first). Comms 3 and 4 span
     * two groups: no internal comms in ch3 (2016 ch4: see spawnMerge_avRankmap). Children's WORLD / local_comm: one node, node_comm 0..3 and
     * node_roots [0] are identity prefixes.
     */
    @Test
    void spawnMerge_vcVcrt() throws Exception {
        long address = 480 * 16 + 480 * 4;      /* VCs of own group + other group (after the spawn) */
        long nc = 16 + 8 * 4, roots = 16 + 8 * 4;
        long parentMap = (16 + 8 * 16) + (16 + 8 * 1) /* WORLD + SELF */
                + (16 + 8 * 4)                   /* intercomm remote group (4 children) VCRT */
                + 0                              /* intercomm local group shares WORLD */
                + (16 + 8 * 20)                  /* merged comm VCRT */
                + (16 + 8 * 20);                 /* reordered split VCRT */
        long parentNt = 8 * 16 + 8               /* WORLD + SELF */
                + 8 * 16;                        /* intercomm local_comm (built for the merge); merged + split span
                                                    two groups: ch3 has no node ids for the other (mpid_vc.c:628) */
        long childMap = (16 + 8 * 4) + (16 + 8 * 1) /* child WORLD + SELF */
                + (16 + 8 * 16)                  /* intercomm remote group (16 parents) VCRT */
                + 0                              /* local group shares child WORLD */
                + (16 + 8 * 20) + (16 + 8 * 20); /* merged + split */
        long childNt = 8 * 4 + 8 + 8 * 4;    /* WORLD + SELF + local_comm; none for merged + split */
        Cls p0 = cls("parent rank 0", 0, r(0), bytes(address, parentMap, 0, 0,
                roots + roots,                   /* node_roots of WORLD and local_comm (node_comms shared) */
                parentNt));
        Cls p1 = cls("parent ranks 1..3", 0, r(1, 2, 3), bytes(address, parentMap, 0, 0, 0, parentNt));
        Cls p4 = cls("parent ranks 4,8,12", 0, r(4, 8, 12), bytes(address, parentMap, 0, 0,
                (nc + roots) + (nc + roots),     /* WORLD, local_comm */
                parentNt));
        Cls p5 = cls("parent non-roots of nodes 1..3", 0, r(5, 6, 7, 9, 10, 11, 13, 14, 15), bytes(address, parentMap, 0, 0,
                nc + nc, parentNt));
        Cls child = cls("children", 1, r(0, 1, 2, 3), bytes(address, childMap, 0, 0,
                0,                               /* all internals are identity prefixes */
                childNt));
        // totals: p0 10528, p1 10432, p4 10624, p5 10528, child 10240
        double mean = (10528 + 3 * 10432 + 3 * 10624 + 9 * 10528 + 4 * 10240) / 20.0; // = 10470.4
        verify("spawn-merge.trace", Models.VC_VCRT, List.of(p0, p1, p4, p5, child), p4, child, 20, mean);
    }

    /*
     * 2016 ch4 splits comms 3 and 4 on node ids as numbers (each group's own: parents r/4, children
     * 0), so node 0 holds parents 0..3 and the 4 children. Comm 3 (parents first): node 0's
     * node_comm takes positions 0..3,16..19 of the merged MLUT, two groups, a new MLUT of 8; nodes
     * 1..3 are contiguous pieces that share it; node_roots (parents 0,4,8,12) is one group, a
     * stride. Comm 4 (children first): every node_comm is a contiguous piece (shared table);
     * node_roots = children 0, parents 4, 8, 12 (positions 0,8,12,16): a new MLUT of 4.
     */
    @Test
    void spawnMerge_avRankmap() throws Exception {
        long address = (8 + 12 * 16) + (8 + 12 * 4); /* AV tables of both groups */
        long mapping = INTRA + INTRA                   /* own WORLD + SELF */
                + 40 + 40                        /* intercomm remote (regular) + local descriptors */
                + INTRA + INTRA;                       /* merged + split descriptors */
        long mlut = (8 + 8 * 20)                 /* merged comm: two groups -> MLUT */
                + (8 + 8 * 20);                  /* split of it: two groups -> MLUT */
        long parentNt = 8 * 16 + 8 + 8 * 16 + 8 * 20 + 8 * 20; /* WORLD + SELF + local_comm + merged + split */
        long childNt = 8 * 4 + 8 + 8 * 4 + 8 * 20 + 8 * 20;
        long internalRoot = (INTRA + INTRA)            /* own WORLD node_comm + node_roots */
                + INTRA                             /* intercomm local_comm descriptor */
                + (INTRA + INTRA);                     /* local_comm node_comm + node_roots */
        long internalOther = INTRA + INTRA + INTRA;       /* WORLD node_comm + local_comm + its node_comm */
        long node0 = INTRA + (8 + 8 * 8), shared = INTRA, roots3 = INTRA, roots4 = INTRA + (8 + 8 * 4);
        Cls p0 = cls("parent rank 0", 0, r(0), bytes(address, mapping, 0, mlut,
                internalRoot + node0 + roots3 + shared, parentNt));
        Cls pRoots = cls("parent ranks 4,8,12", 0, r(4, 8, 12), bytes(address, mapping, 0, mlut,
                internalRoot + shared + roots3 + shared + roots4, parentNt));
        Cls pNode0 = cls("parent ranks 1..3", 0, r(1, 2, 3), bytes(address, mapping, 0, mlut,
                internalOther + node0 + shared, parentNt));
        Cls pOthers = cls("parent non-roots of nodes 1..3", 0, r(5, 6, 7, 9, 10, 11, 13, 14, 15),
                bytes(address, mapping, 0, mlut, internalOther + shared + shared, parentNt));
        Cls c0 = cls("child rank 0", 1, r(0), bytes(address, mapping, 0, mlut, internalRoot + node0 + shared + roots4, childNt));
        Cls cOthers = cls("child ranks 1..3", 1, r(1, 2, 3), bytes(address, mapping, 0, mlut, internalOther + node0 + shared, childNt));
        double mean = (p0.total() + 3 * pRoots.total() + 3 * pNode0.total() + 9 * pOthers.total() + c0.total() + 3 * cOthers.total()) / 20.0;
        verify("spawn-merge.trace", Models.AV_RANKMAP, List.of(p0, pRoots, pNode0, pOthers, c0, cOthers), pRoots, cOthers, 20, mean);
    }

    // ---------------------------------------------------------------- cart-create

    /*
     * cart-create: comm 1 = Cart_create of WORLD without reorder (a dup: shares WORLD's VCRT),
     * comms 2..5 = Cart_sub rows [4k..4k+3] of comm 1; row 0 is an identity prefix of comm 1.
     */
    @Test
    void cartCreate_vcVcrt() throws Exception {
        long address = 480 * 16;                 /* VCs of WORLD */
        long base = (16 + 8 * 16) + (16 + 8 * 1) + 0; /* WORLD + SELF VCRTs; cart shares WORLD's */
        long nodeTables = 8 * 16 + 8 + 8 * 16 + 8 * 4; /* WORLD + SELF + cart + row */
        long nc = 16 + 8 * 4, roots = 16 + 8 * 4;
        Cls r0 = cls("rank 0", 0, r(0), bytes(address, base + 0 /* row 0 shares */, 0, 0,
                roots + roots,                   /* node_roots of WORLD and cart; row internals shared */
                nodeTables));
        Cls r1 = cls("ranks 1..3", 0, r(1, 2, 3), bytes(address, base, 0, 0, 0, nodeTables));
        Cls r4 = cls("ranks 4,8,12", 0, r(4, 8, 12), bytes(address, base + (16 + 8 * 4) /* row VCRT */, 0, 0,
                (nc + roots) + (nc + roots),     /* WORLD, cart */
                nodeTables));
        Cls r5 = cls("others", 0, r(5, 6, 7, 9, 10, 11, 13, 14, 15), bytes(address, base + (16 + 8 * 4), 0, 0,
                nc + nc, nodeTables));
        // totals: r0 8240, r1 8144, r4 8384, r5 8288
        double mean = (8240 + 3 * 8144 + 3 * 8384 + 9 * 8288) / 16.0; // = 8276
        verify("cart-create.trace", Models.VC_VCRT, List.of(r0, r1, r4, r5), r4, r1, 16, mean);
    }

    @Test
    void cartCreate_avRankmap() throws Exception {
        long address = 8 + 12 * 16;              /* AV table of WORLD */
        long mapping = INTRA + INTRA + INTRA + INTRA;        /* WORLD + SELF + cart + row descriptors */
        long nodeTables = 8 * 16 + 8 + 8 * 16 + 8 * 4; /* WORLD + SELF + cart + row */
        Cls roots = cls("ranks 0,4,8,12", 0, r(0, 4, 8, 12), bytes(address, mapping, 0, 0,
                (INTRA + INTRA) * 3,                   /* node_comm + node_roots of WORLD, cart, row */
                nodeTables));
        Cls others = cls("non-roots", 0, r(1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15), bytes(address, mapping, 0, 0,
                INTRA * 3,                          /* node_comms of WORLD, cart, row */
                nodeTables));
        double mean = (4 * roots.total() + 12 * others.total()) / 16.0;
        verify("cart-create.trace", Models.AV_RANKMAP, List.of(roots, others), roots, others, 16, mean);
    }
}
