package org.mpimem.size.layout;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * gcc is the oracle: the same declarations compiled on this machine (x86-64) must give, for
 * every struct of every size profile and for random structs, the sizeof and every member's
 * offsetof and sizeof that the Java layouter computes.
 */
class GccCrossCheckTest {
    @TempDir
    Path dir;

    @Test
    void everyProfileStructMatchesGcc() throws Exception {
        CSource src = new CSource();
        Map<String, String> expected = new LinkedHashMap<>();
        for (SizeProfile p : SizeProfiles.all()) {
            String tag = p.name().replaceAll("[^A-Za-z0-9]", "_");
            p.structs().forEach((name, layout) -> expect(src, expected, tag + "_" + name, layout));
        }
        assertTrue(expected.size() > 250, "every member of every profile struct is checked: " + expected.size());
        assertEquals(expected, gcc(src));
    }

    @Test
    void randomStructsMatchGcc() throws Exception {
        Random rnd = new Random(20170529);
        CSource src = new CSource();
        Map<String, String> expected = new LinkedHashMap<>();
        for (int i = 0; i < 300; i++) expect(src, expected, "r" + i, Layouter.layout(RandomStructs.aggregate(rnd, "s", 3, true)));
        assertEquals(expected, gcc(src));
    }

    private static void expect(CSource src, Map<String, String> expected, String tag, CLayout layout) {
        src.add(tag, layout);
        expected.put(tag + ".=", "0 " + layout.size());
        for (CLayout.Row r : layout.fields()) expected.put(tag + "." + r.name(), r.offset() + " " + r.size());
    }

    private Map<String, String> gcc(CSource src) throws Exception {
        Path c = dir.resolve("layouts.c"), exe = dir.resolve("layouts");
        Files.writeString(c, src.program());
        run(List.of("gcc", "-std=gnu11", "-Wall", "-Werror", "-o", exe.toString(), c.toString()));
        Map<String, String> got = new LinkedHashMap<>();
        for (String line : run(List.of(exe.toString())).split("\n")) {
            int sp = line.indexOf(' ');
            got.put(line.substring(0, sp), line.substring(sp + 1));
        }
        return got;
    }

    private static String run(List<String> cmd) throws Exception {
        Process p = new ProcessBuilder(new ArrayList<>(cmd)).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "timed out: " + cmd);
        assertEquals(0, p.exitValue(), cmd + " failed:\n" + out);
        return out;
    }
}
