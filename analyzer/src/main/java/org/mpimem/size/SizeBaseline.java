package org.mpimem.size;

import org.mpimem.trace.InputException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The committed sizes baseline: one structure per line, so a diff shows exactly what changed;
 * the JVM data model is recorded, and JVM rows are compared only under the same one.
 */
public record SizeBaseline(String jvm, List<SizeTable.Row> rows) {
    static final String FORMAT = "mpimem-sizes 1";

    public String toJson() {
        StringBuilder b = new StringBuilder("{\n");
        b.append("  \"format\": ").append(Json.str(FORMAT)).append(",\n");
        b.append("  \"jvm\": ").append(Json.str(jvm)).append(",\n");
        b.append("  \"sizes\": [");
        for (int i = 0; i < rows.size(); i++) {
            SizeTable.Row r = rows.get(i);
            b.append(i == 0 ? "\n" : ",\n").append(String.format(Locale.ROOT, "    {\"name\": %s, \"profile\": %s, \"type\": %s, \"bytes\": %d",
                    Json.str(r.name()), Json.str(r.profile()), Json.str(r.type()), r.bytes()));
            if (r.data() >= 0) b.append(", \"data\": ").append(r.data());
            b.append('}');
        }
        return b.append("\n  ]\n}\n").toString();
    }

    @SuppressWarnings("unchecked")
    public static SizeBaseline parse(String text, String file) {
        Object root = Json.parse(text, file);
        if (!(root instanceof Map<?, ?> m) || !FORMAT.equals(m.get("format")))
            throw new InputException(file + ":1: not a sizes baseline (expected \"format\": \"" + FORMAT + "\")");
        if (!(m.get("sizes") instanceof List<?> list)) throw new InputException(file + ":1: no \"sizes\" array");
        if (list.isEmpty()) throw new InputException(file + ":1: the \"sizes\" array is empty: nothing to check");
        List<SizeTable.Row> rows = new ArrayList<>();
        for (Object o : list) {
            if (!(o instanceof Map<?, ?>)) throw new InputException(file + ": entry " + (rows.size() + 1) + " is not an object");
            Map<String, Object> e = (Map<String, Object>) o;
            if (!(e.get("name") instanceof String n) || !(e.get("profile") instanceof String p) || !(e.get("bytes") instanceof Long bytes))
                throw new InputException(file + ": entry " + (rows.size() + 1) + " needs \"name\", \"profile\" and integer \"bytes\"");
            Object data = e.get("data");
            rows.add(new SizeTable.Row(n, p, String.valueOf(e.getOrDefault("type", "")), bytes, data instanceof Long d ? d : -1));
        }
        return new SizeBaseline(String.valueOf(m.get("jvm")), rows);
    }

    /** What {@code --check} found: one line per grown structure, notes (not failures), and how many sizes were compared. */
    public record Check(List<String> grown, List<String> notes, int compared) {}

    public Check check(SizeBaseline now) {
        Map<String, SizeTable.Row> current = new LinkedHashMap<>();
        for (SizeTable.Row r : now.rows) current.put(r.key(), r);
        boolean sameJvm = jvm.equals(now.jvm);
        List<String> grown = new ArrayList<>(), notes = new ArrayList<>();
        int compared = 0;
        if (!sameJvm) notes.add("JVM data model differs (baseline: " + jvm + "; here: " + now.jvm + "): JVM sizes not compared");
        for (SizeTable.Row old : rows) {
            if (!sameJvm && old.profile().equals(SizeTable.JVM)) continue;
            SizeTable.Row r = current.remove(old.key());
            if (r == null) {
                notes.add("gone: " + old.key());
                continue;
            }
            compared++;
            if (r.bytes() > old.bytes())
                grown.add(String.format(Locale.ROOT, "%s %s %d -> %d bytes", old.name(), old.profile(), old.bytes(), r.bytes()));
        }
        for (SizeTable.Row r : current.values())
            if (sameJvm || !r.profile().equals(SizeTable.JVM)) notes.add("new, not in the baseline: " + r.key() + " " + r.bytes() + " bytes");
        return new Check(grown, notes, compared);
    }
}
