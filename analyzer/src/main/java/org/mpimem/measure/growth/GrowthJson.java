package org.mpimem.measure.growth;

import java.io.PrintWriter;

import static org.mpimem.report.JsonReport.str;

/** Growth as one JSON document: the run, and per site its samples, slopes and both sides' terms (null: not separable). */
public final class GrowthJson {
    private GrowthJson() {
    }

    public static void write(Growth g, PrintWriter w) {
        StringBuilder b = new StringBuilder("{\n");
        b.append("  \"app\": ").append(str(g.app())).append(",\n  \"run\": ").append(str(g.run())).append(",\n  \"library\": ").append(str(g.library()))
                .append(",\n  \"design\": ").append(str(g.design())).append(",\n  \"nodes\": ").append(str(g.nodes())).append(",\n  \"sites\": [");
        for (int i = 0; i < g.sites().size(); i++) {
            SiteGrowth s = g.sites().get(i);
            b.append(i == 0 ? "\n" : ",\n").append("    {\"site\": ").append(str(s.site())).append(", \"samples\": [");
            for (int k = 0; k < s.measured().size(); k++) {
                Sample m = s.measured().get(k);
                b.append(k == 0 ? "" : ", ").append("{\"processes\": ").append(m.np()).append(", \"ppn\": ").append(m.ppn())
                        .append(", \"measured\": ").append(num(m.bytes())).append(", \"modelled\": ").append(num(s.modelled().get(k).bytes())).append('}');
            }
            b.append("], \"slopes\": [");
            for (int k = 0; k < s.slopes().size(); k++) {
                Slope l = s.slopes().get(k);
                b.append(k == 0 ? "" : ", ").append("{\"ppn\": ").append(l.ppn()).append(", \"measured\": ").append(num(l.measured()))
                        .append(", \"modelled\": ").append(num(l.modelled())).append(", \"verdict\": ")
                        .append(str(GrowthText.verdict(l.verdict(s.span(l.ppn()))))).append(", \"measuredResidual\": ").append(num(l.measuredResidual()))
                        .append(", \"differenceResidual\": ").append(num(l.differenceResidual())).append('}');
            }
            b.append("], \"measuredTerms\": ").append(terms(s.measuredTerms())).append(", \"modelledTerms\": ").append(terms(s.modelledTerms())).append('}');
        }
        b.append("\n  ]\n}\n");
        w.print(b);
        w.flush();
    }

    private static String terms(Terms t) {
        return "{\"constant\": " + num(t.constant()) + ", \"perProcess\": " + num(t.perProcess()) + ", \"perNode\": " + num(t.perNode())
                + ", \"perLocalPeer\": " + num(t.perLocalPeer()) + ", \"maxResidual\": " + num(t.maxResidual()) + ", \"runs\": " + t.points() + "}";
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "null" : GrowthCsv.num(v);
    }
}
