package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15 D3: a check with nothing to check passed (exit 0), and a negative budget limit was accepted. */
class NothingToCheckTest {
    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    private int check(String command, String json) throws Exception {
        Path f = dir.resolve("check.json");
        Files.writeString(f, json);
        return Cli.run(err, command, "--check", f.toString());
    }

    @Test
    void emptySizesBaselineIsBadInput() throws Exception {
        assertEquals(2, check("sizes", "{\"format\": \"mpimem-sizes 1\", \"sizes\": []}"));
        assertTrue(err.toString().contains("check.json:1: the \"sizes\" array is empty: nothing to check"), err.toString());
    }

    @Test
    void baselineOfStructuresNotMeasuredHereIsBadInput() throws Exception {
        assertEquals(2, check("sizes", "{\"format\": \"mpimem-sizes 1\", \"sizes\": [{\"name\": \"vc\", \"profile\": \"no-such-profile\", \"bytes\": 1}]}"));
        assertTrue(err.toString().contains("nothing was checked"), err.toString());
    }

    @Test
    void noBudgetsIsBadInput() throws Exception {
        assertEquals(2, check("budget", "{\"format\": \"mpimem-budgets 1\", \"budgets\": []}"));
        assertTrue(err.toString().contains("check.json:1: no budgets: nothing to check"), err.toString());
    }

    @Test
    void negativeLimitIsBadInput() throws Exception {
        String trace = Path.of("../examples/odd-even-split.trace").toAbsolutePath().toString();
        assertEquals(2, check("budget", "{\"format\": \"mpimem-budgets 1\", \"budgets\": [{\"trace\": \"" + trace
                + "\", \"model\": \"av-rankmap\", \"profile\": \"paper-2017\", \"statistic\": \"total\", \"limit\": -1}]}"));
        assertTrue(err.toString().contains("limit -1 is negative"), err.toString());
    }
}
