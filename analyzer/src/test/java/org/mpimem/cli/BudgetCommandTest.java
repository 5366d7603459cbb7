package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import org.mpimem.cli.console.ExitCodes;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code budget --check}: the committed budgets hold; a budget one byte below its value exits 3 naming it. */
class BudgetCommandTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter(), err = new StringWriter();

    private int budget(String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        String[] all = new String[args.length + 1];
        all[0] = "budget";
        System.arraycopy(args, 0, all, 1, args.length);
        return cl.execute(all);
    }

    private Path budgets(String model, String profile, String statistic, long limit) throws Exception {
        Path f = dir.resolve("budgets.json");
        Files.writeString(f, "{\"format\": \"mpimem-budgets 1\", \"budgets\": [\n  {\"name\": \"odd-even\", \"trace\": "
                + "\"" + Path.of("../examples/odd-even-split.trace").toAbsolutePath() + "\", \"model\": \"" + model
                + "\", \"profile\": \"" + profile + "\", \"statistic\": \"" + statistic + "\", \"limit\": " + limit + "}\n]}\n");
        return f;
    }

    @Test
    void committedBudgetsHold() {
        assertEquals(0, budget("--check", "../baselines/budgets.json"), out + "\n" + err);
        assertTrue(out.toString().lines().allMatch(l -> l.startsWith("ok ")), out.toString());
    }

    @Test
    void writtenLimitsHoldAndOneByteLessIsExceeded() throws Exception {
        Path written = dir.resolve("measured.json");
        assertEquals(ExitCodes.REGRESSION, budget("--check", budgets("av-rankmap", "mpich-4.3-ch4-ofi", "address", 0).toString(), "--write", written.toString()));
        long measured = Long.parseLong(Files.readString(written).replaceAll("(?s).*\"limit\": (\\d+).*", "$1"));
        out.getBuffer().setLength(0);
        assertEquals(0, budget("--check", written.toString()), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCodes.REGRESSION, budget("--check", budgets("av-rankmap", "mpich-4.3-ch4-ofi", "address", measured - 1).toString()));
        assertEquals(String.format(java.util.Locale.ROOT, "EXCEEDED odd-even: %,d bytes > limit %,d bytes", measured, measured - 1), out.toString().strip());
    }

    @Test
    void profileWithoutTheModelIsBadInput() throws Exception {
        assertEquals(ExitCodes.BAD_INPUT, budget("--check", budgets("vc-vcrt", "mpich-4.3-ch4-ofi", "total", 1).toString()));
        assertTrue(err.toString().contains("profile mpich-4.3-ch4-ofi has no vc-vcrt design"), err.toString());
    }

    @Test
    void unknownStatisticIsBadInput() throws Exception {
        assertEquals(ExitCodes.BAD_INPUT, budget("--check", budgets("av-rankmap", "paper-2017", "heap", 1).toString()));
        assertTrue(err.toString().contains("unknown statistic 'heap'"), err.toString());
    }
}
