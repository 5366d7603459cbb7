package org.mpimem.figures.page;

import org.mpimem.model.Design;
import org.mpimem.model.Mapping;
import org.mpimem.model.Models;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The paper's Table II (child rank-map mode from the parent's mode and the pattern of the
 * child→parent array) beside what 2016 ch4's rules give, computed by deriving one child of each
 * pattern from one parent of each mode with mpimem's AV-Rankmap design (the code's set_map and
 * post-pass). A cell the code leaves on the parent's table is marked "shared", the paper's footnote a.
 */
public final class TableII {
    static final String[] PATTERNS = {"direct", "offset", "stride", "irregular"};
    /** The paper's cells, rows direct, offset, stride, lut, mlut; "*" = points to the parent's table. */
    static final String[][] PAPER = {
            {"direct", "offset", "stride", "lut"}, {"offset", "offset", "stride", "lut"}, {"stride", "lut", "lut", "lut"},
            {"lut*", "lut*", "lut", "lut"}, {"mlut*", "mlut*", "mlut", "mlut"}};
    static final String[] PARENTS = {"direct", "offset", "stride", "lut", "mlut"};

    private TableII() {}

    /** The code's cell for parent row {@code p} and child pattern {@code c}. */
    static String code(SizeProfile profile, int p, int c) {
        Design d = Models.AV_RANKMAP.create(profile);
        Mapping world = d.world(0, 64);
        Mapping parent = switch (p) {
            case 0 -> world;
            case 1 -> d.derive(world, Members.range(0, 8, 32), false);
            case 2 -> d.derive(world, Members.of(new Run(0, 1, 32, 2)), false);
            case 3 -> d.derive(world, Members.of(new Run(0, 63, 64, -1)), false);
            default -> d.fromProcesses(interleaved(), false); // WORLD and a spawned group, alternately
        };
        Members child = switch (c) {
            case 0 -> Members.range(0, 0, 8);
            case 1 -> Members.range(0, 4, 8);
            case 2 -> Members.of(new Run(0, 1, 8, 3));
            default -> Members.ofRanks(5, 2, 7, 0, 3, 1, 6, 4);
        };
        Mapping m = d.derive(parent, child, false);
        String mode = m.mode().replace("_INTRA", "").toLowerCase(Locale.ROOT);
        boolean shared = !m.tables().isEmpty() && parent.tables().contains(m.tables().get(0));
        return shared ? mode + "*" : mode;
    }

    private static Members interleaved() {
        Members.Builder b = new Members.Builder();
        for (int i = 0; i < 32; i++) b.add(0, i).add(1, i);
        return b.build();
    }

    public static PageSection section(SizeProfile profile) {
        List<List<String>> rows = new ArrayList<>();
        List<String> differ = new ArrayList<>();
        for (int p = 0; p < PARENTS.length; p++) {
            List<String> r = new ArrayList<>(List.of(PARENTS[p]));
            for (int c = 0; c < PATTERNS.length; c++) {
                String code = code(profile, p, c), paper = PAPER[p][c];
                r.add(paper.equals(code) ? "same: " + code : "differs: paper " + paper + ", code " + code);
                if (!paper.equals(code)) differ.add(PARENTS[p] + " parent, " + PATTERNS[c] + " child: the paper says " + paper + ", the code gives " + code);
            }
            rows.add(r);
        }
        List<String> cols = new ArrayList<>(List.of("parent ↓ / child pattern →"));
        cols.addAll(List.of(PATTERNS));
        return new PageSection("table2", "Table II: the paper against the code",
                "Each cell derives an 8-rank child of the given pattern from a parent of the given mode with mpimem's AV-Rankmap "
                        + "design, which follows 2016 ch4's set_map and its post-pass (a LUT with regular contents becomes a regular mode; "
                        + "an MLUT of one group a LUT); modes without _INTRA; * = the child points into the parent's table (the paper's "
                        + "footnote a). " + differ.size() + " of " + PARENTS.length * PATTERNS.length + " cells differ"
                        + (differ.isEmpty() ? "." : ": " + String.join("; ", differ) + ". The code's stride results are what the "
                        + "paper's own Fig. 19 text (\"all split communicators have a stride mapping model\") needs."), cols, rows);
    }
}
