package org.mpimem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code extrapolate TRACES... --check REAL}: the target from REAL, a verdict per unit, exit 3 when one is wrong. */
class ExtrapolateCheckCliTest {
    @TempDir
    Path dir;

    private String halves(int procs, int first) throws Exception {
        Path p = dir.resolve("h" + procs + "-" + first + ".trace");
        Files.writeString(p, "mpimem-trace 1\nworld size=" + procs + " nodes=block:4\n"
                + "comm id=1 call=MPI_Comm_split parent=0 members=0:" + first + " color=0 site=main@a.c:10\n"
                + "comm id=2 call=MPI_Comm_split parent=0 members=" + first + ":" + (procs - first) + " color=1 site=main@a.c:10\n"
                + "end comms=2 frees=0 groups=0\n");
        return p.toString();
    }

    @Test
    void exactIsExit0AndWrongIsExit3() throws Exception {
        Cli.Result r = Cli.capture("extrapolate", halves(4, 2), halves(8, 4), halves(12, 6), "--check", halves(16, 8));
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("(P=16 ppn=4): 1 unit, 1 exact, 0 wrong, 0 refused"), r.out());
        r = Cli.capture("extrapolate", halves(4, 2), halves(8, 4), halves(12, 6), "--check", halves(16, 6));
        assertEquals(3, r.code(), r.out() + r.err());
        // the verdict beside the report's status, and the wrong units counted by status on stderr
        // 16 is beyond the traces: the unit predicted every held-out trace, yet it is fitted, not confirmed, and it is wrong
        assertTrue(r.out().contains("unit 1  wrong, fitted  "), r.out());
        assertTrue(r.out().contains("1 wrong (0 confirmed, 1 fitted, 0 estimate)"), r.out());
        assertTrue(r.err().contains("1 unit(s) wrong ("), r.err());
    }

    @Test
    void everyUnitRefusedChecksNothingAndIsNoPass() throws Exception {
        // 2, 4, 6 of 4, 8, 12 then 1 of 16: no law gives both, the only unit is refused, so nothing was compared
        Cli.Result r = Cli.capture("extrapolate", halves(4, 2), halves(8, 4), halves(12, 5), "--check", halves(16, 8));
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("1 unit, 0 exact, 0 wrong, 1 refused"), r.out());
        assertTrue(r.err().contains("nothing checked against"), r.err());
        assertTrue(r.err().contains("every one of the 1 unit(s) was refused"), r.err());
        // no communicator at all, in the traces or the real one: nothing was refused either, and the two agree
        Path empty = dir.resolve("empty.trace");
        Files.writeString(empty, "mpimem-trace 1\nworld size=16 nodes=block:4\nend comms=0 frees=0 groups=0\n");
        String[] none = new String[3];
        for (int i = 0; i < 3; i++) {
            Path p = dir.resolve("empty" + (i + 1) * 4 + ".trace");
            Files.writeString(p, "mpimem-trace 1\nworld size=" + (i + 1) * 4 + " nodes=block:4\nend comms=0 frees=0 groups=0\n");
            none[i] = p.toString();
        }
        r = Cli.capture("extrapolate", none[0], none[1], none[2], "--check", empty.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("0 units, 0 exact, 0 wrong, 0 refused"), r.out());
    }

    @Test
    void badUseIsExit2() throws Exception {
        Cli.Result r = Cli.capture("extrapolate", halves(4, 2), halves(8, 4));
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--procs and --ppn"), r.err());
        r = Cli.capture("extrapolate", halves(4, 2), halves(8, 4), halves(12, 6), "--check", halves(16, 8), "--procs", "32");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("differ from the real trace's P=16 ppn=4"), r.err());
    }

    /** Issue 29 item 5: --out with --check was silently ignored; it writes what was checked, and may not name the real trace. */
    @Test
    void outWithCheckWritesTheExtrapolationAndNeverTheRealTrace() throws Exception {
        Path written = dir.resolve("x16.trace");
        String real = halves(16, 8);
        Cli.Result r = Cli.capture("extrapolate", halves(4, 2), halves(8, 4), halves(12, 6), "--check", real, "--out", written.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(Files.readString(written).contains("world size=16"), "the extrapolated trace is written");
        assertTrue(r.err().contains("wrote " + written), r.err());
        String before = Files.readString(Path.of(real));
        r = Cli.capture("extrapolate", halves(4, 2), halves(8, 4), halves(12, 6), "--check", real, "--out", real);
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("is the input"), r.err());
        assertEquals(before, Files.readString(Path.of(real)), "the real trace is untouched");
    }
}
