package org.mpimem.trace;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class AtomicWriteTest {
    @TempDir
    Path dir;

    @Test
    void writtenFileHasTheModeOfAnyNewFileAndNothingElseIsLeft() throws IOException {
        Path plain = Files.createFile(dir.resolve("plain")), out = dir.resolve("sub/out.txt");
        AtomicWrite.write(out, o -> o.write("hello".getBytes()));
        assertEquals("hello", Files.readString(out));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(out), "mode follows the umask, not 0600");
        try (var files = Files.list(out.getParent())) {
            assertEquals(1, files.count(), "no temporary file left");
        }
    }

    @Test
    void aFailedBodyKeepsTheOldFileAndLeavesNoTemporary() throws IOException {
        Path out = dir.resolve("out.txt");
        Files.writeString(out, "old");
        assertThrows(IOException.class, () -> AtomicWrite.write(out, o -> {
            o.write("half".getBytes());
            throw new IOException("disk full");
        }));
        assertEquals("old", Files.readString(out));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
    }
}
