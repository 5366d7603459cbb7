package org.mpimem.calibrate;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.mpimem.trace.InputException;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * A calibration run's raw samples as tidy CSV, one row per measured creation with the library, its
 * version and the date on every row: what scripts/calibrate commits, so that a page built later can
 * fit the measurement again and set the model of that day beside it.
 */
public final class SamplesCsv {
    static final String[] HEADER = {"mpi", "library", "measured_on", "pattern", "world", "n", "m", "bytes"};

    private SamplesCsv() {}

    public static void write(Measured m, Writer out) throws IOException {
        CSVPrinter p = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).build());
        for (Sample s : m.samples()) p.printRecord(m.mpi(), m.library(), m.date(), s.pattern(), s.world(), s.n(), s.m(), s.bytes());
        p.flush();
    }

    /** Reads what {@link #write} wrote; {@code source} names the file in errors ({@code file:line: reason}). */
    public static Measured read(String source, Reader in) throws IOException {
        CSVParser parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build().parse(in);
        if (!parser.getHeaderNames().equals(List.of(HEADER)))
            throw new InputException(source + ":1: header must be " + String.join(",", HEADER) + ", not " + String.join(",", parser.getHeaderNames()));
        String mpi = null, library = null, date = null;
        List<Sample> samples = new ArrayList<>();
        for (CSVRecord r : parser) {
            String where = source + ":" + (r.getRecordNumber() + 1) + ": ";
            if (r.size() != HEADER.length) throw new InputException(where + r.size() + " fields, expected " + HEADER.length);
            if (mpi == null) { mpi = r.get(0); library = r.get(1); date = r.get(2); }
            else if (!mpi.equals(r.get(0)) || !library.equals(r.get(1)) || !date.equals(r.get(2)))
                throw new InputException(where + "one run per file: " + r.get(0) + ", " + r.get(1) + ", " + r.get(2)
                        + " after " + mpi + ", " + library + ", " + date);
            try {
                samples.add(new Sample(r.get(3), Integer.parseInt(r.get(4)), Integer.parseInt(r.get(5)), Integer.parseInt(r.get(6)), Long.parseLong(r.get(7))));
            } catch (NumberFormatException e) {
                throw new InputException(where + "world, n, m and bytes must be integers: " + e.getMessage());
            }
        }
        if (mpi == null) throw new InputException(source + ":1: no samples");
        return new Measured(mpi, library, date, samples);
    }
}
