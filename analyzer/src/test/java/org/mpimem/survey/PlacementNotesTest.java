package org.mpimem.survey;

import org.junit.jupiter.api.Test;
import org.mpimem.profiles.AppProfiles;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The summary says where a Table I mark needs the profile's own placement (LSMS: Fig. 1's 4 per node). */
class PlacementNotesTest {
    @Test
    void lsmsIrregularMarkNeedsFourProcessesPerNodeAndTheSummarySaysSoAtSixteen() {
        List<String> notes = PlacementNotes.of(AppProfiles.applications(), 16);
        assertEquals(1, notes.size(), notes.toString());
        String n = notes.get(0);
        assertTrue(n.startsWith("lsms runs here at 16 processes per node, but Table I classifies it at 4 per node"), n);
        assertTrue(n.contains("node_roots_comm of a 12-process communicator") && n.contains("loses the Irreg. mark"), n);
        assertTrue(PlacementNotes.of(AppProfiles.applications(), 4).isEmpty(), "at LSMS's own placement nothing to say");
    }
}
