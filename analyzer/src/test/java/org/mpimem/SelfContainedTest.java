package org.mpimem;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A user who clones mpimem has only the repository: no tracked file may send them to a sibling
 * folder or to a path on the machine it was written on. Papers are cited by authors, title and
 * venue, MPICH and Open MPI by tag and file:line (docs/design.md, docs/mpich-facts.md). Data
 * (traces, samples, golden reports) name call sites relative to the source tree they belong to
 * ({@code main@./tracers/src/test/mpi/sites.c:14}, {@code main@./gcdgrid+0x122d}): a scratch folder
 * such as /tmp/ may appear in a documented command, never in recorded data.
 */
class SelfContainedTest {
    /** The patterns are spelled so that this file does not match them itself. */
    static final Pattern FORBIDDEN = Pattern.compile("\\.\\./shared\\b|\\bshared/(DESIGN|reference|seeds)\\b"
            + "|(^|[\\s`'\"(=:@])/(work|root|home|Users)/");
    /** In data files (not prose, scripts or code): a scratch folder of the machine that recorded them. */
    static final Pattern FORBIDDEN_IN_DATA = Pattern.compile("(^|[\\s`'\"(=:@])/(tmp|var/tmp|scratch)/");

    /** Prose, scripts and code may show a command that writes to /tmp/; data may not name it. */
    static boolean data(String file) {
        return !(file.endsWith(".md") || file.endsWith(".java") || file.endsWith(".sh") || file.startsWith("scripts/")
                || file.contains("/scripts/") || !file.contains("."));
    }

    static List<String> offending(Path root, List<String> files) throws IOException {
        List<String> bad = new ArrayList<>();
        for (String f : files) {
            byte[] b = Files.readAllBytes(root.resolve(f));
            String text = new String(b, StandardCharsets.ISO_8859_1);
            if (text.indexOf('\0') >= 0) continue;   // binary (PNG): no text to read
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                Matcher m = FORBIDDEN.matcher(lines[i]);
                if (m.find() || data(f) && FORBIDDEN_IN_DATA.matcher(lines[i]).find()) bad.add(f + ":" + (i + 1) + ": " + lines[i].strip());
            }
        }
        return bad;
    }

    /** The tracked files (git ls-files); without git, every file outside build output. */
    static List<String> tracked(Path root) throws Exception {
        if (Files.isDirectory(root.resolve(".git")) || Files.isRegularFile(root.resolve(".git"))) {
            Process p = new ProcessBuilder("git", "ls-files", "-z").directory(root.toFile()).redirectErrorStream(false).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() == 0 && !out.isEmpty())
                return Stream.of(out.split("\0")).filter(f -> Files.isRegularFile(root.resolve(f))).toList();
        }
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).map(root::relativize).map(Path::toString)
                    .filter(f -> !f.matches("(.*/)?(target|\\.git)/.*")).toList();
        }
    }

    @Test
    void noTrackedFileMentionsTheSharedFolderOrAMachinePath() throws Exception {
        Path root = Path.of("").toAbsolutePath().getParent();   // surefire runs in analyzer/
        List<String> files = tracked(root);
        assertTrue(files.contains("README.md") && files.size() > 50, "found the repository: " + root);
        assertEquals(List.of(), offending(root, files));
    }

    @Test
    void theCheckCatchesEachKindOfReference(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        String up = "..", abs = "/wo" + "rk/", design = "shared/" + "DESIGN.md", ref = "shared/" + "reference/mpich.md";
        Files.writeString(dir.resolve("a.md"), "Design: `" + up + "/" + design + "`.\nfine: docs/design.md, /tmp/f, mpimem-survey/\n");
        Files.writeString(dir.resolve("b.java"), " * sources in " + abs + ref + "\n");
        Files.writeString(dir.resolve("c.txt"), "see shared/" + "seeds/001\nlog in /ro" + "ot/x\n");
        String site = "main@" + abs + "wt/tracers/src/test/mpi/sites.c:14", scratch = "main@/t" + "mp/x29/gcdgrid+0x122d";
        Files.writeString(dir.resolve("d.csv"), "app,site\nsites," + site + "\nfine,main@./tracers/src/test/mpi/sites.c:14\n");
        Files.writeString(dir.resolve("e.trace"), "# source: /t" + "mp/measure/apps/x/logs\ncomm id=1 site=" + scratch + "\n");
        Files.writeString(dir.resolve("f.md"), "./mpimem figures --out /t" + "mp/f\n");
        assertEquals(List.of("a.md:1: Design: `" + up + "/" + design + "`.", "b.java:1: * sources in " + abs + ref,
                "c.txt:1: see shared/" + "seeds/001", "c.txt:2: log in /ro" + "ot/x", "d.csv:2: sites," + site,
                "e.trace:1: # source: /t" + "mp/measure/apps/x/logs", "e.trace:2: comm id=1 site=" + scratch),
                offending(dir, List.of("a.md", "b.java", "c.txt", "d.csv", "e.trace", "f.md")));
    }
}
