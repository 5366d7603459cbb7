package org.mpimem.trace.merge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Turns the tracer's call sites ({@code <object>+0x<offset>}) into {@code function@file:line} with
 * binutils' addr2line, one run per object for all its sites. Where the object has no line
 * information the function alone is added ({@code function@<object>+0x<offset>}); where the object or
 * addr2line is missing the site stays as recorded and a note says why: the trace is still complete,
 * only less readable, so these are notes, not merge problems.
 */
final class Symbolizer {
    private final List<String> notes;
    /** The symbolizer program (addr2line; a test substitutes a slow one) and how long it may take per object. */
    private final String program;
    private final long timeoutMillis;

    Symbolizer(List<String> notes) {
        this(notes, "addr2line", 60_000);
    }

    Symbolizer(List<String> notes, String program, long timeoutMillis) {
        this.notes = notes;
        this.program = program;
        this.timeoutMillis = timeoutMillis;
    }

    /** Raw site -> symbolized site, for every raw site given. */
    Map<String, String> symbolize(Collection<String> raw) {
        Map<String, List<String>> byObject = new LinkedHashMap<>();
        Map<String, String> out = new HashMap<>();
        for (String s : raw) {
            out.put(s, s);
            int plus = s.lastIndexOf("+0x");
            if (plus > 0) byObject.computeIfAbsent(s.substring(0, plus), k -> new ArrayList<>()).add(s);
        }
        for (Map.Entry<String, List<String>> e : byObject.entrySet()) {
            Path obj = Path.of(SiteText.unescape(e.getKey()));
            if (!Files.isRegularFile(obj)) {
                notes.add("call sites in " + obj + " kept as object+offset: the object is not on this machine");
                continue;
            }
            List<String> sites = e.getValue();
            List<String> lines = addr2line(obj, sites.stream().map(s -> s.substring(s.lastIndexOf("+0x") + 1)).toList());
            if (lines == null) return out;
            for (int i = 0; i < sites.size() && 2 * i + 1 < lines.size(); i++)
                out.put(sites.get(i), SiteText.of(lines.get(2 * i), lines.get(2 * i + 1), sites.get(i)));
        }
        return out;
    }

    /**
     * Two lines per address (function, file:line), or null (and a note) if addr2line cannot run. Its
     * output goes to a file, not a pipe read to the end, so that the wait below can time out: a hung
     * addr2line (a huge object, an NFS stall) is killed and the sites stay as recorded.
     */
    private List<String> addr2line(Path obj, List<String> addresses) {
        List<String> cmd = new ArrayList<>(List.of(program, "-f", "-C", "-e", obj.toString()));
        cmd.addAll(addresses);
        Path answer = null;
        try {
            answer = Files.createTempFile("mpimem-addr2line", ".out");
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).redirectOutput(answer.toFile()).start();
            p.getOutputStream().close();
            if (!p.waitFor(timeoutMillis, TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                notes.add(String.format(Locale.ROOT, "call sites in %s kept as object+offset: %s did not answer within %s s and was stopped",
                        obj, program, java.math.BigDecimal.valueOf(timeoutMillis, 3).stripTrailingZeros().toPlainString()));
                return List.of();
            }
            if (p.exitValue() != 0) {
                notes.add("call sites in " + obj + " kept as object+offset: addr2line failed on it");
                return List.of();
            }
            // decoded leniently: a source path in another encoding must not stop symbolization (readString throws on it)
            return List.of(new String(Files.readAllBytes(answer), StandardCharsets.UTF_8).split("\n"));
        } catch (IOException e) {
            notes.add("call sites kept as object+offset: addr2line (GNU binutils) could not be run: " + e.getMessage());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } finally {
            if (answer != null) answer.toFile().delete();
        }
    }
}
