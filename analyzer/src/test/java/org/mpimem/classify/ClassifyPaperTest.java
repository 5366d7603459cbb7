package org.mpimem.classify;

import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The built-in applications' rows against the paper's Table I as printed. */
class ClassifyPaperTest {

    @Test
    void printedTableHas24ApplicationsAndEveryProfiledApplicationIsInIt() {
        assertEquals(24, PaperTableI.applications().size());
        assertEquals(Set.of(Column.DUP, Column.OFFSET, Column.STRIDE, Column.INTERCOMM), PaperTableI.row("NWChem").orElseThrow());
        assertEquals(Set.of(Column.OFFSET, Column.IRREG), PaperTableI.row("lsms").orElseThrow());
        for (AppProfile p : AppProfiles.applications()) assertTrue(PaperTableI.row(p.name()).isPresent(), p.name());
    }

    /** Each row matches the paper, or differs in exactly the columns its documented reason names. */
    @Test
    void profiledRowsMatchThePaperOrDifferAsDocumented() {
        for (AppProfile p : AppProfiles.applications()) {
            Classification c = Classifier.classify(p.name(), AppProfiles.generateDefault(p));
            List<String> diff = PaperTableI.differences(c, PaperTableI.row(p.name()).orElseThrow());
            String known = PaperTableI.knownDifference(p.name()).orElse("");
            List<String> documented = known.isEmpty() ? List.of() : Arrays.asList(known.substring(0, known.indexOf(':')).split(" "));
            assertEquals(documented, diff, p.name() + ": rows differ in " + diff + ", documented: " + documented);
            String note = String.join(" ", PaperTableI.notes(c, true));
            assertTrue(diff.isEmpty() ? note.contains("matches") : note.contains(known.substring(known.indexOf(':') + 1).trim()), note);
        }
    }

    @Test
    void lsmsIrregularityComesFromWalkerZerosNodeRootsAsInFigureOne() {
        Classification c = Classifier.classify("lsms", AppProfiles.generateDefault(AppProfiles.require("lsms")));
        assertEquals(0, c.count(Column.IRREG), "the walkers themselves are offset");
        assertTrue(c.marked(Column.IRREG));
        InternalFinding f = c.firstInternal().orElseThrow();
        assertEquals("node_roots_comm", f.internal());
        assertEquals(12, f.userSize());
        assertTrue(Arrays.equals(new long[]{1, 4, 8, 12}, f.processes().toArray()));
        assertTrue(Arrays.equals(new long[]{0, 3, 7, 11}, f.positions().toArray()));
        assertEquals("x*", c.cell(Column.IRREG));
    }

    /** FT's Stride appears only with NPB's 2-D layout (more processes than nz): Table I classifies it there and says where. */
    @Test
    void ftIsClassifiedWhereItsLayoutIsTwoDimensionalAndBtsNoteGivesTheStrideToFt() {
        AppProfile ft = AppProfiles.require("ft");
        int nz = Params.defaults(ft).integer("nz", 1);
        assertTrue(ft.defaultProcs() > nz && Integer.bitCount(ft.defaultProcs()) == 1, "a power of 2 above nz: " + ft.defaultProcs());
        Classification c = PaperTableI.classify(ft);
        assertTrue(c.marked(Column.STRIDE) && c.marked(Column.OFFSET), "rows offset, columns strided");
        String note = String.join(" ", c.notes());
        assertTrue(note.contains(String.format(java.util.Locale.ROOT, "Classified at %,d processes, 16 per node.", ft.defaultProcs())), note);
        String bt = String.join(" ", PaperTableI.classify(AppProfiles.require("bt")).notes());
        assertTrue(bt.contains("earlier version (§V-D)") && bt.contains("belongs in FT's Table I row"), bt);
    }

    @Test
    void lsmsWalkersWithinTwoNodesNeedNoTable() {
        AppProfile lsms = AppProfiles.require("lsms");
        Classification c = Classifier.classify("lsms", lsms.generate(1024, 16, Params.of(lsms, Map.of())));
        assertEquals(0, c.internalTables(), "a 12-process walker spans at most two 16-process nodes: node roots are a stride");
    }

    @Test
    void nwchemWithCasperHasPpnWindowsPerWindow() {
        AppProfile nw = AppProfiles.require("nwchem");
        Classification c = Classifier.classify("nwchem", nw.generate(256, 16, Params.of(nw, Map.of("casper", "true", "pgroups", "0"))));
        assertEquals(1 + 4 * 16, c.count(Column.DUP));
        assertEquals(0, c.count(Column.INTERCOMM));
    }
}
