package org.mpimem.model;

import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.GraphLayout;
import org.openjdk.jol.vm.VM;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The JVM-side formula used at scale for the tables the AV-Rankmap implementation really
 * allocates (int[] lpids, long[] gpids) equals JOL's measurement, for sizes up to a few thousand.
 */
class JvmFootprintTest {

    static long arrayBytes(long n, int elem) {
        long base = VM.current().arrayHeaderSize();
        long align = VM.current().objectAlignment();
        long raw = base + n * elem;
        return (raw + align - 1) / align * align;
    }

    @Test
    void lookupTableArraysMatchJol() {
        for (int n : new int[]{0, 1, 2, 3, 7, 16, 100, 1023, 4096}) {
            assertEquals(GraphLayout.parseInstance((Object) new int[n]).totalSize(), arrayBytes(n, 4), "int[" + n + "]");
            assertEquals(GraphLayout.parseInstance((Object) new long[n]).totalSize(), arrayBytes(n, 8), "long[" + n + "]");
        }
    }
}
