package org.mpimem.size;

import org.mpimem.model.JvmFootprint;
import org.junit.jupiter.api.Test;
import org.mpimem.model.Design;
import org.mpimem.model.Mapping;
import org.mpimem.model.Models;
import org.mpimem.trace.Members;
import org.openjdk.jol.info.GraphLayout;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What replay charges per lookup-table entry at scale (the profile's lut and mlut entry sizes)
 * is what the JVM really allocates per entry for the rank maps built by the model, measured by
 * JOL for tables of up to a few thousand ranks. Fixed per-object overheads differ between C and
 * the JVM (headers, descriptors); the per-entry growth, which is what dominates at 786K ranks, must not.
 */
class TableFootprintTest {
    private static final SizeProfile PAPER = SizeProfiles.PAPER_2017;
    private static final int[] SIZES = {64, 512, 4096};

    static {
        JvmFootprint.vm(); // JOL set up quietly, with the field offsets records need
    }

    @Test
    void lutGrowsByTheProfilesLutEntryPerRank() {
        Design av = Models.AV_RANKMAP.create(PAPER);
        long first = -1;
        for (int n : SIZES) {
            Mapping lut = av.derive(av.world(0, n), bitReversed(n), false);
            assertEquals("lut", lut.mode().toLowerCase(java.util.Locale.ROOT).replace("_intra", ""), "mode of a bit-reversed child");
            long bytes = GraphLayout.parseInstance(lut).totalSize();
            if (first < 0) first = bytes;
            else assertEquals(PAPER.lutEntry() * (long) (n - SIZES[0]), bytes - first, "lut n=" + n);
        }
    }

    @Test
    void mlutGrowsByTheProfilesMlutEntryPerRank() {
        Design av = Models.AV_RANKMAP.create(PAPER);
        long first = -1;
        for (int n : SIZES) {
            Members.Builder b = new Members.Builder();
            // two process groups one after the other: an MLUT, with a member list (kept for accounting) of two runs
            for (int i = 0; i < n; i++) b.add(i < n / 2 ? 0 : 1, i % (n / 2));
            Mapping mlut = av.fromProcesses(b.build(), false);
            long bytes = GraphLayout.parseInstance(mlut).totalSize();
            if (first < 0) first = bytes;
            else assertEquals(PAPER.mlutEntry() * (long) (n - SIZES[0]), bytes - first, "mlut n=" + n);
        }
    }

    private static Members bitReversed(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = Integer.reverse(i) >>> (32 - Integer.numberOfTrailingZeros(n));
        return Members.ofRanks(r);
    }
}
