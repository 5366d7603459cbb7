package org.mpimem.trace.merge;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
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

    Symbolizer(List<String> notes) {
        this.notes = notes;
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

    /** Two lines per address (function, file:line), or null (and a note) if addr2line cannot run. */
    private List<String> addr2line(Path obj, List<String> addresses) {
        List<String> cmd = new ArrayList<>(List.of("addr2line", "-f", "-C", "-e", obj.toString()));
        cmd.addAll(addresses);
        try {
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            p.getOutputStream().close();
            byte[] text;
            try (InputStream in = p.getInputStream()) {
                text = in.readAllBytes();
            }
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                notes.add("call sites in " + obj + " kept as object+offset: addr2line failed on it");
                return List.of();
            }
            return List.of(new String(text, StandardCharsets.UTF_8).split("\n"));
        } catch (IOException e) {
            notes.add("call sites kept as object+offset: addr2line (GNU binutils) could not be run: " + e.getMessage());
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
