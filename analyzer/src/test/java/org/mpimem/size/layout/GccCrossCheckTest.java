package org.mpimem.size.layout;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;

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
            p.structs().forEach((name, layout) -> src.add(tag + "_" + name, layout, expected));
        }
        assertTrue(expected.size() > 250, "every member of every profile struct is checked: " + expected.size());
        assertEquals(expected, src.gcc(dir));
    }

    @Test
    void randomStructsMatchGcc() throws Exception {
        Random rnd = new Random(20170529);
        CSource src = new CSource();
        Map<String, String> expected = new LinkedHashMap<>();
        for (int i = 0; i < 300; i++) src.add("r" + i, Layouter.layout(RandomStructs.aggregate(rnd, "s", 3, true)), expected);
        assertEquals(expected, src.gcc(dir));
    }
}
