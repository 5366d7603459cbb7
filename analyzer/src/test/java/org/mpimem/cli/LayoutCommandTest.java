package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import org.mpimem.cli.console.ExitCodes;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LayoutCommandTest {
    private final StringWriter out = new StringWriter(), err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void tcpVcShowsTheNetmodTenantAndItsSize() {
        assertEquals(0, run("layout", "vc", "--profile", "mpich-3.2-ch3-tcp"), err.toString());
        String s = out.toString();
        assertTrue(s.contains("Size: 472 bytes"), s);
        assertTrue(s.lines().anyMatch(l -> l.matches("\\s+336\\s+80\\s+struct MPID_nem_tcp_vc_area\\s+ch\\.netmod_area\\.tcp.*")), s);
        assertTrue(s.contains("(alignment/padding gap)"), s);
    }

    @Test
    void paddedAvEntryShowsTailPadding() {
        assertEquals(0, run("layout", "av_entry", "--profile", "mpich-ch4-2016-ofi"), err.toString());
        assertTrue(out.toString().lines().anyMatch(l -> l.matches("\\s+12\\s+4\\s+\\(tail padding\\)")), out.toString());
    }

    @Test
    void paperProfileHasNoLayouts() {
        assertEquals(ExitCodes.BAD_INPUT, run("layout", "vc", "--profile", "paper-2017"));
        assertTrue(err.toString().contains("paper's accounting"), err.toString());
    }

    @Test
    void replayUnderAch4ProfileRunsNoCh3DesignAndNamesTheProfile(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("mem.csv");
        assertEquals(0, run("replay", "../examples/dup-world.trace", "--profile", "mpich-4.3-ch4-ucx", "--model", "all", "--format", "csv", "--out", csv.toString()), err.toString());
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.size() > 1 && rows.stream().skip(1).allMatch(l -> !l.contains(",vc-vcrt,") && !l.contains(",lazy-vc,")
                && l.contains(",mpich-4.3-ch4-ucx,") == l.contains(",av-rankmap,")), rows.toString()); // the profile names only the rows it sized
        // the MPICH rows are the profile's one design; Open MPI rows come with 'all', sized by their own profile
        assertTrue(rows.stream().anyMatch(l -> l.contains(",av-rankmap,")) && rows.stream().anyMatch(l -> l.contains(",openmpi-4.1-ob1,")), rows.toString());
        assertEquals(ExitCodes.BAD_INPUT, run("replay", "../examples/dup-world.trace", "--profile", "mpich-4.3-ch4-ucx", "--model", "vc-vcrt"));
    }
}
