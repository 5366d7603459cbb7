package org.mpimem.profiles;

import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;

import java.util.List;

/**
 * QBOX: its BLACS-like Context lays processes out column-major on an nrowmax × npcol grid
 * (rank = row + col·nprow) over a duplicate of the world communicator; the wave-function columns
 * (states) are then split off, each a block of nprow consecutive ranks (offset). The paper lists
 * QBOX's row/column communicators next to NWChem's and marks Dup and Offset.
 */
final class Qbox implements AppProfile {
    public String name() {
        return "qbox";
    }

    public String description() {
        return "first-principles MD: dup of WORLD for its process-grid context, column (state) splits of nprow consecutive ranks";
    }

    public String source() {
        return "Guo et al. 2017 §III ('row/column communicators are common in ... QBOX') and Table I (Dup, Offset); "
                + "public Qbox Context/SlaterDet structure: column-major nrowmax x npcol grid (nrowmax default 32)";
    }

    public List<Param> parameters() {
        return List.of(Param.of("nrowmax", 32, "rows of the process grid (Qbox's nrowmax)"));
    }

    public Trace generate(int procs, int ppn, Params p) {
        int nprow = Math.min(p.integer("nrowmax", 1), procs);
        int npcol = procs / nprow;
        ScaleLimits.communicators(name(), procs, 1L + npcol);
        Trace.Builder b = AppProfiles.builder(this, procs, ppn, p);
        int ctxt = b.intra(MpiCall.COMM_DUP, Members.range(0, 0, procs), Trace.WORLD);
        for (int col = 0; col < npcol; col++) Records.split(b, ctxt, Members.range(0, col * nprow, nprow), col, "row");
        return b.build();
    }
}
