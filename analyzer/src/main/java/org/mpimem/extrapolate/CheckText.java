package org.mpimem.extrapolate;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;

/** The check's section of the text report: the counts, then one line per unit, the first difference under a wrong one. */
public final class CheckText {
    private CheckText() {}

    public static void write(Check c, Extrapolation x, Writer w) throws IOException {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%ncheck against %s (%s): %d units, %d exact, %d wrong, %d refused%s%n", c.real(), x.target(),
                c.units().size(), c.count(Check.Verdict.EXACT), c.count(Check.Verdict.WRONG), c.count(Check.Verdict.REFUSED),
                c.unseen().isEmpty() ? "" : String.format(Locale.ROOT, "; %d real site(s) no unit wrote", c.unseen().size())));
        for (Check.Unit u : c.units()) {
            b.append(String.format(Locale.ROOT, "  unit %d  %s  %s%n", u.number(), u.verdict().name().toLowerCase(Locale.ROOT), u.site()));
            if (u.verdict() == Check.Verdict.WRONG) b.append("    ").append(u.detail()).append('\n');
        }
        for (String s : c.unseen()) b.append("  not written: ").append(s).append('\n');
        w.write(b.toString());
    }
}
