package org.mpimem.model;

import org.mpimem.account.Category;
import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Debian's MPICH 4.0.2 and MPICH 5 are rows of the matrix whatever --profile says, and replay
 * a trace with their own sizes. Bytes written out by hand for a reversed-key split of 16
 * processes, 4 per node, world rank 1 (on node 0, not a node root of WORLD or of the split).
 */
class ModelMatrixTest {
    private static final String REVERSED = """
            mpimem-trace 1
            world size=16 nodes=block:4
            comm id=1 call=MPI_Comm_split parent=0 members=15:16:-1 color=0 key=-rank
            end comms=1 frees=0 groups=0
            """;

    private static Ledger replay(String model) throws Exception {
        ModelSpec spec = ModelMatrix.select(List.of(model), SizeProfiles.PAPER_2017).get(0);
        Trace t = TraceReader.read("reversed", new StringReader(REVERSED));
        Ledger ledger = new Ledger();
        LibraryModel m = spec.create(ledger, ModelOptions.DEFAULT);
        m.start(t.world());
        for (TraceEvent e : t.events()) m.apply(e);
        return ledger;
    }

    @Test
    void allHasBothNewRowsUnderAnyProfile() {
        List<String> names = ModelMatrix.all(SizeProfiles.PAPER_2017).stream().map(ModelSpec::name).toList();
        assertTrue(names.contains("mpich-4.0.2-ucx") && names.contains("mpich-5"), names.toString());
    }

    @Test
    void mpich5ReversedSplitIsANegativeStrideWithoutTable() throws Exception {
        Ledger l = replay("mpich-5");
        // AV table {handle, ref_count, size} 16 + 32 B per entry
        assertEquals(16 + 32 * 16, l.bytes(0, 1, Category.ADDRESS));
        // SELF's builtin group, WORLD's group, the split's group: 48 B each, no array
        assertEquals(3 * 48, l.bytes(0, 1, Category.MAPPING));
        assertEquals(0, l.bytes(0, 1, Category.LUT));
        // node_comm of WORLD and of the split (both strided): 48 B each
        assertEquals(2 * 48, l.bytes(0, 1, Category.INTERNAL));
        // SELF (one node), WORLD and the reversed world (4 consecutive ranks per node): all balanced and
        // consecutive, so v5.0.2 frees every node table
        assertEquals(0, l.bytes(0, 1, Category.NODE_TABLES));
    }

    @Test
    void debians402ReversedSplitNeedsALut() throws Exception {
        Ledger l = replay("mpich-4.0.2-ucx");
        assertEquals(16 + 16 * 16, l.bytes(0, 1, Category.ADDRESS), "1-VCI UCX entries");
        assertEquals(8 + 4 * 16, l.bytes(0, 1, Category.LUT), "descending order: MPIR_OBJECT_HEADER + 4 B per rank");
    }
}
