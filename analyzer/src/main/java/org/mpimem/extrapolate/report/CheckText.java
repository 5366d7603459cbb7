package org.mpimem.extrapolate.report;

import org.mpimem.extrapolate.evidence.UnitReport;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;

/**
 * The check's section of the text report: the counts (the wrong ones by the status the report gave them), then one line per
 * unit with its verdict beside its status ("wrong, fitted"), the first difference under a wrong one.
 */
public final class CheckText {
    private CheckText() {}

    public static void write(Check c, Extrapolation x, Writer w) throws IOException {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%ncheck against %s (%s): %s, %d exact, %d wrong%s, %d refused%s%n", c.real(), x.target(),
                ExtrapolationText.units(c.units().size()), c.count(Check.Verdict.EXACT), c.count(Check.Verdict.WRONG), wrongByStatus(c), c.count(Check.Verdict.REFUSED),
                c.unseen().isEmpty() ? "" : String.format(Locale.ROOT, "; %d real site(s) no unit wrote", c.unseen().size())));
        for (Check.Unit u : c.units()) {
            w.write(b.toString()); // line by line: one string of 100,000 units' lines was copied again to be written
            b.setLength(0);
            String verdict = u.verdict().name().toLowerCase(Locale.ROOT);
            if (u.verdict() != Check.Verdict.REFUSED) verdict += ", " + u.status().label();
            b.append(String.format(Locale.ROOT, "  unit %d  %s  %s%n", u.number(), verdict, u.site()));
            if (u.verdict() == Check.Verdict.WRONG) b.append("    ").append(u.detail()).append('\n');
        }
        for (String s : c.unseen()) b.append("  not written: ").append(s).append('\n');
        w.write(b.toString());
    }

    /** " (0 confirmed, 288 fitted, 0 estimate)": whether the report had warned of the wrong units. */
    public static String wrongByStatus(Check c) {
        if (c.count(Check.Verdict.WRONG) == 0) return "";
        return String.format(Locale.ROOT, " (%d confirmed, %d fitted, %d estimate)", c.count(Check.Verdict.WRONG, UnitReport.Status.CONFIRMED),
                c.count(Check.Verdict.WRONG, UnitReport.Status.FITTED), c.count(Check.Verdict.WRONG, UnitReport.Status.ESTIMATE));
    }
}
