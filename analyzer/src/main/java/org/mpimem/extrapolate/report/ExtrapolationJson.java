package org.mpimem.extrapolate.report;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** The report for programs: every unit with its status, event counts, laws or reason. */
public final class ExtrapolationJson {
    private ExtrapolationJson() {}

    public static void write(Extrapolation x, Writer w) throws IOException {
        StringBuilder b = new StringBuilder("{\n  \"target\": ").append(scale(x.target())).append(",\n  \"inputs\": [");
        for (int i = 0; i < x.inputs().size(); i++) b.append(i > 0 ? ", " : "").append(scale(x.inputs().get(i)));
        b.append("],\n  \"complete\": ").append(x.complete()).append(",\n  \"estimate\": ").append(x.estimated() > 0)
                .append(",\n  \"estimatedUnits\": ").append(x.estimated()).append(EvidenceSummary.json(x)).append(",\n  \"notes\": ").append(strings(x.notes()))
                .append(",\n  \"units\": [");
        for (int i = 0; i < x.units().size(); i++) {
            UnitReport u = x.units().get(i);
            b.append(i > 0 ? ",\n" : "\n").append("    {\"unit\": ").append(u.number()).append(", \"site\": ").append(str(u.site()))
                    .append(", \"status\": ").append(str(u.status().label()))
                    .append(", \"tracedEvents\": ").append(u.tracedEvents());
            if (u.built()) {
                b.append(", \"targetEvents\": ").append(u.targetEvents()).append(", \"count\": ").append(str(u.countLaw()))
                        .append(", \"period\": ").append(u.period()).append(", \"evidence\": ").append(str(u.evidence()))
                        .append(", \"heldOutPredicted\": ").append(u.heldOutPredicted())
                        .append(", \"fields\": [");
                for (int r = 0; r < u.fieldLaws().size(); r++) b.append(r > 0 ? ", " : "").append(strings(u.fieldLaws().get(r)));
                b.append(']');
            } else {
                if (u.status() == UnitReport.Status.IRREGULAR) b.append(", \"irregular\": true");
                b.append(", \"reason\": ").append(str(u.reason())).append(", \"memoryShare\": ").append(strings(u.memoryShare()));
            }
            b.append('}');
        }
        w.write(b.append("\n  ]\n}\n").toString());
    }

    private static String scale(Scale s) {
        return "{\"procs\": " + s.procs() + ", \"ppn\": " + s.ppn() + "}";
    }

    private static String strings(List<String> l) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < l.size(); i++) b.append(i > 0 ? ", " : "").append(str(l.get(i)));
        return b.append(']').toString();
    }

    private static String str(String s) {
        return org.mpimem.report.JsonReport.str(s);
    }
}
