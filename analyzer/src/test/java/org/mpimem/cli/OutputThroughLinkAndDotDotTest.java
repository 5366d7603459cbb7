package org.mpimem.cli;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 29 item 6: {@code --out sub/../in.trace}, {@code sub} a link to a folder elsewhere. The file
 * system resolves {@code sub} before {@code ..}, so the path names {@code in.trace} in the parent of
 * the link's target, not the input beside the link. The alias check asked the file system while the
 * writer dropped {@code sub/..} as text and replaced the input. The written file must be the one
 * the file system names, and the input is never touched.
 */
class OutputThroughLinkAndDotDotTest {
    @TempDir
    Path root;

    /** Where the inputs and the link are. */
    private Path work;
    /** The parent of the link's target: where {@code work/sub/../NAME} really is. */
    private Path other;

    @BeforeEach
    void folders() throws Exception {
        work = Files.createDirectory(root.resolve("work"));
        other = Files.createDirectory(root.resolve("other"));
        Path elsewhere = Files.createDirectory(other.resolve("elsewhere"));
        Files.createSymbolicLink(work.resolve("sub"), elsewhere);
    }

    private Path copy(String from, String name) throws Exception {
        return Files.copy(Path.of(from), work.resolve(name));
    }

    /** Runs the command with {@code --out work/sub/../NAME}: exit 0, the input untouched, the report in other/NAME. */
    private void writesWhereTheFileSystemPoints(Path input, String... args) throws Exception {
        String name = input.getFileName().toString();
        String spelled = work + "/sub/../" + name;
        byte[] before = Files.readAllBytes(input);
        // the file the path really names exists and is not an input: the check passes it
        Path decoy = Files.writeString(other.resolve(name), "not an input\n");
        String[] full = new String[args.length + 2];
        System.arraycopy(args, 0, full, 0, args.length);
        full[args.length] = "--out";
        full[args.length + 1] = spelled;
        Cli.Result r = Cli.capture(full);
        assertArrayEquals(before, Files.readAllBytes(input), input + " was replaced through " + spelled + ": " + r.err());
        assertEquals(0, r.code(), r.err());
        assertNotEquals("not an input\n", Files.readString(decoy), spelled + " names " + decoy + ", which was not written");
        assertTrue(Files.size(decoy) > 0);
    }

    /** The report commands on one example trace: replay, replay by site, classify. */
    @ParameterizedTest
    @ValueSource(strings = {"replay", "replay --by-site", "classify"})
    void aReportWritesTheFileThePathNames(String command) throws Exception {
        Path t = copy("../examples/odd-even-split.trace", "in.trace");
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.add(t.toString());
        writesWhereTheFileSystemPoints(t, args.toArray(String[]::new));
    }

    @Test
    void extrapolateWritesTheFileThePathNames() throws Exception {
        String lammps = "src/test/resources/realapps/lammps/";
        Path p4 = copy(lammps + "p4.trace", "p4.trace"), p8 = copy(lammps + "p8.trace", "p8.trace"),
                p12 = copy(lammps + "p12.trace", "p12.trace");
        writesWhereTheFileSystemPoints(p12, "extrapolate", p4.toString(), p8.toString(), p12.toString(), "--procs", "64", "--ppn", "64");
        assertTrue(Files.readString(other.resolve("p12.trace")).startsWith("mpimem-trace 1"));
    }

    @Test
    void aPathThatReallyIsTheInputIsRefused() throws Exception {
        // here the link's target lies in work itself, so work/in/../in.trace is the input
        Files.createSymbolicLink(work.resolve("in"), Files.createDirectory(work.resolve("deeper")));
        Path t = copy("../examples/odd-even-split.trace", "in.trace");
        byte[] before = Files.readAllBytes(t);
        String spelled = work + "/in/../in.trace";
        for (String cmd : new String[]{"replay", "classify"}) {
            Cli.Result r = Cli.capture(cmd, t.toString(), "--out", spelled);
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains(spelled) && r.err().contains(t.toString()), r.err());
            assertArrayEquals(before, Files.readAllBytes(t));
        }
    }

    @Test
    void aMissingFileThroughTheLinkIsCreatedThereNotOverTheInput() throws Exception {
        Path t = copy("../examples/odd-even-split.trace", "in.trace");
        byte[] before = Files.readAllBytes(t);
        String spelled = work + "/sub/../in.trace";
        Cli.Result r = Cli.capture("replay", t.toString(), "--out", spelled);
        assertEquals(0, r.code(), r.err());
        assertArrayEquals(before, Files.readAllBytes(t));
        assertTrue(Files.isRegularFile(other.resolve("in.trace")));
        assertFalse(Files.exists(other.resolve("elsewhere/in.trace")));
    }
}
