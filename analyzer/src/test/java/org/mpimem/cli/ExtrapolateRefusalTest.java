package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.TraceReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A unit the laws cannot build is refused on its own: the report survives, the other units are extrapolated. */
class ExtrapolateRefusalTest {
    @TempDir
    Path dir;

    private List<String> traces(IntFunction<String> body, int... procs) throws Exception {
        List<String> args = new ArrayList<>(List.of("extrapolate"));
        for (int n : procs) {
            Path f = dir.resolve("p" + n + ".trace");
            Files.writeString(f, "mpimem-trace 1\nworld size=" + n + " nodes=block:4\n" + body.apply(n));
            args.add(f.toString());
        }
        return args;
    }

    /** Group sizes 3, 5, 11 follow no law: the group is refused, and so are the spawn and merge that use it; exit 2, not 1. */
    @Test
    void aRefusedProcessGroupIsRefusedCleanlyWithItsMemoryShare() throws Exception {
        List<String> args = traces(n -> {
            int g = n == 8 ? 3 : n == 16 ? 5 : 11;
            return "comm id=1 call=MPI_Comm_dup parent=0 members=0:" + n + "\ngroup id=1 size=" + g + " nodes=block:4 world=2 origin=spawn\n"
                    + "comm id=3 call=MPI_Comm_spawn parent=0 local=0:" + n + " remote=1/0:" + g + "\n"
                    + "comm id=4 call=MPI_Intercomm_merge parent=3 members=0:" + n + ",1/0:" + g + " high=0\nend comms=3 frees=0 groups=1\n";
        }, 8, 16, 32);
        args.addAll(List.of("--procs", "1024", "--ppn", "4"));
        Cli.Result r = Cli.capture(args.toArray(String[]::new));
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("3 site(s) not extrapolated"), r.err());
        assertTrue(r.out().contains("unit 2  REFUSED  group 1 SPAWN"), r.out());
        assertTrue(r.out().contains("share of replayed memory (max process, peak): P=8: "), r.out());
    }

    /** A constant 6-process communicator cannot exist in a 4-process world: that unit is refused, the dup is written. */
    @Test
    void aLawPastTheTargetWorldRefusesThatUnitOnly() throws Exception {
        List<String> args = traces(n -> "comm id=1 call=MPI_Comm_dup parent=0 members=0:" + n
                + "\ncomm id=2 call=MPI_Comm_create parent=0 members=0:6\nend comms=2 frees=0 groups=0\n", 8, 12, 32);
        Path out = dir.resolve("small.trace");
        args.addAll(List.of("--procs", "4", "--ppn", "4", "--partial", "--out", out.toString()));
        Cli.Result r = Cli.capture(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        // a dup of WORLD (WORLD's members, by MPI's definition), each trace predicted by the others; but 4 is below the traced
        // range, where nothing checks that its count stays 1: fitted, not confirmed
        assertTrue(r.out().contains("unit 1  FITTED"), r.out());
        assertTrue(r.out().contains("0 confirmed, 1 fitted (1 of them predicted every held-out trace)"), r.out());
        assertTrue(r.out().contains("its run 0:6 reaches rank 5 of process group 0, which has 4 processes at the target"), r.out());
        assertEquals(1, TraceReader.read(out).comms().size());
    }
}
