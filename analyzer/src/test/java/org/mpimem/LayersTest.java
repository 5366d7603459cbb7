package org.mpimem;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
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
 * ({@code ModelMatrix}) refer to each other; everything else is a strict order, and packages on one
 * line may name each other one way only: no two packages outside the model name each other, even
 * round a longer cycle. Comments do not count: a doc link may point up.
 */
class LayersTest {
    /** Top layer first. */
    static final List<List<String>> LAYERS = List.of(
            List.of("cli"),
            List.of("cli.survey", "cli.measure", "cli.extrapolate"),
            List.of("cli.options", "cli.io", "cli.console"),
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

    /** Per package, the analyzer packages its code names (itself left out). */
    static Map<String, Set<String>> references(List<Path> files) throws IOException {
        Map<String, Set<String>> refs = new TreeMap<>();
        for (Path f : files) {
            String source = Files.readString(f);
            Matcher pm = PACKAGE.matcher(source);
            if (!pm.find()) continue;
            Set<String> to = refs.computeIfAbsent(pm.group(1), k -> new TreeSet<>());
            Matcher m = REF.matcher(code(source));
            while (m.find()) if (!m.group(1).equals(pm.group(1)) && layer(m.group(1)) >= 0) to.add(m.group(1));
        }
        return refs;
    }

    /** The packages {@code from} reaches by following references, {@code from} itself only round a cycle. */
    private static Set<String> reach(Map<String, Set<String>> refs, String from) {
        Set<String> seen = new HashSet<>();
        List<String> todo = new ArrayList<>(refs.getOrDefault(from, Set.of()));
        while (!todo.isEmpty()) {
            String p = todo.remove(todo.size() - 1);
            if (seen.add(p)) todo.addAll(refs.getOrDefault(p, Set.of()));
        }
        return seen;
    }

    /** Every set of two or more packages that reach each other (a cycle), sorted, outside the model's families and registry. */
    static Set<List<String>> cycles(Map<String, Set<String>> refs) {
        Set<List<String>> out = new TreeSet<>(Comparator.comparing(Object::toString));
        for (String p : refs.keySet()) {
            Set<String> cycle = new TreeSet<>(List.of(p));
            for (String q : reach(refs, p)) if (reach(refs, q).contains(p)) cycle.add(q);
            if (cycle.size() > 1 && !cycle.stream().allMatch(x -> x.equals("model") || x.startsWith("model."))) out.add(List.copyOf(cycle));
        }
        return out;
    }

    static List<Path> sources(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(".java")).toList();
        }
    }

    @Test
    void noPackageNamesOneAboveIt() throws IOException {
        Path root = Path.of("src/main/java/org/mpimem");   // surefire runs in analyzer/
        List<Path> files = sources(root);
        assertTrue(files.size() > 100, "found the sources: " + root.toAbsolutePath());
        List<String> unknown = new ArrayList<>();
        for (Path f : files) {
            Matcher pm = PACKAGE.matcher(Files.readString(f));
            if (pm.find() && layer(pm.group(1)) < 0) unknown.add(pm.group(1));
        }
        assertEquals(List.of(), unknown, "every package has a layer in LAYERS and docs/design.md");
        assertEquals(List.of(), upward(root, files));
    }

    /** Packages on one line may name each other, but not both ways: figures' and cli's rooms stay one-way. */
    @Test
    void noTwoPackagesNameEachOther() throws IOException {
        Map<String, Set<String>> refs = references(sources(Path.of("src/main/java/org/mpimem")));
        assertTrue(refs.containsKey("figures.points") && refs.containsKey("cli.io"), refs.keySet().toString());
        assertEquals(Set.of(), cycles(refs));
    }

    @Test
    void theCheckCatchesAnImportUpAndIgnoresComments(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path a = dir.resolve("A.java"), b = dir.resolve("B.java");
        Files.writeString(a, "package org.mpimem.model.peers;\nimport org.mpimem.model.LibraryModel;\nclass A {}\n");
        Files.writeString(b, "package org.mpimem.model.peers;\n/** See {@link org.mpimem.replay.Replayer}. */\nclass B { org.mpimem.account.Ledger l; }\n");
        assertEquals(List.of("A.java -> model"), upward(dir, List.of(a, b)));
    }

    /** Two packages of one line that name each other pass the layers but not the cycle check; the model's families may. */
    @Test
    void theCheckCatchesACycleOnOneLine(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path a = dir.resolve("A.java"), b = dir.resolve("B.java"), c = dir.resolve("C.java"), d = dir.resolve("D.java");
        Files.writeString(a, "package org.mpimem.cli.io;\nclass A { org.mpimem.cli.console.B b; }\n");
        Files.writeString(b, "package org.mpimem.cli.console;\nimport org.mpimem.cli.io.A;\nclass B {}\n");
        Files.writeString(c, "package org.mpimem.model.ch3;\nimport org.mpimem.model.ModelMatrix;\nclass C {}\n");
        Files.writeString(d, "package org.mpimem.model;\nclass D { org.mpimem.model.ch3.C c; }\n");
        List<Path> files = List.of(a, b, c, d);
        assertEquals(List.of(), upward(dir, files));
        assertEquals(Set.of(List.of("cli.console", "cli.io")), cycles(references(files)));
    }
}
