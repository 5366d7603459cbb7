package org.mpimem.extrapolate.report;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The report for people: one paragraph per unit with every law used, or the refusal and its memory share. */
public final class ExtrapolationText {
    private ExtrapolationText() {}

    /** "1 unit", "2 units". */
    static String units(int n) {
        return n + (n == 1 ? " unit" : " units");
    }

    public static void write(Extrapolation x, Writer w) throws IOException {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "extrapolation from %s to %s: %s: %s%s%n",
                x.inputs().stream().map(Scale::toString).collect(Collectors.joining(", ")), x.target(), units(x.units().size()),
                EvidenceSummary.counts(x.units()), x.estimated() == 0 ? ""
                        : String.format(Locale.ROOT, "; ESTIMATE: %d unit(s) written though not exact (--scale-irregular, --estimate-shared)", x.estimated())));
        b.append(EvidenceSummary.assumption(x.inputs(), x.target())).append("; confirmed: each trace, held out in turn, was predicted "
                + "exactly by the laws of the others, and the target is inside the traced range; fitted: the laws fit every trace, but a "
                + "held-out trace was not predicted (or there were too few to hold one out), or the target is beyond the traced range\n");
        for (String n : x.notes()) b.append("note: ").append(n).append('\n');
        for (UnitReport u : x.units()) {
            // written unit by unit: the report of a loop of 100,000 units was one 60 MB string, copied once more to be written
            w.write(b.toString());
            b.setLength(0);
            b.append(String.format(Locale.ROOT, "%nunit %d  %s  %s%n  events %s", u.number(),
                    u.status().label().toUpperCase(Locale.ROOT) + (u.status() == UnitReport.Status.IRREGULAR ? " (irregular)" : ""), u.site(),
                    u.tracedEvents().stream().map(String::valueOf).collect(Collectors.joining(", "))));
            if (u.built()) {
                b.append(String.format(Locale.ROOT, " -> %d: count = %s%s%n", u.targetEvents(), u.countLaw(),
                        u.period() > 1 ? " (times a period of " + u.period() + ")" : ""));
                for (int r = 0; r < u.fieldLaws().size(); r++) {
                    List<String> row = u.fieldLaws().get(r);
                    String lead = u.period() > 1 ? "  residue " + r + ": " : "  ";
                    b.append(lead).append(String.join("; ", row)).append('\n');
                }
                b.append("  evidence: ").append(u.evidence()).append('\n');
            } else {
                b.append(" -> not extrapolated\n  reason: ").append(u.reason()).append('\n');
                if (!u.memoryShare().isEmpty()) b.append("  share of replayed memory (max process, peak): ")
                        .append(String.join("; ", u.memoryShare())).append('\n');
            }
        }
        w.write(b.toString());
    }
}
