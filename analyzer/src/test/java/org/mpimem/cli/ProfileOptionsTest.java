package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.profiles.AppProfiles;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mpimem.cli.Cli.run;

/** Issue 15 D2 and D6: messages blame what the user gave; options given twice do not silently pick one; headers count every group. */
class ProfileOptionsTest {
    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    @Test
    void ftBlamesTheProcessCountNotAnUngivenNp1() {
        assertEquals(2, run(err, "profile", "ft", "--procs", "4097", "--out", dir.resolve("ft.trace").toString()));
        assertTrue(err.toString().contains("ft: procs=4097 does not fit NPB FT's layout"), err.toString());
        assertFalse(err.toString().contains("np1=2 does not divide"), err.toString());
        StringWriter given = new StringWriter();
        assertEquals(2, run(given, "profile", "ft", "--procs", "4097", "--param", "np1=3"));
        assertTrue(given.toString().contains("ft: np1=3 does not divide procs=4097"), given.toString());
    }

    @Test
    void aShorthandAndItsParamDisagreeingIsAUsageError() {
        assertEquals(2, run(err, "profile", "split", "--procs", "64", "--comms", "3", "--param", "comms=5", "--out", dir.resolve("s.trace").toString()));
        assertTrue(err.toString().contains("--comms 3 and --param comms=5 disagree"), err.toString());
        assertFalse(Files.exists(dir.resolve("s.trace")));
        assertEquals(0, run(err, "profile", "split", "--procs", "64", "--comms", "3", "--param", "comms=3", "--out", dir.resolve("s.trace").toString()), err.toString());
    }

    @Test
    void allMixesWithNamedProfilesEachRowOnce() throws Exception {
        Path csv = dir.resolve("t.csv");
        assertEquals(0, run(err, "classify", "--profiles", "all,nek5000,split", "--format", "csv", "--out", csv.toString()), err.toString());
        var rows = Files.readAllLines(csv).stream().skip(1).map(l -> l.substring(0, l.indexOf(','))).toList();
        assertEquals(AppProfiles.applications().size() + 1, rows.size(), rows.toString());
        assertEquals(1, rows.stream().filter("nek5000"::equals).count(), rows.toString());
        assertEquals("split", rows.get(rows.size() - 1));
    }

    @Test
    void textHeaderCountsSpawnedProcessesToo() throws Exception {
        Path txt = dir.resolve("m.txt");
        assertEquals(0, run(err, "replay", "../examples/spawn-merge.trace", "--out", txt.toString()), err.toString());
        String head = Files.readAllLines(txt).get(0);
        assertTrue(head.contains(": 20 processes (16 in the initial MPI_COMM_WORLD), 4 events"), head);
    }
}
