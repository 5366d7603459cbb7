package org.mpimem.survey;

import java.util.List;
import java.util.Locale;

import org.mpimem.measure.CommittedRuns;
import org.mpimem.measure.Comparison;
import org.mpimem.report.Html;

/**
 * One statement for the survey page, from the committed measurements of the real applications
 * (docs/calibration/apps/, `mpimem measure`): how much of the memory MPI really keeps the models
 * account for, so that a design comparison is read as what it is. Self-contained: one section.
 */
public final class MeasuredShare {
    private MeasuredShare() {
    }

    /** The section, or "" when no measurement is committed. */
    public static String html() {
        List<String> runs = CommittedRuns.names();
        if (runs.isEmpty()) return "";
        double commLo = 1, commHi = 0, initLo = 1, initHi = 0;
        for (String r : runs) {
            Comparison s = CommittedRuns.sample(r);
            double c = s.communicatorShare(), i = s.initShare();
            if (!Double.isNaN(c)) { commLo = Math.min(commLo, c); commHi = Math.max(commHi, c); }
            if (!Double.isNaN(i)) { initLo = Math.min(initLo, i); initHi = Math.max(initHi, i); }
        }
        String text = String.format(Locale.ROOT, "Measured on %d runs of real applications (LAMMPS, ScaLAPACK, Quantum ESPRESSO, NWChem at 8 processes, "
                        + "Debian's MPICH 4.0.2 and Open MPI 4.1.4, shared memory and tcp): the models account for %s–%s of the bytes MPI keeps "
                        + "for the applications' communicators (RMA windows apart) and %s–%s of what MPI_Init keeps. They cover addresses, rank maps, groups and node "
                        + "tables — the part that grows with the communicators' sizes and differs between designs — and, in the designs named after "
                        + "installed libraries, what MPI_Init keeps as the job grows (below); not the communicator objects, collective state, "
                        + "endpoints made on first contact or pools, which mpimem leaves out. Read the comparisons on this page as "
                        + "differences in that part (docs/calibration.md, \"Real applications\").",
                runs.size(), pct(commLo), pct(commHi), pct(initLo), pct(initHi));
        return "<h2 id=\"measured\">What the models cover of MPI's memory</h2>\n<p>" + Html.esc(text) + "</p>\n";
    }

    private static String pct(double f) {
        return org.mpimem.measure.MeasureText.percent(f);
    }
}
