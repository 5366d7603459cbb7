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
 * test that replays their traces. Sites are quoted (a C++ site may hold a comma).
 */
public final class MeasureCsv {
    static final String HEADER = "app,run,library,date,design,np,site,rank,calls,measured,modelled,difference,measured_freed,modelled_freed";

    private MeasureCsv() {
    }

    public static void write(Comparison c, PrintWriter w) {
        w.print(HEADER + "\n");
        for (SiteRow s : c.sites())
            for (int r = 0; r < c.np(); r++)
                w.print(String.join(",", quote(c.app()), quote(c.run()), quote(c.library()), c.date(), c.design(), "" + c.np(),
                        quote(s.site()), "" + r, "" + s.calls()[r], "" + s.measured()[r], "" + s.modelled()[r],
                        "" + (s.measured()[r] - s.modelled()[r]), "" + s.measuredFreed()[r], "" + s.modelledFreed()[r]) + "\n");
        w.flush();
    }

    /** A measured sample: site -> measured bytes per rank, and the run's fields; IOException with the line on bad input. */
    public record Sample(String app, String run, String library, String date, String design, int np,
                         Map<String, long[]> measured, Map<String, long[]> modelled) {
        /** Sum over processes of the model's bytes over the measured ones, communicator sites ({@code init} false) or MPI_Init. */
        public double share(boolean init) {
            long meas = 0, mod = 0;
            for (String site : measured.keySet())
                if (site.equals(org.mpimem.replay.SiteBytes.INIT) == init) {
                    meas += SiteRow.sum(measured.get(site));
                    mod += SiteRow.sum(modelled.get(site));
                }
            return meas == 0 ? Double.NaN : (double) mod / meas;
        }
    }

    public static Sample read(Reader in, String source) throws IOException {
        BufferedReader r = new BufferedReader(in);
        String header = r.readLine();
        if (!HEADER.equals(header)) throw new IOException(source + ":1: expected the header " + HEADER);
        Map<String, long[]> measured = new LinkedHashMap<>(), modelled = new LinkedHashMap<>();
        String[] first = null;
        int n = 1;
        for (String line; (line = r.readLine()) != null; ) {
            n++;
            List<String> f = split(line);
            if (f.size() != 14) throw new IOException(source + ":" + n + ": " + f.size() + " fields, expected 14");
            try {
                int np = Integer.parseInt(f.get(5)), rank = Integer.parseInt(f.get(7));
                if (first == null) first = f.toArray(new String[0]);
                if (rank < 0 || rank >= np) throw new IOException(source + ":" + n + ": rank " + rank + " outside 0.." + (np - 1));
                measured.computeIfAbsent(f.get(6), k -> new long[np])[rank] = Long.parseLong(f.get(9));
                modelled.computeIfAbsent(f.get(6), k -> new long[np])[rank] = Long.parseLong(f.get(10));
            } catch (NumberFormatException e) {
                throw new IOException(source + ":" + n + ": not a number: " + e.getMessage());
            }
        }
        if (first == null) throw new IOException(source + ": no samples");
        return new Sample(first[0], first[1], first[2], first[3], first[4], Integer.parseInt(first[5]), measured, modelled);
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
