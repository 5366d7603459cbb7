package org.mpimem.cli;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each model's rows carry the size profile it was sized by: its own for a library version
 * (mpich-4.0.2-ucx, mpich-5, Open MPI), {@code --profile}'s for the others. And a profile
 * without MPICH designs refuses {@code --model mpich} instead of replaying nothing.
 */
class ReplayProfileColumnTest {

    @Test
    void csvAndJsonNameEachModelsOwnProfile() {
        Cli.Result r = Cli.capture("replay", "--format", "csv", "../examples/dup-world.trace");
        assertEquals(0, r.code(), r.err());
        Map<String, String> profileOf = new HashMap<>();
        for (String line : r.out().split("\n")) {
            String[] f = line.split(",");
            if (!f[0].equals("trace")) profileOf.put(f[3], f[1]);
        }
        assertEquals("paper-2017", profileOf.get("vc-vcrt"));
        assertEquals("mpich-4.0.2-ch4-ucx", profileOf.get("mpich-4.0.2-ucx"));
        assertEquals("mpich-5-ch4-ofi", profileOf.get("mpich-5"));
        assertEquals("openmpi-4.1.4", profileOf.get("openmpi-4.1-ob1"));
        assertEquals("openmpi-5.0", profileOf.get("openmpi-5-ucx"));
        Cli.Result j = Cli.capture("replay", "--format", "json", "--model", "openmpi-4.1-ucx", "../examples/dup-world.trace");
        assertTrue(j.out().contains("\"model\": \"openmpi-4.1-ucx\", \"title\": ") && j.out().contains("\"profile\": \"openmpi-4.1.4\""), j.out());
    }

    @Test
    void aProfileWithoutMpichDesignsRefusesModelMpich() {
        Cli.Result r = Cli.capture("replay", "--profile", "mpich-5-ch4-ofi", "--model", "mpich", "../examples/dup-world.trace");
        assertEquals(2, r.code(), r.out());
        assertTrue(r.err().contains("has no MPICH design") && r.err().contains("mpich-5"), r.err());
    }
}
