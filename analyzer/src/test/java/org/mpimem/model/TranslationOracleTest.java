package org.mpimem.model;

import org.mpimem.model.mpich.MpichModel;
import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The model-independent oracle: every rank of every communicator (both groups of an
 * intercommunicator, and every kept node_comm) translated through each design gives exactly the
 * trace's member list.
 */
class TranslationOracleTest {

    static List<Path> examples() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("..", "examples"))) {
            return s.filter(p -> p.toString().endsWith(".trace")).sorted().toList();
        }
    }

    @Test
    void everyExampleTranslatesExactlyUnderBothDesigns() throws Exception {
        List<Path> files = examples();
        assertFalse(files.isEmpty(), "no example traces found");
        for (Path f : files)
            for (Models m : Models.values()) check(TraceReader.read(f), m);
    }

    static void check(Trace trace, Models which) {
        MpichModel model = new MpichModel(which.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, new Ledger(), true);
        model.start(trace.world());
        for (TraceEvent e : trace.events()) {
            model.apply(e);
            if (e instanceof TraceEvent.Created c) checkComm(trace.source() + " " + which.cliName(), model, c.comm());
        }
    }

    static void checkComm(String where, MpichModel model, CommDef def) {
        List<MpichModel.Side> sides = model.sides(def.id());
        if (!def.isInter()) {
            assertTranslates(where + " comm " + def.id(), sides.get(0).localMap(), def.local());
            checkNodeComms(where + " comm " + def.id(), model, def.id(), def.local());
            return;
        }
        assertEquals(2, sides.size());
        assertTranslates(where + " comm " + def.id() + " local", sides.get(0).localMap(), def.local());
        assertTranslates(where + " comm " + def.id() + " remote", sides.get(0).remoteMap(), def.remote());
        assertTranslates(where + " comm " + def.id() + " other side local", sides.get(1).localMap(), def.remote());
        assertTranslates(where + " comm " + def.id() + " other side remote", sides.get(1).remoteMap(), def.local());
    }

    /** Each process's node_comm holds its node's members in increasing communicator rank. */
    static void checkNodeComms(String where, MpichModel model, int id, Members members) {
        if (!members.singleGroup()) return;
        for (int i = 0; i < members.size(); i++) {
            long me = members.get(i);
            Mapping nc = model.nodeComm(id, me);
            if (nc == null) continue;
            List<Long> expected = new ArrayList<>();
            for (int j = 0; j < members.size(); j++) if (sameNode(members.get(j), me)) expected.add(members.get(j));
            assertEquals(expected.size(), nc.size(), where + " node_comm size of " + me);
            for (int r = 0; r < nc.size(); r++) assertEquals(expected.get(r), nc.lookup(r), where + " node_comm rank " + r);
        }
    }

    private static boolean sameNode(long a, long b) {
        return Members.groupOf(a) == Members.groupOf(b) && Members.rankOf(a) / 4 == Members.rankOf(b) / 4;
    }

    static void assertTranslates(String where, Mapping map, Members expected) {
        assertEquals(expected.size(), map.size(), where + ": size");
        for (int r = 0; r < expected.size(); r++)
            assertEquals(expected.get(r), map.lookup(r), where + ": rank " + r + " (" + map.mode() + ")");
    }
}
