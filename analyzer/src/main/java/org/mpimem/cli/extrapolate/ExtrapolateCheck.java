package org.mpimem.cli.extrapolate;

import org.mpimem.cli.console.ExitCodes;
import org.mpimem.extrapolate.report.Check;
import org.mpimem.extrapolate.report.CheckText;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.trace.InputException;
import org.mpimem.trace.Trace;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.Locale;

/**
 * {@code extrapolate --check REAL}: the target is the real trace's P and ppn, and after the report
 * each unit is judged against it ({@link Check}). Exit 3 when the extrapolation differs from what
 * the application did, 0 when every written unit is exact (refused units are reported, not wrong),
 * 2 when every unit was refused: then nothing was checked, which is no pass.
 */
final class ExtrapolateCheck {
    private ExtrapolateCheck() {}

    static Scale target(Trace real, Long procs, Integer ppn, String format) {
        if (real == null) {
            if (procs == null || ppn == null) throw new InputException("extrapolate needs --procs and --ppn (or --check REAL, which takes them from REAL)");
            return new Scale(procs, ppn);
        }
        if (format.equals("json")) throw new InputException("--check writes a text report; leave out --format json");
        Scale s = Check.scaleOf(real);
        if (procs != null && procs != s.procs() || ppn != null && ppn != s.ppn())
            throw new InputException(String.format(Locale.ROOT, "--procs/--ppn %s/%s differ from the real trace's P=%d ppn=%d (--check takes them from it)",
                    procs, ppn, s.procs(), s.ppn()));
        return s;
    }

    static int report(Extrapolation x, Trace real, Writer w, PrintWriter err) throws IOException {
        Check c = Check.of(x, real);
        CheckText.write(c, x, w);
        w.flush();
        if (c.differs()) {
            err.printf(Locale.ROOT, "mpimem: the extrapolation differs from %s: %d unit(s) wrong%s%s%n", real.source(), c.count(Check.Verdict.WRONG),
                    CheckText.wrongByStatus(c),
                    c.unseen().isEmpty() ? "" : ", " + c.unseen().size() + " real site(s) not written");
            return ExitCodes.REGRESSION;
        }
        if (!c.units().isEmpty() && c.count(Check.Verdict.EXACT) == 0) { // nothing was written, so nothing was shown equal: not a pass
            err.printf(Locale.ROOT, "mpimem: nothing checked against %s: every one of the %d unit(s) was refused (the report gives the reasons "
                    + "and the counts whose traces would settle them)%n", real.source(), c.units().size());
            return ExitCodes.BAD_INPUT;
        }
        return 0;
    }
}
