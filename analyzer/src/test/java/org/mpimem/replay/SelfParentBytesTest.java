package org.mpimem.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mpimem.account.Ledger;
import org.mpimem.classify.Classification;
import org.mpimem.classify.Classifier;
import org.mpimem.classify.Column;
import org.mpimem.account.Category;
import org.mpimem.model.Models;
import org.mpimem.model.mpich.MpichModel;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;

/**
 * Communicators made from MPI_COMM_SELF (parent=self), replayed and classified. Expected bytes by
 * hand from paper-2017 (vcrt 16 + 8n, rank map 40, node tables 8 per rank) and MPICH's rules: a
 * dup of SELF shares SELF's VCRT in ch3 (nothing new but its node table) and copies SELF's rank
 * map in ch4 (one more communicator: its 40 B map and 40 B idle local_map).
 */
class SelfParentBytesTest {
    private static final String TRACE = """
            mpimem-trace 1
            world size=4 nodes=block:4
            comm id=1 call=MPI_Comm_dup parent=self members=1
            comm id=2 call=MPI_Comm_split parent=self members=2 color=0
            comm id=3 call=MPI_Intercomm_create parent=self,self local=0 remote=3
            comm id=4 call=MPI_Intercomm_merge parent=3 members=0,3 high=0
            end comms=4 frees=0 groups=0
            """;

    private static Ledger replay(Models model) throws Exception {
        Trace t = TraceReader.read("self.trace", new StringReader(TRACE));
        Ledger ledger = new Ledger();
        MpichModel m = new MpichModel(model.create(SizeProfiles.PAPER_2017), SizeProfiles.PAPER_2017, ledger, false);
        m.start(t.world());
        for (TraceEvent e : t.events()) m.apply(e);
        return ledger;
    }

    @Test
    void aDupOfSelfAddsOnlyItsNodeTableUnderVcVcrtAndADescriptorUnderAvRankmap() throws Exception {
        Ledger vc = replay(Models.VC_VCRT), av = replay(Models.AV_RANKMAP);
        // process 1 holds WORLD, SELF and the dup: VCRTs 16+8*4 and 16+8*1 (the dup shares SELF's)
        assertEquals(48 + 24, vc.bytes(0, 1, Category.MAPPING));
        assertEquals(8 * 4 + 8 + 8 + 8 * 4 /* MPIR_ICOMM_WORLD */, vc.bytes(0, 1, Category.NODE_TABLES));
        assertEquals(3 * (40 + 40) /* map + idle local_map each */, av.bytes(0, 1, Category.MAPPING));
        // process 2's split of SELF is an identity prefix of it: shared in ch3, a descriptor in ch4
        assertEquals(48 + 24, vc.bytes(0, 2, Category.MAPPING));
        assertEquals(3 * (40 + 40), av.bytes(0, 2, Category.MAPPING));
    }

    @Test
    void selfDerivedCommunicatorsAreClassifiedByTheirCall() throws Exception {
        Classification c = Classifier.classify("self", TraceReader.read("self.trace", new StringReader(TRACE)));
        assertEquals(Map.of(Column.DUP, 1, Column.OFFSET, 1, Column.INTERCOMM, 2), c.counts());
    }
}
