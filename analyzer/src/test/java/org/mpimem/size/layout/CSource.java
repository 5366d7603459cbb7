package org.mpimem.size.layout;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The C declarations of laid-out structs and a program that prints, for each, {@code sizeof} and
 * {@code offsetof}/{@code sizeof} of every member, one line each: {@code key offset size}, the key
 * being {@code tag.path}; a struct's own line has the path {@code =}. Type names get a per-tag
 * prefix so that variants of one MPICH struct (ofi, tcp) can share a program.
 */
final class CSource {
    private final StringBuilder decls = new StringBuilder(), body = new StringBuilder();
    private final Map<String, CType.Aggregate> declared = new LinkedHashMap<>();

    /** Adds {@code layout} under {@code tag} (a C identifier). */
    CSource add(String tag, CLayout layout) {
        declare(tag, layout.type());
        String t = spell(tag, layout.type());
        body.append(String.format("    printf(\"%s.= 0 %%zu\\n\", sizeof(%s));%n", tag, t));
        for (CLayout.Row r : layout.fields()) {
            String size = r.type().endsWith("[]") ? "(size_t) 0" : "sizeof(((" + t + " *) 0)->" + r.name() + ")";
            body.append(String.format("    printf(\"%s.%s %%zu %%zu\\n\", offsetof(%s, %s), %s);%n", tag, r.name(), t, r.name(), size));
        }
        return this;
    }

    /** Adds {@code layout} under {@code tag} and puts what gcc must print for it into {@code expected}. */
    CSource add(String tag, CLayout layout, Map<String, String> expected) {
        add(tag, layout);
        expected.put(tag + ".=", "0 " + layout.size());
        for (CLayout.Row r : layout.fields()) expected.put(tag + "." + r.name(), r.offset() + " " + r.size());
        return this;
    }

    /** The program compiled by gcc in {@code dir} and run: its lines as key to "offset size" (what {@link #add} expects). */
    Map<String, String> gcc(Path dir) throws Exception {
        Path c = dir.resolve("layouts.c"), exe = dir.resolve("layouts");
        Files.writeString(c, program());
        run(List.of("gcc", "-std=gnu11", "-Wall", "-Werror", "-o", exe.toString(), c.toString()));
        Map<String, String> got = new LinkedHashMap<>();
        for (String line : run(List.of(exe.toString())).split("\n")) {
            int sp = line.indexOf(' ');
            got.put(line.substring(0, sp), line.substring(sp + 1));
        }
        return got;
    }

    private static String run(List<String> cmd) throws Exception {
        Process p = new ProcessBuilder(new ArrayList<>(cmd)).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) throw new AssertionError("timed out: " + cmd);
        if (p.exitValue() != 0) throw new AssertionError(cmd + " failed:\n" + out);
        return out;
    }

    String program() {
        return "#include <stddef.h>\n#include <stdio.h>\n\n" + decls + "\nint main(void) {\n" + body + "    return 0;\n}\n";
    }

    private void declare(String tag, CType.Aggregate g) {
        String key = tag + " " + g.name();
        if (declared.containsKey(key)) {
            if (!declared.get(key).equals(g)) throw new IllegalArgumentException("two different types named " + g.name() + " in " + tag);
            return;
        }
        declared.put(key, g);
        for (CType.Field f : g.fields()) {
            CType inner = f.type() instanceof CType.Array a ? a.elem() : f.type() instanceof CType.Flex x ? x.elem() : f.type();
            if (inner instanceof CType.Aggregate a) declare(tag, a);
        }
        decls.append(spell(tag, g)).append(" {\n");
        for (CType.Field f : g.fields()) decls.append("    ").append(member(tag, f)).append(";\n");
        decls.append("};\n");
    }

    private static String member(String tag, CType.Field f) {
        if (f.type() instanceof CType.Array a) {
            StringBuilder b = new StringBuilder(spell(tag, a.elem()) + " " + f.name());
            for (int d : a.dims()) b.append('[').append(d).append(']');
            return b.toString();
        }
        if (f.type() instanceof CType.Flex x) return spell(tag, x.elem()) + " " + f.name() + "[]";
        return spell(tag, f.type()) + " " + f.name();
    }

    private static String spell(String tag, CType t) {
        if (t instanceof CType.Aggregate g) return (g.union() ? "union " : "struct ") + tag + "_" + g.name();
        if (t instanceof CType.Prim p) return p.kind().c();
        throw new IllegalArgumentException("arrays are spelled by their member: " + t);
    }
}
