package org.mpimem.classify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceFormatException;
import org.mpimem.trace.TraceReader;

/**
 * classify reads a family through the few copies that stand for the rest ({@link FamilyCopies});
 * the oracle is the same trace with its families written out copy by copy. And a trace of a few
 * hundred bytes costs seconds whatever its copy counts (it ran past 400 s on 16 million copies).
 */
class FamilyClassifyProperties {

    /** A random trace: WORLD, maybe a strided or two-run parent, a family of one- to three-run copies under it, a later dup of one copy. */
    static String randomTrace(long seed) {
        Random r = new Random(seed);
        int procs = 4 + r.nextInt(200);
        String placement = r.nextBoolean() ? "block:" + (1 + r.nextInt(Math.min(procs, 24))) : "cyclic:" + (1 + r.nextInt(Math.min(procs, 12)));
        StringBuilder b = new StringBuilder("mpimem-trace 1\nworld size=" + procs + " nodes=" + placement + "\n");
        int parent = 0, lo = 0, span = procs, records = 0;
        int kind = r.nextInt(3);
        if (kind == 1) { // a strided parent: ranks lo, lo+2, ...
            lo = r.nextInt(2);
            span = (procs - lo + 1) / 2;
            b.append("comm id=1 call=MPI_Comm_split parent=0 members=").append(lo).append(':').append(span).append(":2 color=0\n");
            parent = 1;
            records++;
        } else if (kind == 2) { // a two-run parent: the upper half, then the lower
            b.append("comm id=1 call=MPI_Comm_split parent=0 members=").append(procs / 2).append(':').append(procs - procs / 2)
                    .append(",0:").append(procs / 2).append(" color=0\n");
            parent = 1;
            records++;
        }
        int stride = kind == 1 ? 2 : 1;
        int extent = 1 + r.nextInt(Math.max(1, Math.min(8, span / 2)));
        int step = extent + r.nextInt(3);
        int copies = Math.max(2, (span - extent) / step + 1 - r.nextInt(2));
        boolean simple = r.nextInt(3) == 0 || extent < 3;
        String members = simple ? lo + ":" + extent + (stride == 1 ? "" : ":" + stride)
                : (lo + stride * (extent - 1)) + "," + lo + ":" + (extent - 1) + (stride == 1 ? "" : ":" + stride); // last first: irregular
        int head = simple ? lo : lo + stride * (extent - 1);
        int first = parent + 1;
        b.append("comm id=").append(first).append(" call=MPI_Comm_split parent=").append(parent).append(" members=").append(members)
                .append(" copies=").append(copies).append(" step=").append(step * stride).append(" color=0 colorstep=1\n");
        int child = first + copies;
        int k = r.nextInt(copies);
        b.append("comm id=").append(child).append(" call=MPI_Comm_split parent=").append(first + k).append(" members=")
                .append(head + k * step * stride).append(" color=0\n");
        records += 2;
        return b.append("end comms=").append(records).append(" frees=0 groups=0\n").toString();
    }

    @Property(tries = 400)
    void aFamilyClassifiesAsItsCopies(@ForAll long seed) throws Exception {
        Trace t;
        try {
            t = TraceReader.read("random-" + seed, new StringReader(randomTrace(seed)));
        } catch (TraceFormatException e) {
            Assume.that(false); // a random layout that leaves the parent or the rank range
            return;
        }
        assertEquals(Classifier.classify("x", t.expanded()), Classifier.classify("x", t), randomTrace(seed));
        assertEquals(SiteTable.of(t.expanded()), SiteTable.of(t), randomTrace(seed));
    }

    private static Trace family(int copies, int size) throws Exception {
        String t = "mpimem-trace 1\nworld size=" + (copies * size) + " nodes=block:16\ncomm id=1 call=MPI_Comm_split parent=0 members=0"
                + (size == 1 ? "" : ":" + size) + " copies=" + copies + " step=" + size + " color=0 colorstep=1\n"
                + "free id=1 call=MPI_Comm_free copies=" + copies + "\nend comms=1 frees=1 groups=0\n";
        return TraceReader.read("family", new StringReader(t));
    }

    @Test
    void sixteenMillionCopiesClassifyInSeconds() throws Exception {
        for (int size : new int[] {1, 2}) {
            for (int copies : new int[] {1 << 20, 1 << 24}) {
                long t0 = System.nanoTime();
                Classification c = Classifier.classify("family", family(copies, size));
                SiteTable.of(family(copies, size));
                double s = (System.nanoTime() - t0) / 1e9;
                assertEquals(copies, c.comms());
                assertEquals(copies, c.count(size == 1 ? Column.OFFSET : Column.OFFSET));
                assertTrue(s < 5, copies + " copies of " + size + ": " + s + " s");
            }
        }
    }
}
