package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The launcher caps the heap; a run that needs more says so in one line and how to raise it, not with a stack trace. */
class OutOfMemoryMessageTest {
    @TempDir
    Path dir;

    @Test
    void runningOutOfHeapNamesTheCapAndMpimemJavaOpts() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // 10 random orders of 1M processes hold 40 MB of member lists: far over a 16 MB heap
        Process p = new ProcessBuilder(List.of(java, "-Xmx16m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "profile", "random-reorder", "--procs", "1048576",
                "--comms", "10", "--out", dir.resolve("t.trace").toString())).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        assertEquals(1, p.exitValue(), err);
        assertTrue(err.contains("out of memory: the Java heap is capped at") && err.contains("MPIMEM_JAVA_OPTS=-Xmx"), err);
        assertFalse(err.contains("\tat "), "no stack trace: " + err);
        assertFalse(Files.exists(dir.resolve("t.trace")), "no partial output");
    }

    @Test
    void theSuggestedCapIsAboveTheCurrentOne() {
        assertTrue(ExitCodes.outOfMemory(1L << 30).contains("capped at 1,024 MB") && ExitCodes.outOfMemory(1L << 30).contains("-Xmx4g"));
        assertTrue(ExitCodes.outOfMemory(8L << 30).contains("-Xmx32g"), ExitCodes.outOfMemory(8L << 30));
    }
}
