package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.Check;
import org.mpimem.extrapolate.report.CheckText;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.report.ExtrapolationText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

/**
 * Issue 29 item 1 without CP2K: a program that lays out its grid by CP2K's rule, traced under MPICH
 * (realapps/gcdgrid), from 8, 16, 18, 24, 32 (where the rule is the squarest grid) to 12 (2 x 6, not 3 x 4). Before,
 * --check said "5 wrong (5 confirmed)"; now every wrong unit is fitted, the grid's evidence naming CP2K's rule and what
 * it gives at 12, and the report and check are the golden file's (regenerate with -Dmpimem.golden.update=true).
 */
class GcdGridRivalTest {
    private static final Path DIR = Path.of("src/test/resources/realapps/gcdgrid");

    static Trace at(int p) throws Exception {
        return TraceReader.read(DIR.resolve("p" + p + ".trace"));
    }

    @Test
    void aGridThatAgreesWithTheSquarestAtEveryTraceIsFittedNotConfirmedWhereCp2ksRuleDiffers() throws Exception {
        Trace real = at(12);
        Extrapolation x = Extrapolator.extrapolate(List.of(at(8), at(16), at(18), at(24), at(32)), Check.scaleOf(real), null);
        Check c = Check.of(x, real);
        assertEquals(5, c.count(Check.Verdict.WRONG), "--check still finds them");
        assertEquals(0, c.count(Check.Verdict.WRONG, UnitReport.Status.CONFIRMED), "none of them confirmed");
        assertTrue(x.units().get(1).evidence().contains("number of communicators: cp2k_rows(P) (CP2K's largest-gcd grid) fits every trace "
                + "too and gives 2 at P=12, where grid_short(P) gives 3"), x.units().get(1).evidence());
        assertEquals(UnitReport.Status.CONFIRMED, x.units().get(0).status(), "the dup of WORLD has no rival");
        StringWriter w = new StringWriter();
        ExtrapolationText.write(x, w);
        CheckText.write(c, x, w);
        Path golden = DIR.resolve("p8-32-to-12.check.txt");
        if (Boolean.getBoolean("mpimem.golden.update")) Files.writeString(golden, w.toString());
        assertEquals(Files.readString(golden), w.toString(), golden.toString());
        // the rival's evidence names the counts, not traced yet, where the two rules differ: to 30 (CP2K 6 x 5, squarest 5 x 6)
        Extrapolation thirty = Extrapolator.extrapolate(List.of(at(8), at(16), at(18), at(24), at(32)), new Scale(30, 30), null);
        assertTrue(String.valueOf(thirty.units().get(1).evidence()).contains("cp2k_rows(P) (CP2K's largest-gcd grid) fits every trace too and gives 6 at P=30, "
                + "where grid_short(P) gives 5 (a trace at one of P=12 (one node), P=20 (one node), P=28 (one node) would tell them apart"), thirty.units().get(1).evidence() + " / " + thirty.units().get(1).reason());
        // where the rules agree (4 x 4 at 16) nothing is doubted: every unit written is confirmed, and exact
        Trace sixteen = at(16);
        Extrapolation agree = Extrapolator.extrapolate(List.of(at(8), at(12), at(18), at(24), at(32)), Check.scaleOf(sixteen), null);
        assertEquals(0, Check.of(agree, sixteen).count(Check.Verdict.WRONG));
        assertTrue(agree.units().stream().filter(UnitReport::built).allMatch(u -> u.status() == UnitReport.Status.CONFIRMED),
                agree.units().stream().map(u -> u.number() + " " + u.status() + " " + u.evidence()).toList().toString());
    }
}
