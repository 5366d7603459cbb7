package org.mpimem.trace;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Issue 29 item 6: an output path is placed as the file system places it, a link before a {@code ..}
 * after it, so that the file written is the file the input check compared.
 */
class ResolveAsTheFileSystemTest {
    @TempDir
    Path root;

    private Path work, other;

    @BeforeEach
    void folders() throws Exception {
        root = root.toRealPath();
        work = Files.createDirectory(root.resolve("work"));
        other = Files.createDirectory(root.resolve("other"));
        Files.createSymbolicLink(work.resolve("sub"), Files.createDirectory(other.resolve("elsewhere")));
    }

    @Test
    void aDotDotAfterALinkIsTheParentOfItsTargetAndOneAfterANewFolderIsRemovedAsText() throws Exception {
        assertEquals(other.resolve("x"), OutputTarget.resolve(Path.of(work + "/sub/../x")));
        assertEquals(other.resolve("x"), OutputTarget.resolve(Path.of(work + "/sub/./../x")));
        // a folder the writer creates is no link, so its .. is the folder it is made in
        assertEquals(work.resolve("x"), OutputTarget.resolve(Path.of(work + "/new/../x")));
        assertEquals(other.resolve("new/x"), OutputTarget.resolve(Path.of(work + "/sub/../new/x")));
    }

    @Test
    void aLinkWhoseTargetHoldsSuchADotDotIsFollowedTheSameWay() throws Exception {
        Files.writeString(other.resolve("x"), "old");
        Path link = Files.createSymbolicLink(work.resolve("out"), Path.of("sub/../x"));
        assertEquals(other.resolve("x"), OutputTarget.resolve(link));
    }

    @Test
    void theWriterWritesTheResolvedFileOnly() throws Exception {
        Path input = Files.writeString(work.resolve("x"), "input");
        AtomicWrite.write(Path.of(work + "/sub/../x"), o -> o.write("report".getBytes()));
        assertEquals("input", Files.readString(input));
        assertEquals("report", Files.readString(other.resolve("x")));
        try (var s = Files.list(work)) {
            assertFalse(s.anyMatch(p -> p.getFileName().toString().startsWith(".")), "no temporary left beside the input");
        }
    }
}
