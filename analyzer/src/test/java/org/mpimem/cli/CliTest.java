package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mpimem.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CliTest {
    @TempDir
    Path dir;

    @Test
    void badTraceExitsTwoWithFileLineReason() throws Exception {
        Path bad = dir.resolve("bad.trace");
        Files.writeString(bad, "mpimem-trace 1\nworld size=4 nodes=block:2\ncomm id=1 call=MPI_Comm_dup parent=9 members=0:4\nend comms=1 frees=0 groups=0\n");
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "replay", bad.toString()));
        assertTrue(err.toString().contains(bad + ":3: "), err.toString());
    }

    @Test
    void missingFileExitsTwo() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "validate", dir.resolve("nope.trace").toString()));
        assertTrue(err.toString().contains("no such file"), err.toString());
    }

    @Test
    void csvIsWrittenWithHeaderAndUnits() throws Exception {
        Path out = dir.resolve("sub/mem.csv");
        assertEquals(0, run(new StringWriter(), "replay", "../examples/odd-even-split.trace", "--format", "csv", "--out", out.toString()));
        String csv = Files.readString(out);
        assertTrue(csv.startsWith("trace,profile,processes,model,moment,statistic,group,rank,category,value,unit"), csv);
        assertTrue(csv.contains(",vc-vcrt,end,max,"), csv);
        assertTrue(csv.contains(",bytes,VC-VCRT (MPICH 3.2 ch3)\r\n"), csv);
        try (var files = Files.list(out.getParent())) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void unknownModelIsAUsageError() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "replay", "../examples/odd-even-split.trace", "--model", "nope"));
        assertTrue(err.toString().contains("unknown model 'nope'"), err.toString());
    }
}
