package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.cli.console.ExitCodes;
import org.mpimem.size.Ch3Structs;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Decl;
import org.mpimem.size.layout.Lp64;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code sizes --check}: the committed baseline holds; a grown field is reported and exits 3; padding can absorb a change. */
class SizesCheckTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter(), err = new StringWriter();

    private int sizes(List<SizeProfile> profiles, String... args) {
        SizesCommand cmd = new SizesCommand();
        cmd.profiles = () -> profiles;
        CommandLine cl = Main.commandLine().addSubcommand("sizes-test", cmd);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        String[] all = new String[args.length + 1];
        all[0] = "sizes-test";
        System.arraycopy(args, 0, all, 1, args.length);
        return cl.execute(all);
    }

    /** mpich-3.2-ch3-ofi with one member of its VC re-typed. */
    private static List<SizeProfile> withVcMember(String path, CType type) {
        return SizeProfiles.all().stream().map(p -> !p.name().equals("mpich-3.2-ch3-ofi") ? p
                : SizeProfiles.ch3(p.name(), p.source(), Ch3Structs.vc(Ch3Structs.Netmod.OFI).with(path, type))).toList();
    }

    @Test
    void committedBaselineHolds() throws Exception {
        // In a JVM of its own, as CI and users run it: JOL's walk of a JVM structure can reach what
        // earlier tests in this JVM left initialised (e.g. RankMap direct read 432 B instead of 96 B
        // after a replay of every model), which says nothing about the structure itself.
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "sizes", "--check", "../baselines/sizes.json")).redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue(), text);
        assertTrue(text.contains("nothing grew"), text);
    }

    @Test
    void enlargedNetmodAreaExitsThreeNamingTheVc() throws Exception {
        Path base = dir.resolve("sizes.json");
        assertEquals(0, sizes(SizeProfiles.all(), "--write-baseline", base.toString()), err.toString());
        int rc = sizes(withVcMember("ch.netmod_area.padding", Decl.array(Decl.CHAR, 136)), "--check", base.toString());
        assertEquals(ExitCodes.REGRESSION, rc, out + "\n" + err);
        assertEquals(List.of("vc mpich-3.2-ch3-ofi 480 -> 488 bytes"), out.toString().lines().toList());
    }

    @Test
    void checkingAndRewritingTheSameBaselineComparesWithTheOldOne() throws Exception {
        Path base = dir.resolve("sizes.json");
        assertEquals(0, sizes(SizeProfiles.all(), "--write-baseline", base.toString()), err.toString());
        List<SizeProfile> grown = withVcMember("ch.netmod_area.padding", Decl.array(Decl.CHAR, 136));
        assertEquals(ExitCodes.REGRESSION, sizes(grown, "--check", base.toString(), "--write-baseline", base.toString()), out + "\n" + err);
        assertTrue(Files.readString(base).contains("\"bytes\": 488"), "the rewritten baseline holds the new size");
    }

    @Test
    void wideningNodeIdIntoItsPaddingGrowsNothing() throws Exception {
        Path base = dir.resolve("sizes.json");
        assertEquals(0, sizes(SizeProfiles.all(), "--write-baseline", base.toString()), err.toString());
        assertEquals(0, sizes(withVcMember("node_id", Lp64.INT.as("MPID_Node_id_t")), "--check", base.toString()), out + "\n" + err);
    }

    @Test
    void malformedBaselineIsBadInput() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\n  \"format\": \"mpimem-sizes 1\",\n  \"sizes\": [\n    {\"name\": \"vc\" \"profile\": \"x\"}\n  ]\n}\n");
        assertEquals(ExitCodes.BAD_INPUT, sizes(SizeProfiles.all(), "--check", bad.toString()));
        assertTrue(err.toString().contains(bad + ":4: expected '}'"), err.toString());
    }
}
