package org.mpimem.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.PrintStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A quick calibration (worlds 2..6, sweep over parents of 4..6 ranks) under Debian's real MPIs.
 * Asserted only where the library is deterministic: every fit below is exact on this machine.
 */
class QuickCalibrationMpiTest {
    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    private static Map<String, Row> rows(Launcher mpi, Predictor model, Path dir) throws Exception {
        List<Sample> s = Calibration.measure(mpi, 6, dir, QUIET);
        return Row.of(s, model).stream().collect(Collectors.toMap(Row::pattern, Function.identity()));
    }

    private static long slope(Row r) {
        assertEquals(1, r.measured().b().den(), r.pattern() + ": slope not an integer: " + r.measured());
        return r.measured().b().num();
    }

    @Test
    void mpichSlopesEqualTheModels(@TempDir Path dir) throws Exception {
        Predictor model = Predictors.byName(Predictors.defaultName("mpich"));
        assertNotNull(model);
        Map<String, Row> rows = rows(Launcher.MPICH, model, dir);
        for (String p : List.of("dup-world", "dup", "odd-even", "block", "reversed", "group+create-group", "create-group", "cart-create",
                "cart-sub", "intercomm-merge"))
            assertEquals(rows.get(p).model().b(), rows.get(p).measured().b(), p + ": measured vs model slope");
        // MPICH 4.0.2 allocates no per-rank table for a dup of WORLD: only the two 4 B node tables
        assertEquals(8, slope(rows.get("dup-world")));
        // MPI_Comm_create_group's communicator keeps the caller's group as local_group (MPIR_Comm_create_group_impl):
        // 16 B per rank of MPII_Group_pmap_t {uint64_t lpid; int next_lpid}, beside the 12 B of its rank map's lut
        assertEquals(28, slope(rows.get("group+create-group")));
        // the call alone, its group made before the window: the lut (4 B) and the node tables (8 B)
        assertEquals(12, slope(rows.get("create-group")));
        // each row is the call its name says: cart_create 8 B per rank of the grid, cart_sub 8 B per rank of the column
        assertEquals(8, slope(rows.get("cart-create")));
        assertEquals(8, slope(rows.get("cart-sub")));
    }

    @Test
    void openMpiSlopesEqualTheOb1ModelsAndWhatTheSourcesSay(@TempDir Path dir) throws Exception {
        Predictor model = Predictors.byName(Predictors.defaultName("openmpi"));
        assertNotNull(model, "the Open MPI 4.1.4 pml/ob1 model resolves by name");
        Map<String, Row> rows = rows(Launcher.OPENMPI, model, dir);
        for (String p : List.of("dup-world", "dup", "odd-even", "block", "reversed", "group+create-group", "create-group", "cart-create"))
            assertEquals(rows.get(p).model().b(), rows.get(p).measured().b(), p + ": measured vs model slope");
        // dup shares the parent's group; pml/ob1 gives every communicator an 8 B-per-rank peer array
        for (String p : List.of("dup-world", "dup")) assertEquals(8, slope(rows.get(p)), p);
        // split and create_group: a new dense group (8 B per rank) plus ob1's peer array
        for (String p : List.of("odd-even", "block", "reversed", "group+create-group", "cart-create")) assertEquals(16, slope(rows.get(p)), p);
        // create_group with the caller's group made before the window: the group is retained, not copied; ob1's array only
        assertEquals(8, slope(rows.get("create-group")));
    }
}
