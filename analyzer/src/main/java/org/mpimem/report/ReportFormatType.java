package org.mpimem.report;

/** Output formats: a console table (human units), tidy CSV and JSON (exact bytes). */
public enum ReportFormatType {
    TEXT, CSV, JSON;

    public ReportFormat create() {
        return switch (this) {
            case TEXT -> new TextReport();
            case CSV -> new CsvReport();
            case JSON -> new JsonReport();
        };
    }
}
