package org.mpimem;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analyzer's packages depend one way (docs/design.md, "Packages"): a package may name a
 * package of a lower layer, or one of its own layer, never one above it. A layer lists packages by
 * prefix; the longest prefix decides, so {@code model.peers} is its own layer below the rest of
 * {@code model}. Inside the model layer the design families and the registry that names them
 * ({@code ModelMatrix}) refer to each other; everything else is a strict order. Comments do not
 * count: a doc link may point up.
 */
class LayersTest {
    /** Top layer first. */
    static final List<List<String>> LAYERS = List.of(
            List.of("cli"),
            List.of("survey"),
            List.of("diff"),
            List.of("figures", "classify", "measure"),
            List.of("figures.designs"),
            List.of("figures.page"),
            List.of("figures.paper"),
            List.of("figures.claims"),
            List.of("figures.measuring"),
            List.of("figures.points"),
            List.of("extrapolate"),
            List.of("extrapolate.report"),
            List.of("extrapolate.target", "extrapolate.evidence"),
            List.of("extrapolate.laws"),
            List.of("extrapolate.counts"),
            List.of("extrapolate.align"),
            List.of("report"),
            List.of("replay", "calibrate"),
            List.of("model"),
            List.of("model.peers", "model.scan"),
            List.of("size"),
            List.of("account"));

    private static final Pattern REF = Pattern.compile("\\borg\\.mpimem\\.([a-z][a-z0-9]*(?:\\.[a-z][a-z0-9]*)*)\\.[A-Z]");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package org\\.mpimem\\.([\\w.]+);");

    /** The layer of a package below org.mpimem (longest prefix), or -1 for one outside the analyzer (trace, profiles, charts). */
    static int layer(String pkg) {
        int best = -1, bestLength = -1;
        for (int i = 0; i < LAYERS.size(); i++)
            for (String p : LAYERS.get(i))
                if ((pkg.equals(p) || pkg.startsWith(p + ".")) && p.length() > bestLength) {
                    best = i;
                    bestLength = p.length();
                }
        return best;
    }

    /** The source without comments and string literals, which name packages without depending on them. */
    static String code(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "").replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"");
    }

    /** Every reference from a file to a package of a higher layer, as "file -> package". */
    static List<String> upward(Path root, List<Path> files) throws IOException {
        List<String> bad = new ArrayList<>();
        for (Path f : files) {
            String source = Files.readString(f);
            Matcher pm = PACKAGE.matcher(source);
            if (!pm.find()) continue;
            int from = layer(pm.group(1));
            Matcher m = REF.matcher(code(source));
            TreeSet<String> seen = new TreeSet<>();
            while (m.find()) {
                int to = layer(m.group(1));
                if (from >= 0 && to >= 0 && to < from && seen.add(m.group(1))) bad.add(root.relativize(f) + " -> " + m.group(1));
            }
        }
        return bad;
    }

    @Test
    void noPackageNamesOneAboveIt() throws IOException {
        Path root = Path.of("src/main/java/org/mpimem");   // surefire runs in analyzer/
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".java")).toList();
        }
        assertTrue(files.size() > 100, "found the sources: " + root.toAbsolutePath());
        List<String> unknown = new ArrayList<>();
        for (Path f : files) {
            Matcher pm = PACKAGE.matcher(Files.readString(f));
            if (pm.find() && layer(pm.group(1)) < 0) unknown.add(pm.group(1));
        }
        assertEquals(List.of(), unknown, "every package has a layer in LAYERS and docs/design.md");
        assertEquals(List.of(), upward(root, files));
    }

    @Test
    void theCheckCatchesAnImportUpAndIgnoresComments(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path a = dir.resolve("A.java"), b = dir.resolve("B.java");
        Files.writeString(a, "package org.mpimem.model.peers;\nimport org.mpimem.model.LibraryModel;\nclass A {}\n");
        Files.writeString(b, "package org.mpimem.model.peers;\n/** See {@link org.mpimem.replay.Replayer}. */\nclass B { org.mpimem.account.Ledger l; }\n");
        assertEquals(List.of("A.java -> model"), upward(dir, List.of(a, b)));
    }
}
