package org.mpimem.model.init;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.StringReader;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mpimem.account.Category;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ompi.OmpiSizes;
import org.mpimem.replay.Replayer;
import org.mpimem.size.InitStructs;
import org.mpimem.size.SizeProfiles;
import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Layouter;
import org.mpimem.trace.TraceReader;

/**
 * The Open MPI 5.0.7 designs charge the MPI_Init terms carried over from 4.1 (per local peer only:
 * PMIx 5's per-node data is in a node-shared segment), and each term's bytes are its 5.x
 * structures' sizes. Oracles: the structures' C layouts (gcc-checked in InitStructsGccTest) and
 * the sum per local peer counted by hand from docs/growth-facts.md's table.
 */
class OpenMpi5InitTest {
    private static long size(CType.Aggregate g) {
        return Layouter.layout(g).size();
    }

    @Test
    void theThreeV5DesignsMapToTheirStates() {
        assertSame(InitStates.OPENMPI_507_OB1, InitStates.of("openmpi-5-ob1"));
        assertSame(InitStates.OPENMPI_507_OB1, InitStates.of("openmpi-5-ob1-sparse"));
        assertSame(InitStates.OPENMPI_507_UCX, InitStates.of("openmpi-5-ucx"));
        assertSame(InitState.NONE, InitStates.of("mpich-5"));
    }

    @Test
    void termsAreTheirStructuresSizes() {
        // PMIx: pmix_proc_data_t + its two pointer arrays + 128 data slots + the 48 B of 4.2.2's table
        // (free bits 16 + 8, quals slot 8, one stored value 16)
        long pmix = size(InitStructs.pmixProcData(true)) + 2 * size(InitStructs.pmixPointerArray(true)) + 128 * 8 + 48;
        assertEquals(1_528, pmix);
        assertEquals(1_488, size(InitStructs.pmixProcData(false)) + 128 * 8 + 48, "4.1's measured term");
        assertEquals(pmix, term(InitStates.OPENMPI_507_OB1, "pmix_proc_data_t"));
        assertEquals(pmix, term(InitStates.OPENMPI_507_UCX, "pmix_proc_data_t"));
        // btl/sm: the endpoint, a fast-box slot, the segment descriptor (32 B + "/dev/shm/sm_segment.n5.0.<8 hex>.1" + NUL)
        // (4.1's vader: 352 + 8 + 71 B, its name "vader_segment." 3 characters longer)
        long header = size(InitStructs.shmemDsHeader());
        assertEquals(352, size(InitStructs.smEndpoint(false)));
        assertEquals(71, header + "/dev/shm/vader_segment.n5.0.12345678.1".length() + 1);
        assertEquals(431, term(InitStates.OPENMPI_414_OB1, "btl/vader"));
        assertEquals(size(InitStructs.smEndpoint(true)) + 8 + header + "/dev/shm/sm_segment.n5.0.12345678.1".length() + 1,
                term(InitStates.OPENMPI_507_OB1, "btl/sm"));
        assertEquals(size(InitStructs.smscCmaEndpoint()), term(InitStates.OPENMPI_507_OB1, "smsc/cma"));
        assertEquals(size(InitStructs.bmlEndpoint()) + 3 * 3 * size(InitStructs.bmlBtl()), term(InitStates.OPENMPI_507_OB1, "mca_bml_base_endpoint_t"));
        assertEquals(term(InitStates.OPENMPI_414_OB1, "mca_bml_base_endpoint_t"), term(InitStates.OPENMPI_507_OB1, "mca_bml_base_endpoint_t"));
        // UCX: 1.13.1's 486 B less its 56 B control extension, and 1.18.1's ucp_ep_ext_t
        assertEquals(486 - size(InitStructs.ucpEpExtControl1131()), term(InitStates.OPENMPI_507_UCX, "as in UCX 1.13.1"));
        assertEquals(size(InitStructs.ucpEpExt1181()), term(InitStates.OPENMPI_507_UCX, "ucp_ep_ext_t"));
    }

    @Test
    void perLocalPeerOnlyNothingPerNodeOrPerProcess() {
        for (InitState s : List.of(InitStates.OPENMPI_507_OB1, InitStates.OPENMPI_507_UCX))
            for (InitTerm t : s.terms()) assertEquals(InitTerm.Per.LOCAL_PEER, t.per(), t.structure());
        // by hand: 1,528 + 436 + 32 + 448 + 8 and 1,528 + 430 + 192 per local peer
        assertEquals(15 * 2_452, InitStates.OPENMPI_507_OB1.bytes(524_288, 16));
        assertEquals(15 * 2_150, InitStates.OPENMPI_507_UCX.bytes(524_288, 16));
        assertEquals(0, InitStates.OPENMPI_507_OB1.bytes(1_000, 1), "one process per node: no local peer, no term");
    }

    /** A replay of WORLD alone, 64 processes 16 per node: every process gets 15 local peers' terms on top of the model's own charges. */
    @ParameterizedTest
    @ValueSource(strings = {"openmpi-5-ob1", "openmpi-5-ob1-sparse", "openmpi-5-ucx"})
    void theV5DesignsChargeTheTermsInAReplay(String design) throws Exception {
        var profile = SizeProfiles.defaultProfile();
        var trace = TraceReader.read("world", new StringReader("mpimem-trace 1\nworld size=64 nodes=block:16\nend comms=0 frees=0 groups=0\n"));
        var r = new Replayer(profile).replay(trace, ModelMatrix.select(List.of(design), profile).get(0));
        InitState s = InitStates.of(design);
        long endpoints = 0, address = 0;
        for (InitTerm t : s.terms()) {
            if (t.category() == Category.ENDPOINTS) endpoints += 15 * t.bytes();
            if (t.category() == Category.ADDRESS) address += 15 * t.bytes();
        }
        // the model's own address charge at MPI_Init: the node's 16 ompi_proc_t (docs/openmpi-facts.md)
        address += 16 * OmpiSizes.of(SizeProfiles.OPENMPI_50).proc();
        for (var p : List.of(r.end().min(), r.end().max())) {
            Map<Category, Long> b = p.bytes();
            assertEquals(endpoints, b.get(Category.ENDPOINTS), design + " " + p);
            assertEquals(address, b.get(Category.ADDRESS), design + " " + p);
        }
    }

    private static long term(InitState s, String name) {
        return s.terms().stream().filter(t -> t.structure().contains(name)).mapToLong(InitTerm::bytes).sum();
    }
}
