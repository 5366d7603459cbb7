package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A family whose site is 4,000 characters (a symbolised C++ frame) in a trace of 4 KB: extrapolate,
 * --check and trace diff kept a copy of the site per event (its site key, its free's, a description
 * of each event for the comparison) and ran three such traces out of the 1 GB heap (issue 29 item
 * 7). Run here in a JVM of 160 MB with traces an eighth of that size: before the fix each command
 * ran out of memory (exit 1), as the full-size ones did under 1 GB; a site kept once needs a few MB.
 */
class LongSiteHeapTest {
    @TempDir
    Path dir;

    /** One split of a world of P into P singletons, as a family of P copies, freed as one; the site is {@code siteLength} characters. */
    static String family(int p, int siteLength) {
        String site = "f@" + "x".repeat(siteLength - 6) + ".c:1";
        return "mpimem-trace 1\nworld size=" + p + " nodes=block:16\n"
                + "comm id=1 call=MPI_Comm_split parent=0 members=0 copies=" + p + " step=1 color=0 colorstep=1 site=" + site + "\n"
                + "free id=1 call=MPI_Comm_free copies=" + p + "\nend comms=1 frees=1 groups=0\n";
    }

    private Path trace(int p) throws Exception {
        Path f = dir.resolve("p" + p + ".trace");
        Files.writeString(f, family(p, 4000));
        return f;
    }

    private static Run run(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx160m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        return new Run(p.exitValue(), err);
    }

    private record Run(int code, String err) {}

    @Test
    void extrapolateAndCheckKeepALongSiteOnce() throws Exception {
        Path a = trace(2048), b = trace(4096), c = trace(8192), real = trace(16384);
        Run r = run("extrapolate", a.toString(), b.toString(), c.toString(), "--check", real.toString());
        assertFalse(r.err().contains("out of memory"), r.err());
        assertEquals(0, r.code(), r.err()); // every unit written and exact
    }

    @Test
    void traceDiffKeepsALongSiteOnce() throws Exception {
        Path a = trace(8192), b = trace(16384);
        Run r = run("trace", "diff", a.toString(), b.toString());
        assertFalse(r.err().contains("out of memory"), r.err());
        assertEquals(3, r.code(), r.err()); // they differ (sizes), and say so
    }
}
