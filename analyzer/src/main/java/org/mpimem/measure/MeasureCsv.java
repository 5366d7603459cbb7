package org.mpimem.measure;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One row per (site, world rank) of a measured run, with the run's application, MPI, library version
 * and date on every row: the samples committed under docs/calibration/apps/ and read back by the
 * test that replays their traces. Sites are quoted (a C++ site may hold a comma). The last column,
 * {@code measured_arrival}, is the arrival-order buffers left out of {@code measured} and
 * {@code measured_freed}; files written before it (14 columns) read with it 0.
 */
public final class MeasureCsv {
    static final String OLD_HEADER = "app,run,library,date,design,np,site,rank,calls,measured,modelled,difference,measured_freed,modelled_freed";
    static final String HEADER = OLD_HEADER + ",measured_arrival";

    private MeasureCsv() {
    }

    public static void write(Comparison c, PrintWriter w) {
        w.print(HEADER + "\n");
        for (SiteRow s : c.sites())
            for (int r = 0; r < c.np(); r++)
                w.print(String.join(",", quote(c.app()), quote(c.run()), quote(c.library()), c.date(), c.design(), "" + c.np(),
                        quote(s.site()), "" + r, "" + s.calls()[r], "" + s.measured()[r], "" + s.modelled()[r],
                        "" + (s.measured()[r] - s.modelled()[r]), "" + s.measuredFreed()[r], "" + s.modelledFreed()[r],
                        "" + s.arrival()[r]) + "\n");
        w.flush();
    }

    /** The comparison as written, site rows in file order; IOException with the line on bad input. */
    public static Comparison read(Reader in, String source) throws IOException {
        BufferedReader r = new BufferedReader(in);
        String header = r.readLine();
        if (!HEADER.equals(header) && !OLD_HEADER.equals(header)) throw new IOException(source + ":1: expected the header " + HEADER);
        int fields = HEADER.equals(header) ? 15 : 14;
        Map<String, long[][]> sites = new LinkedHashMap<>(); // site -> calls, measured, modelled, measured freed, modelled freed, arrival
        String[] first = null;
        int n = 1, np = 0;
        for (String line; (line = r.readLine()) != null; ) {
            n++;
            List<String> f = split(line);
            if (f.size() != fields) throw new IOException(source + ":" + n + ": " + f.size() + " fields, expected " + fields);
            try {
                if (first == null) {
                    first = f.toArray(new String[0]);
                    np = Integer.parseInt(f.get(5));
                }
                int rank = Integer.parseInt(f.get(7)), size = np;
                if (Integer.parseInt(f.get(5)) != np || rank < 0 || rank >= np)
                    throw new IOException(source + ":" + n + ": rank " + rank + " of " + f.get(5) + " processes in a run of " + np);
                long[][] v = sites.computeIfAbsent(f.get(6), k -> new long[6][size]);
                for (int k = 0; k < 5; k++) v[k][rank] = Long.parseLong(f.get(k == 0 ? 8 : 8 + k + (k >= 3 ? 1 : 0)));
                if (fields == 15) v[5][rank] = Long.parseLong(f.get(14));
            } catch (NumberFormatException e) {
                throw new IOException(source + ":" + n + ": not a number: " + e.getMessage());
            }
        }
        if (first == null) throw new IOException(source + ": no samples");
        List<SiteRow> rows = new ArrayList<>();
        sites.forEach((site, v) -> rows.add(new SiteRow(site, java.util.Arrays.stream(v[0]).mapToInt(x -> (int) x).toArray(), v[1], v[2], v[3], v[4], v[5])));
        return new Comparison(first[0], first[1], first[2], first[3], first[4], np, rows, java.util.Set.of());
    }

    static String quote(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') { b.append('"'); i++; }
            else if (c == '"') quoted = !quoted;
            else if (c == ',' && !quoted) { out.add(b.toString()); b.setLength(0); }
            else b.append(c);
        }
        out.add(b.toString());
        return out;
    }
}
