package org.mpimem.size;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The VCI count of the {@code mpich-4.0.2-ch4-ucx} profile, read from the library Debian ships:
 * {@code MPIDI_UCX_global} is {context pointer; MPIDI_UCX_context_t ctx[MPIDI_CH4_MAX_VCIS];
 * int num_vcis}, each context 88 B (worker, address, length and a 64 B cache-line pad), so its
 * size in libmpich.a gives MPIDI_CH4_MAX_VCIS, which sizes every AV entry.
 */
class DebianMpichBuildTest {
    private static final Path LIB = Path.of("/usr/lib/x86_64-linux-gnu/libmpich.a");

    @Test
    void debiansMpichHasTheVciCountOfItsProfile() throws Exception {
        assumeTrue(Files.isReadable(LIB), "Debian's MPICH static library is not installed");
        Process nm = new ProcessBuilder("nm", "-S", LIB.toString()).redirectErrorStream(true).start();
        String out = new String(nm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(nm.waitFor(60, TimeUnit.SECONDS));
        long size = -1;
        for (String line : out.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length == 4 && f[3].equals("MPIDI_UCX_global")) size = Long.parseLong(f[1], 16);
        }
        assertTrue(size > 0, "MPIDI_UCX_global not found: not a ch4:ucx build");
        assertEquals(Ch4Structs.DEBIAN_402_VCIS, (size - 16) / 88, "MPIDI_CH4_MAX_VCIS from sizeof(MPIDI_UCX_global) = " + size);
    }
}
