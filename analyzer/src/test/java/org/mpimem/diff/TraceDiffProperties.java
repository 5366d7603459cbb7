package org.mpimem.diff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.mpimem.model.ModelMatrix;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * The merge writes one call's communicators and frees in an order of its own and numbers them as
 * it meets them: trace diff finds a trace equal to itself with one call's records shuffled and
 * its ids renumbered, and never equal once one communicator of the call lost a member.
 */
class TraceDiffProperties {
    private static final Replayer REPLAYER = new Replayer(SizeProfiles.defaultProfile());

    /** P = rows x cols, ppn 4: a dup of WORLD, a split into rows (in {@code order}, ids from {@code base}), their frees in {@code frees}. */
    static Trace grid(int rows, int cols, List<Integer> order, List<Integer> frees, int base, boolean cut) throws Exception {
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + rows * cols + " nodes=block:4\n");
        b.append("comm id=1 call=MPI_Comm_dup parent=0 members=0:").append(rows * cols).append(" site=main@a.c:5\n");
        for (int k = 0; k < rows; k++) {
            int r = order.get(k);
            int count = cut && r == rows - 1 ? cols - 1 : cols;
            b.append("comm id=").append(base + r).append(" call=MPI_Comm_split parent=1 members=").append(r * cols).append(':').append(count)
                    .append(" color=").append(r).append(" site=main@a.c:10\n");
        }
        for (int r : frees) b.append("free id=").append(base + r).append(" call=MPI_Comm_free\n");
        return TraceReader.read("grid", new StringReader(b.append("end comms=").append(rows + 1).append(" frees=").append(rows).append(" groups=0\n").toString()));
    }

    @Property(tries = 60)
    void oneCallsOrderAndIdsChangeNothing(@ForAll long seed) throws Exception {
        Random r = new Random(seed);
        int rows = 2 + r.nextInt(6), cols = 1 + r.nextInt(6);
        List<Integer> in = new ArrayList<>(), order = new ArrayList<>(), frees = new ArrayList<>();
        for (int i = 0; i < rows; i++) in.add(i);
        order.addAll(in);
        frees.addAll(in);
        Collections.shuffle(order, r);
        Collections.shuffle(frees, r);
        var models = ModelMatrix.select(List.of("vc-vcrt", "av-rankmap", "openmpi-4.1-ob1"), SizeProfiles.defaultProfile());
        Trace a = grid(rows, cols, in, in, 2, false);
        TraceDiff same = TraceDiff.of(a, grid(rows, cols, order, frees, 2 + r.nextInt(50), false), REPLAYER, models);
        assertTrue(same.equal(), same.toString());
        if (cols > 1) assertFalse(TraceDiff.of(a, grid(rows, cols, order, frees, 2, true), REPLAYER, models).equal());
    }
}
