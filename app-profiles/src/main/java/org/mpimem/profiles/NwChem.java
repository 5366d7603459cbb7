package org.mpimem.profiles;

import org.mpimem.trace.InputException;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;

import java.util.List;

/**
 * NWChem over Global Arrays / ARMCI-MPI, in the order the library stack creates communicators:
 * ARMCI's dup of WORLD; one RMA window per GA memory region (×ppn under Casper); the ScaLAPACK
 * (BLACS) process grid, row-major, split into rows (consecutive ranks: offset) and columns
 * (stride npcol) without reordering; and GA processor groups built noncollectively
 * ({@link GroupCollective}), whose temporary intercommunicators are freed.
 */
final class NwChem implements AppProfile {
    public String name() {
        return "nwchem";
    }

    public String description() {
        return "quantum chemistry (GA/ARMCI-MPI + ScaLAPACK): RMA windows, row/column splits, noncollective group creation";
    }

    public String source() {
        return "Guo et al. 2017 §III (row/column MPI_Comm_split without reordering; 3-4 RMA windows, x cores per node "
                + "with Casper: 64 on BG/Q at 16 per node; intercommunicators only to create intracommunicators "
                + "noncollectively) and Dinan et al. 2011 Algorithm 1; ARMCI-MPI's ARMCI_Init dups MPI_COMM_WORLD; "
                + "BLACS grids are row-major (rank = row*npcol + col)";
    }

    public List<Param> parameters() {
        return List.of(Param.of("windows", 4, "RMA windows NWChem creates (the paper: three to four)"),
                Param.of("casper", false, "Casper asynchronous progress: every window is created once per core of a node (x ppn)"),
                Param.of("nprow", 0, "rows of the ScaLAPACK grid (0: the largest divisor of procs <= sqrt(procs))"),
                Param.of("pgroups", 1, "GA processor groups created noncollectively (consecutive ranks from 0)"),
                Param.of("pgroup-size", 64, "processes per processor group (capped at procs/pgroups)"));
    }

    public Trace generate(int procs, int ppn, Params p) {
        Trace.Builder b = AppProfiles.builder(this, procs, ppn, p);
        Members world = Members.range(0, 0, procs);
        int armci = b.intra(MpiCall.COMM_DUP, world, Trace.WORLD);
        int windows = p.integer("windows", 0) * (p.flag("casper") ? ppn : 1);
        for (int i = 0; i < windows; i++) b.intra(MpiCall.WIN_ALLOCATE, world, armci);
        grid(b, procs, p.integer("nprow", 0));
        int groups = p.integer("pgroups", 0);
        if (groups > 0) {
            if (groups > procs) throw new InputException("nwchem: pgroups=" + groups + " exceeds procs=" + procs);
            int size = Math.min(p.integer("pgroup-size", 1), procs / groups);
            for (int g = 0; g < groups; g++) GroupCollective.create(b, armci, g * size, size);
        }
        return b.build();
    }

    /** BLACS_GRIDINIT 'Row': MPI_Comm_create of the grid's processes, then row and column splits of it. */
    private static void grid(Trace.Builder b, int procs, int nprow) {
        if (nprow == 0) nprow = squarestDivisor(procs);
        if (nprow > procs) throw new InputException("nwchem: nprow=" + nprow + " exceeds procs=" + procs);
        int npcol = procs / nprow;
        ScaleLimits.communicators("nwchem", procs, 1L + nprow + npcol); // a prime procs gives a 1 x procs grid: procs column communicators
        int grid = b.intra(MpiCall.COMM_CREATE, Members.range(0, 0, nprow * npcol), Trace.WORLD);
        for (int row = 0; row < nprow; row++) Records.split(b, grid, Members.range(0, row * npcol, npcol), row, "col");
        for (int col = 0; col < npcol; col++) Records.split(b, grid, Members.of(new Run(0, col, nprow, npcol)), col, "row");
    }

    static int squarestDivisor(int n) {
        for (int d = (int) Math.sqrt(n); d > 1; d--) if (n % d == 0) return d;
        return 1;
    }
}
