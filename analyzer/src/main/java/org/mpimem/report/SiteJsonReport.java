package org.mpimem.report;

import org.mpimem.account.ProcessStats;
import org.mpimem.replay.SiteBytes;
import org.mpimem.replay.SiteReplayResult;
import org.mpimem.replay.SiteResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

import static org.mpimem.report.JsonReport.str;

/**
 * JSON of replay --by-site, exact bytes: per model, at the end and under "peak" at the peak, the
 * process with the most bytes, its total, and the sites in order of first creation.
 */
final class SiteJsonReport {
    private SiteJsonReport() {}

    static void write(List<SiteReplayResult> results, Writer out) throws IOException {
        JsonReport.document(results, SiteJsonReport::write, out);
    }

    private static void write(SiteReplayResult r, StringBuilder b) {
        JsonReport.header(b, r.trace(), r.worldSize(), r.events(), r.profile())
                .append(",\n  \"moment\": \"end\",\n  \"unit\": \"bytes\",\n  \"models\": [");
        for (int i = 0; i < r.models().size(); i++) {
            SiteResult m = r.models().get(i);
            b.append(i == 0 ? "\n" : ",\n").append("    {\"model\": ").append(str(m.model().model()))
                    .append(", \"title\": ").append(str(m.model().title()))
                    .append(", \"profile\": ").append(str(m.model().profile())).append(",\n     ");
            moment(b, m.model().end(), m.sites(), "     ");
            b.append(",\n     \"peak\": {\"event\": ").append(m.model().peakEvent()).append(", \"line\": ").append(m.model().peakLine())
                    .append(",\n       ");
            moment(b, m.model().peak(), m.atPeak(), "       ");
            b.append("}}");
        }
        b.append("\n  ]\n}");
    }

    /** The process with the most bytes at one moment, its total, the sum, and the sites then. */
    private static void moment(StringBuilder b, ProcessStats moment, List<SiteBytes> sites, String indent) {
        ProcessStats.Proc max = moment.max();
        b.append("\"max\": {\"group\": ").append(max.group()).append(", \"rank\": ").append(max.rank())
                .append(", \"total\": ").append(max.total()).append("}, \"sum\": ").append(moment.total())
                .append(",\n").append(indent).append("\"sites\": [");
        for (int k = 0; k < sites.size(); k++) {
            SiteBytes s = sites.get(k);
            b.append(k == 0 ? "\n" : ",\n").append(indent).append("  {\"site\": ").append(str(s.site()))
                    .append(", \"communicators\": ").append(s.comms())
                    .append(", \"max\": ").append(s.onMaxProcess()).append(", \"sum\": ").append(s.allProcesses()).append('}');
        }
        b.append(']');
    }
}
