package org.mpimem.cli.survey;

import java.nio.file.Path;
import java.util.Locale;

/** What a finished survey tells its user: how long it took and where to look, one file per line. */
final class SurveyDone {
    private SurveyDone() {}

    static String text(Path out, double seconds, boolean figures) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "survey written to %s in %.1f s%n", out, seconds));
        b.append("  open      ").append(out.resolve("index.html")).append(System.lineSeparator());
        b.append("  Table I   ").append(out.resolve("table1.md")).append(System.lineSeparator());
        b.append("  memory    ").append(out.resolve("summary.md")).append(" (exact bytes: memory.csv, memory.json)").append(System.lineSeparator());
        if (figures) b.append("  figures   ").append(out.resolve("figures").resolve("index.html")).append(System.lineSeparator());
        return b.toString();
    }
}
