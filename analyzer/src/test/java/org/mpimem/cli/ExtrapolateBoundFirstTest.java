package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * extrapolate counts each input against its event bound as soon as it is read: inputs over it are
 * refused before the rest are parsed (a 100,000-step dup/free loop is 10 MB a trace; the real trace
 * of --check was read first, then every input, and only then counted). Here the third input and the
 * real trace are not traces at all: the refusal names the bound, not them.
 */
class ExtrapolateBoundFirstTest {
    @TempDir
    Path dir;

    private Path family(String name, int p, int copies) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, "mpimem-trace 1\nworld size=" + p + " nodes=block:4\ncomm id=1 call=MPI_Comm_split parent=0 members=0 copies="
                + copies + " step=1 color=0 colorstep=1 site=main@app.c:10\nend comms=1 frees=0 groups=0\n");
        return f;
    }

    @Test
    void inputsOverTheBoundAreRefusedBeforeTheRestAreRead() throws Exception {
        Path a = family("a.trace", 200_000, 200_000), b = family("b.trace", 400_000, 200_000);
        Path junk = dir.resolve("junk.trace");
        Files.writeString(junk, "not a trace\n");
        Cli.Result r = Cli.capture("extrapolate", a.toString(), b.toString(), junk.toString(), "--check", junk.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("400,000 events") && r.err().contains("262,144"), r.err());
        assertFalse(r.err().contains("junk.trace"), r.err());
    }
}
