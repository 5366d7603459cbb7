package org.mpimem.size.layout;

import java.util.LinkedHashMap;
import java.util.Map;

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
