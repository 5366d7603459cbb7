package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileClassifyCliTest {
    @TempDir
    Path dir;

    private int run(StringWriter err, String... args) {
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void profileWritesAValidTraceAtTheRequestedScale() throws Exception {
        Path out = dir.resolve("nek.trace");
        assertEquals(0, run(new StringWriter(), "profile", "nek5000", "--size", "large", "--procs", "524288", "--ppn", "16", "--out", out.toString()));
        Trace t = TraceReader.read(out);
        assertEquals(524_288, t.worldSize());
        assertEquals(86, t.comms().size());
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void unknownProfileOrParameterIsAUsageError() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "profile", "nope", "--out", dir.resolve("x").toString()));
        assertTrue(err.toString().contains("unknown profile 'nope'"), err.toString());
        err = new StringWriter();
        assertEquals(2, run(err, "profile", "hacc", "-p", "walker=3"));
        assertTrue(err.toString().contains("has no parameter 'walker'"), err.toString());
    }

    @Test
    void classifyWritesCsvAndMarkdown() throws Exception {
        Path lsms = dir.resolve("lsms.trace"), csv = dir.resolve("t.csv"), md = dir.resolve("t.md");
        assertEquals(0, run(new StringWriter(), "profile", "lsms", "--procs", "49", "--out", lsms.toString()));
        assertEquals(0, run(new StringWriter(), "classify", lsms.toString(), "--format", "csv", "--out", csv.toString()));
        String c = Files.readString(csv);
        assertTrue(c.startsWith("application,source,procs,comms,dup,offset,stride,irreg,topo,intercomm,internal_lut_comms,internal_example"), c);
        assertTrue(c.contains(",49,4,0,4,0,0,0,0,4,\"node_roots_comm of comm 1 (MPI_Comm_split, 12 processes)"), c);
        assertEquals(0, run(new StringWriter(), "classify", "--profiles", "hacc,bt", "--format", "markdown", "--out", md.toString()));
        String m = Files.readString(md);
        assertTrue(m.contains("| hacc |  |  |  |  | x |  | 5 |"), m);
        assertTrue(m.contains("- bt: differs from the paper's Table I row (-Stride"), m);
        assertEquals(2, run(new StringWriter(), "classify"));
    }
}
