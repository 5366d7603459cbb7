package org.mpimem.report;

import org.mpimem.replay.ReplayResult;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** Writes replay results (one per trace) in one format. */
public interface ReportFormat {
    void write(List<ReplayResult> results, Writer out) throws IOException;
}
