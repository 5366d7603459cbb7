package org.mpimem.classify;

import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The paper's Table I applications that no built-in profile covers, each with why (resource
 * {@code table1-not-covered.properties}), so that a reader sees every row the survey leaves out.
 */
public final class TableINotCovered {
    private TableINotCovered() {}

    /** Application (as Table I prints it) and why it is not covered, in the printed order. */
    public static List<Map.Entry<String, String>> rows() {
        Properties why = load();
        List<String> builtIn = AppProfiles.applications().stream().map(AppProfile::name).toList();
        return PaperTableI.applications().stream().filter(a -> builtIn.stream().noneMatch(a::equalsIgnoreCase)).map(a -> {
            String w = why.getProperty(a);
            if (w == null) throw new IllegalStateException("table1-not-covered.properties: no reason for Table I's " + a);
            return Map.entry(a, w);
        }).toList();
    }

    /** One sentence for a page: how many of Table I's rows the profiles cover. */
    public static String summary() {
        int all = PaperTableI.applications().size(), missing = rows().size();
        return "The built-in profiles cover " + (all - missing) + " of Table I's " + all + " applications; the other " + missing
                + ", and why:";
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = TableINotCovered.class.getResourceAsStream("table1-not-covered.properties")) {
            if (in == null) throw new IllegalStateException("missing resource table1-not-covered.properties");
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }
}
