package org.mpimem.trace;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15 B: an output that is not a regular file is never renamed over (as root, /dev/null became a plain file). */
class SpecialTargetsTest {
    @TempDir
    Path dir;

    private static int fileType(Path p) throws IOException {
        return (Integer) Files.getAttribute(p, "unix:mode", java.nio.file.LinkOption.NOFOLLOW_LINKS) & 0170000;
    }

    private static void write(Path p, String s) throws IOException {
        AtomicWrite.write(p, o -> o.write(s.getBytes()));
    }

    @Test
    void aFifoIsWrittenThroughAndStaysAFifo() throws Exception {
        Path fifo = dir.resolve("pipe");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        // a daemon reader: if the FIFO were replaced, its open would block forever but not hold up the JVM
        CompletableFuture<byte[]> read = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                read.complete(Files.readAllBytes(fifo));
            } catch (IOException e) {
                read.completeExceptionally(e);
            }
        });
        t.setDaemon(true);
        t.start();
        write(fifo, "through the pipe");
        assertEquals(0010000, fileType(fifo), "still a FIFO");
        assertEquals("through the pipe", new String(read.get(10, TimeUnit.SECONDS)));
    }

    @Test
    void devNullIsWrittenThroughAndStaysACharacterDevice() throws Exception {
        Path devNull = Path.of("/dev/null");
        assertEquals(0020000, fileType(devNull));
        // checked before writing: were the rename chosen, running as root would replace this machine's /dev/null
        assertTrue(AtomicWrite.writesThrough(OutputTarget.resolve(devNull)));
        write(devNull, "nothing");
        assertEquals(0020000, fileType(devNull), "still a character device");
    }

    @Test
    void aSymbolicLinkIsFollowedAndKept() throws Exception {
        Path real = Files.writeString(dir.resolve("run-1.csv"), "old"), link = dir.resolve("latest.csv");
        Files.createSymbolicLink(link, real.getFileName());
        write(link, "new");
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        assertEquals("new", Files.readString(real));
        // issue 22: a link to nothing is refused, and nothing is created where it points (as root it made folders at /)
        Path dangling = Files.createSymbolicLink(dir.resolve("next.csv"), Path.of("sub/run-2.csv"));
        InputException e = assertThrows(InputException.class, () -> write(dangling, "made"));
        assertTrue(e.getMessage().startsWith(dangling + ": a symbolic link to " + dir.resolve("sub/run-2.csv") + ", which does not exist"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("sub")));
    }

    @Test
    void aFolderIsRefused() {
        InputException e = assertThrows(InputException.class, () -> write(dir, "x"));
        assertTrue(e.getMessage().startsWith(dir + ": is a directory"), e.getMessage());
    }

    @Test
    void dashIsStandardOutput() throws Exception {
        PrintStream old = System.out;
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        System.setOut(new PrintStream(b, true));
        try {
            write(Path.of("-"), "to the pipe");
        } finally {
            System.setOut(old);
        }
        assertEquals("to the pipe", b.toString());
        assertFalse(Files.exists(Path.of("-")));
    }

    @Test
    void leftoversOfDeadRunsAreCleanedAndALiveRunsTemporaryIsKept() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path legacy = Files.writeString(dir.resolve(".out.txt.1a2b3c.tmp"), "killed");
        Path dead = Files.writeString(dir.resolve(".out.txt.p" + gone.pid() + ".9f.tmp"), "killed");
        Path live = Files.writeString(dir.resolve(".out.txt.p1.77.tmp"), "pid 1 is alive");
        Path other = Files.writeString(dir.resolve(".other.txt.1a2b3c.tmp"), "another target's");
        write(dir.resolve("out.txt"), "done");
        assertFalse(Files.exists(legacy));
        assertFalse(Files.exists(dead));
        assertTrue(Files.exists(live));
        assertTrue(Files.exists(other));
    }

    @Test
    void failuresNameTheUsersPathAndTheReason() throws Exception {
        Path file = Files.writeString(dir.resolve("plain"), "x"), target = file.resolve("out.txt");
        IOException e = assertThrows(IOException.class, () -> write(target, "x"));
        assertTrue(e.getMessage().startsWith("cannot write " + target + ": "), e.getMessage());
        assertFalse(e.getMessage().contains(".tmp"), e.getMessage());
        IOException denied = OutputTarget.failure(Path.of("out.csv"), new AccessDeniedException(dir.resolve(".out.csv.p1.ab.tmp").toString()));
        assertEquals("cannot write out.csv: permission denied", denied.getMessage());
    }
}
