package org.mpimem.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code tracer build} without --out writes into mpimem's own build folder, never into the directory the user stands in. */
class TracerBuildOutTest {
    @Test
    void theDefaultFolderIsTheBuildsNotTheCurrentOne() {
        Path out = TracerCommand.Build.defaultOut();
        assertTrue(out.isAbsolute(), out.toString());
        assertEquals("mpimem-tracer", out.getFileName().toString());
        // run from the build (surefire in analyzer/, classes in analyzer/target/classes): beside them, in target/
        assertEquals(Path.of("target").toAbsolutePath().normalize(), out.getParent().normalize());
    }
}
