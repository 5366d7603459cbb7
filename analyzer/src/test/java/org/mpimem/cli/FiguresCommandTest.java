package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.mpimem.cli.Cli.run;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FiguresCommandTest {
    @TempDir
    Path dir;

    @Test
    void oneFigureWritesDataChartAndIndexAtomically() throws Exception {
        Path out = dir.resolve("report");
        assertEquals(0, run(new StringWriter(), "figures", "--out", out.toString(), "--only", "fig9b"));
        for (String f : new String[]{"fig9b.csv", "fig9b.png", "fig9b.svg", "index.md", "index.html"})
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        try (var files = Files.list(out)) {
            assertEquals(5, files.count(), "no temporary file left behind");
        }
        assertArrayEquals(new byte[]{(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(Files.readAllBytes(out.resolve("fig9b.png")), 4));
        String index = Files.readString(out.resolve("index.md"));
        assertTrue(index.contains("40 times smaller"), index);
        assertTrue(Files.readString(out.resolve("index.html")).contains("<img src=\"fig9b.png\""));
        assertTrue(Files.readString(out.resolve("fig9b.csv")).contains(",786432,10,address,VC,true,377487360,"));
    }

    @Test
    void unknownFigureIsAUsageError() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "figures", "--out", dir.toString(), "--only", "fig99"));
        assertTrue(err.toString().contains("unknown figure 'fig99'"), err.toString());
    }

    @Test
    void aProfileWithOneDesignIsAUsageErrorBeforeAnythingIsWritten() {
        Path out = dir.resolve("report");
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "figures", "--out", out.toString(), "--profile", "mpich-3.2-ch3-tcp", "--only", "fig9a"));
        assertTrue(err.toString().contains("has no av-rankmap"), err.toString());
        assertFalse(Files.exists(out));
    }

    @Test
    void irregularMaxBelowTheSmallestProcessCountIsAUsageError() {
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "figures", "--out", dir.resolve("r").toString(), "--irregular-max", "100"));
        assertTrue(err.toString().contains("--irregular-max must be at least 128"), err.toString());
    }
}
