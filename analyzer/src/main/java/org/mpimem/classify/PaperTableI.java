package org.mpimem.classify;

import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * The paper's Table I as printed (resource {@code paper-table1.tsv}) and the known reasons why a
 * built-in profile's row differs ({@code table1-differences.properties}); rows are matched by
 * application name, case-insensitively.
 */
public final class PaperTableI {
    private static final Map<String, Set<Column>> ROWS = load();
    private static final Properties DIFFERENCES = properties();

    private PaperTableI() {}

    /** Applications in the printed order. */
    public static List<String> applications() {
        return new ArrayList<>(ROWS.keySet());
    }

    public static Optional<Set<Column>> row(String application) {
        return ROWS.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(application)).map(Map.Entry::getValue).findFirst();
    }

    /** The documented difference for a built-in profile: "-Stride: reason", or empty. */
    public static Optional<String> knownDifference(String application) {
        return Optional.ofNullable(DIFFERENCES.getProperty(application.toLowerCase(Locale.ROOT)));
    }

    /** "+Col" for marks only in {@code c}, "-Col" for marks only in the paper; empty when the rows agree. */
    public static List<String> differences(Classification c, Set<Column> paper) {
        List<String> d = new ArrayList<>();
        for (Column col : Column.values()) {
            if (c.marked(col) && !paper.contains(col)) d.add("+" + col.header().replace(".", ""));
            if (!c.marked(col) && paper.contains(col)) d.add("-" + col.header().replace(".", ""));
        }
        return d;
    }

    /** A built-in profile's row at its default scale, with the notes comparing it with the paper's. */
    public static Classification classify(AppProfile p) {
        Classification c = Classifier.classify(p.name(), AppProfiles.generateDefault(p));
        List<String> n = new ArrayList<>(notes(c, true));
        // the marks depend on scale and placement (FT's layout, LSMS's node roots): say which were used
        if (!n.isEmpty()) n.set(0, n.get(0) + String.format(Locale.ROOT, " Classified at %,d processes, %d per node.", c.procs(), p.defaultPpn()));
        return c.withNotes(n);
    }

    /** Notes comparing the row with the paper's, if the paper has that application. */
    public static List<String> notes(Classification c, boolean builtIn) {
        Optional<Set<Column>> paper = row(c.application());
        if (paper.isEmpty()) return List.of();
        List<String> diff = differences(c, paper.get());
        if (diff.isEmpty()) return List.of(c.application() + ": matches the paper's Table I row.");
        String why = builtIn ? knownDifference(c.application()).map(s -> " " + s.substring(s.indexOf(':') + 1).trim()).orElse("") : "";
        return List.of(c.application() + ": differs from the paper's Table I row (" + String.join(" ", diff)
                + "; + only here, - only in the paper)." + why);
    }

    private static Map<String, Set<Column>> load() {
        Map<String, Set<Column>> rows = new LinkedHashMap<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(resource("paper-table1.tsv"), StandardCharsets.UTF_8))) {
            String header = null;
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) continue;
                if (header == null) {
                    header = line;
                    continue;
                }
                String[] f = line.split("\t", -1);
                Set<Column> marks = EnumSet.noneOf(Column.class);
                for (int i = 1; i < f.length; i++) if (f[i].trim().equals("x")) marks.add(Column.values()[i - 1]);
                rows.put(f[0], marks);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    private static Properties properties() {
        Properties p = new Properties();
        try (InputStream in = resource("table1-differences.properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    private static InputStream resource(String name) {
        InputStream in = PaperTableI.class.getResourceAsStream(name);
        if (in == null) throw new IllegalStateException("missing resource " + name);
        return in;
    }
}
