package org.mpimem.size;

import org.mpimem.size.layout.CLayout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The rows of {@code mpimem sizes}: every structure of every size profile in C-ABI bytes, then
 * the project's Java structures in JVM bytes (profile {@code jvm}). A struct ending in a
 * flexible array (a table of n entries) gives two rows, {@code name.header} and
 * {@code name.entry}. {@code data} is the bytes without padding, -1 where unknown.
 */
public final class SizeTable {
    private SizeTable() {}

    public static final String JVM = "jvm";

    public record Row(String name, String profile, String type, long bytes, long data) {
        public String key() {
            return name + " " + profile;
        }
    }

    public static List<Row> c(List<SizeProfile> profiles) {
        List<Row> rows = new ArrayList<>();
        for (SizeProfile p : profiles) {
            if (p.structs().isEmpty()) rows.addAll(accounting(p));
            for (Map.Entry<String, CLayout> e : p.structs().entrySet()) {
                CLayout l = e.getValue();
                String type = l.type().c();
                if (l.flex().isPresent()) {
                    rows.add(new Row(e.getKey() + ".header", p.name(), type, l.header(), l.data()));
                    rows.add(new Row(e.getKey() + ".entry", p.name(), l.flex().get().elem().label(), l.entry(), l.flex().get().elem().data()));
                } else rows.add(new Row(e.getKey(), p.name(), type, l.size(), l.data()));
            }
        }
        return rows;
    }

    /** A profile without layouts (the paper's): its accounting numbers under the same row names. */
    private static List<Row> accounting(SizeProfile p) {
        String n = p.name();
        List<Row> rows = new ArrayList<>();
        if (p.has("vc-vcrt")) {
            rows.add(new Row("vc", n, "VC", p.vc(), -1));
            rows.add(new Row("vcrt.header", n, "VCRT", p.vcrtHeader(), -1));
            rows.add(new Row("vcrt.entry", n, "VC pointer", p.vcrtEntry(), -1));
        }
        if (p.has("av-rankmap")) {
            rows.add(new Row("av_entry", n, "AV entry", p.avEntry(), -1));
            rows.add(new Row("av_table.header", n, "AV table", p.avTableHeader(), -1));
            rows.add(new Row("av_table.entry", n, "AV entry", p.avEntry(), -1));
            rows.add(new Row("rank_map", n, "rank map", p.rankMap(), -1));
            rows.add(new Row("lut.header", n, "LUT", p.lutHeader(), -1));
            rows.add(new Row("lut.entry", n, "lpid", p.lutEntry(), -1));
            rows.add(new Row("mlut.header", n, "MLUT", p.mlutHeader(), -1));
            rows.add(new Row("mlut.entry", n, "gpid", p.mlutEntry(), -1));
        }
        rows.add(new Row("node_tables", n, "intranode + internode per rank", p.nodeTableEntry(), -1));
        return rows;
    }
}
