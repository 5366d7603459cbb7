package org.mpimem.profiles;

import org.mpimem.trace.InputException;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;

import java.util.List;

/**
 * NAS FT (NPB 3.3 ft.f, setup): a np1 × np2 process grid over WORLD, me1 = rank / np2,
 * me2 = rank mod np2; {@code MPI_Comm_split(MPI_COMM_WORLD, me1, me2, commslice1)} gives rows
 * of np2 consecutive ranks, {@code MPI_Comm_split(MPI_COMM_WORLD, me2, me1, commslice2)} columns
 * of stride np2. As in NPB's setparams, the grid is 1 x P (the 1-D layout, whose columns are
 * single processes) while P fits in nz, and P/nz x nz (2-D) beyond.
 */
final class NasFt implements AppProfile {
    public String name() {
        return "ft";
    }

    public String description() {
        return "NAS FT: row (commslice1) and column (commslice2) splits of WORLD over an np1 x np2 grid";
    }

    public String source() {
        return "NPB 3.3 FT setup: me2 = mod(me, np2), me1 = me/np2; MPI_Comm_split(MPI_COMM_WORLD, me1, me2, commslice1) "
                + "and MPI_Comm_split(MPI_COMM_WORLD, me2, me1, commslice2); 1-D layout (np1 = 1) while P <= nz, else np1 = P/nz";
    }

    public List<Param> parameters() {
        return List.of(Param.of("nz", 2048, "grid points along z (class E: 2048): the largest np2"),
                Param.of("np1", 0, "rows of the process grid, overriding the layout rule (must divide procs)"));
    }

    /**
     * Table I's scale: the smallest power of 2 (NPB runs on powers of 2) above the default nz,
     * where the layout turns 2-D and the column communicators are strided; at nz or fewer
     * processes the columns are single processes and FT shows Offset only.
     */
    @Override
    public int defaultProcs() {
        return 2 * Integer.highestOneBit(Params.defaults(this).integer("nz", 1));
    }

    public Trace generate(int procs, int ppn, Params p) {
        int nz = p.integer("nz", 1), np1 = p.integer("np1", 0);
        if (np1 == 0) {
            // the layout rule, not the user, chose np1: say so, and what would work
            np1 = procs <= nz ? 1 : procs / nz;
            if (procs % np1 != 0)
                throw new InputException("ft: procs=" + procs + " does not fit NPB FT's layout: above nz=" + nz + " processes it takes np1 = procs/nz = "
                        + np1 + " rows, which must divide procs (give procs divisible by " + np1 + ", e.g. a power of 2 as NPB requires, or --param np1=N with N dividing procs)");
        } else if (procs % np1 != 0) throw new InputException("ft: np1=" + np1 + " does not divide procs=" + procs);
        int np2 = procs / np1;
        Trace.Builder b = AppProfiles.builder(this, procs, ppn, p);
        for (int me1 = 0; me1 < np1; me1++) Records.split(b, Trace.WORLD, Members.range(0, me1 * np2, np2), me1, "me2");
        for (int me2 = 0; me2 < np2; me2++) Records.split(b, Trace.WORLD, Members.of(new Run(0, me2, np1, np2)), me2, "me1");
        return b.build();
    }
}
