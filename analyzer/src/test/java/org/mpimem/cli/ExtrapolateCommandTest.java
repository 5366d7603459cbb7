package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceWriter;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExtrapolateCommandTest {
    @TempDir
    Path dir;

    /** extrapolate of the profile's traces at {@code procs} to 786,432 processes, --out big.trace. */
    private List<String> toBig(String profile, int... procs) throws Exception {
        List<String> args = traces(profile, 16, procs);
        args.addAll(List.of("--procs", "786432", "--ppn", "16", "--out", dir.resolve("big.trace").toString()));
        return args;
    }

    private List<String> traces(String profile, int ppn, int... procs) throws Exception {
        AppProfile p = AppProfiles.require(profile);
        List<String> args = new ArrayList<>(List.of("extrapolate"));
        for (int n : procs) {
            Path f = dir.resolve(profile + "-" + n + ".trace");
            TraceWriter.write(p.generate(n, ppn, Params.defaults(p)), f);
            args.add(f.toString());
        }
        return args;
    }

    @Test
    void writesTheTraceAtTheTargetScale() throws Exception {
        List<String> args = toBig("qbox", 768, 1536, 3072);
        Path out = dir.resolve("big.trace");
        StringWriter err = new StringWriter();
        assertEquals(0, Cli.run(err, args.toArray(String[]::new)), err.toString());
        AppProfile p = AppProfiles.require("qbox");
        Trace truth = p.generate(786_432, 16, Params.defaults(p));
        assertTrue(TraceReader.read(out).sameContent(truth));
    }

    @Test
    void aRefusedSiteMeansExit2AndNoTraceUnlessPartial() throws Exception {
        List<String> args = toBig("nwchem", 768, 1536, 3072);
        Path out = dir.resolve("big.trace");
        StringWriter err = new StringWriter();
        assertEquals(2, Cli.run(err, args.toArray(String[]::new)));
        assertTrue(err.toString().contains("2 site(s) not extrapolated"), err.toString());
        assertFalse(Files.exists(out));
        args.add("--partial");
        assertEquals(0, Cli.run(new StringWriter(), args.toArray(String[]::new)));
        assertTrue(Files.readString(out).contains("(partial: refused units left out)"));
    }

    @Test
    void btFromSquaresIsRefusedAndWrittenOnlyAsALabelledEstimateWithEstimateShared() throws Exception {
        List<String> args = toBig("bt", 1521, 3025, 12100);
        Path out = dir.resolve("big.trace");
        StringWriter err = new StringWriter();
        assertEquals(2, Cli.run(err, args.toArray(String[]::new)), err.toString());
        assertFalse(Files.exists(out));
        args.add("--estimate-shared");
        assertEquals(0, Cli.run(new StringWriter(), args.toArray(String[]::new)));
        String written = Files.readString(out);
        assertTrue(written.contains("(ESTIMATE: 2 unit(s) written though not exact, see the report)"), written);
        assertTrue(written.contains("traced range P=1521..12100 ppn=16..16: every unit written for P=786432 ppn=16 assumes its laws continue beyond it"), written);
    }

    @Test
    void oneTraceIsBadInput() throws Exception {
        List<String> args = traces("dup", 16, 64);
        args.addAll(List.of("--procs", "1024", "--ppn", "16"));
        StringWriter err = new StringWriter();
        assertEquals(2, Cli.run(err, args.toArray(String[]::new)));
    }

    @Test
    void aSiteTheSmallestTraceLacksIsRefusedNotDropped() throws Exception {
        List<String> args = new ArrayList<>(List.of("extrapolate"));
        for (int n : new int[]{8, 16, 32}) {
            String split = n == 8 ? "" : "comm id=2 call=MPI_Comm_split parent=0 members=0:" + n / 2 + ":2 color=0 key=0\n";
            Path f = dir.resolve("p" + n + ".trace");
            Files.writeString(f, "mpimem-trace 1\nworld size=" + n + " nodes=block:4\ncomm id=1 call=MPI_Comm_dup parent=0 members=0:" + n
                    + "\n" + split + "end comms=" + (n == 8 ? 1 : 2) + " frees=0 groups=0\n");
            args.add(f.toString());
        }
        args.addAll(List.of("--procs", "1024", "--ppn", "4", "--out", dir.resolve("big.trace").toString()));
        StringWriter err = new StringWriter();
        assertEquals(2, Cli.run(err, args.toArray(String[]::new)), err.toString());
        assertTrue(err.toString().contains("1 site(s) not extrapolated"), err.toString());
        assertFalse(Files.exists(dir.resolve("big.trace")));
    }

    @Test
    void badOptionsAreBadInputNotInternalErrors() throws Exception {
        List<String> args = traces("dup", 16, 64, 128, 256);
        args.addAll(List.of("--procs", "1024", "--ppn", "16"));
        List<String> json = new ArrayList<>(args);
        json.addAll(List.of("--format", "xml"));
        assertEquals(2, Cli.run(new StringWriter(), json.toArray(String[]::new)));
        List<String> huge = new ArrayList<>(args);
        huge.set(huge.indexOf("1024"), "3000000000");
        assertEquals(2, Cli.run(new StringWriter(), huge.toArray(String[]::new)));
        assertEquals(2, Cli.run(new StringWriter(), "replay", "../examples/dup-world.trace", "--intercomm-local-comm", "eagr"));
    }
}
