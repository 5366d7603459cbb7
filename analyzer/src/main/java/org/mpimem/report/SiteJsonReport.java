package org.mpimem.report;

import org.mpimem.account.ProcessStats;
import org.mpimem.replay.SiteBytes;
import org.mpimem.replay.SiteReplayResult;
import org.mpimem.replay.SiteResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import static org.mpimem.report.JsonReport.str;

/** JSON of replay --by-site, exact bytes: per model the process with the most bytes, its total, and the sites in order of first creation. */
final class SiteJsonReport {
    private SiteJsonReport() {}

    static void write(List<SiteReplayResult> results, Writer out) throws IOException {
        JsonReport.document(results, SiteJsonReport::write, out);
    }

    private static void write(SiteReplayResult r, StringBuilder b) {
        b.append("{\n  \"trace\": ").append(str(r.trace()))
                .append(",\n  \"processes\": ").append(r.worldSize())
                .append(",\n  \"events\": ").append(r.events())
                .append(",\n  \"profile\": ").append(str(r.profile()))
                .append(",\n  \"moment\": \"end\",\n  \"unit\": \"bytes\",\n  \"models\": [");
        for (int i = 0; i < r.models().size(); i++) {
            SiteResult m = r.models().get(i);
            ProcessStats.Proc max = m.model().end().max();
            b.append(i == 0 ? "\n" : ",\n").append("    {\"model\": ").append(str(m.model().model()))
                    .append(", \"title\": ").append(str(m.model().title()))
                    .append(", \"profile\": ").append(str(m.model().profile()))
                    .append(",\n     \"max\": {\"group\": ").append(max.group()).append(", \"rank\": ").append(max.rank())
                    .append(", \"total\": ").append(max.total()).append("}, \"sum\": ").append(m.model().end().total())
                    .append(",\n     \"sites\": [");
            for (int k = 0; k < m.sites().size(); k++) {
                SiteBytes s = m.sites().get(k);
                b.append(k == 0 ? "\n" : ",\n").append("       {\"site\": ").append(str(s.site()))
                        .append(", \"communicators\": ").append(s.comms())
                        .append(", \"max\": ").append(s.onMaxProcess()).append(", \"sum\": ").append(s.allProcesses()).append('}');
            }
            b.append("]}");
        }
        b.append("\n  ]\n}");
    }
}
