package org.mpimem.cli.console;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.mpimem.cli.Main;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
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
        // a communicator of 2^20 shuffled processes: a run per member, far over a 16 MB heap
        // (profiles refuse such sizes up front, so the test writes the trace itself)
        int n = 1 << 20;
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < n; i++) order.add(i);
        Collections.shuffle(order, new Random(7));
        StringBuilder members = new StringBuilder();
        for (int r : order) members.append(members.length() == 0 ? "" : ",").append(r);
        Path trace = dir.resolve("big.trace");
        Files.writeString(trace, "mpimem-trace 1\nworld size=" + n + " nodes=block:16\n"
                + "comm id=1 call=MPI_Comm_split parent=0 members=" + members + " color=0 key=0\nend comms=1 frees=0 groups=0\n");
        Process p = new ProcessBuilder(List.of(java, "-Xmx16m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "replay", trace.toString(),
                "--out", dir.resolve("t.txt").toString())).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        assertEquals(1, p.exitValue(), err);
        assertTrue(err.contains("out of memory: the Java heap is capped at") && err.contains("MPIMEM_JAVA_OPTS=-Xmx"), err);
        assertFalse(err.contains("\tat "), "no stack trace: " + err);
        assertFalse(Files.exists(dir.resolve("t.txt")), "no partial output");
    }

    @Test
    void theSuggestedCapIsAboveTheCurrentOne() {
        assertTrue(ExitCodes.outOfMemory(1L << 30).contains("capped at 1,024 MB") && ExitCodes.outOfMemory(1L << 30).contains("-Xmx4g"));
        assertTrue(ExitCodes.outOfMemory(8L << 30).contains("-Xmx32g"), ExitCodes.outOfMemory(8L << 30));
    }
}
