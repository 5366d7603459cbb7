package org.mpimem.model.init;

import static org.mpimem.account.Category.ADDRESS;
import static org.mpimem.account.Category.ENDPOINTS;
import static org.mpimem.model.init.InitTerm.Per.LOCAL_PEER;

import java.util.ArrayList;
import java.util.List;

/**
 * What Open MPI 5.0.7's MPI_Init keeps that grows with the job, carried over from the measured
 * 4.1.4 terms ({@link InitStates}) by reading the source: nothing is installed here to measure.
 * Assumed: Debian 13's packages, Open MPI 5.0.7 with PMIx 5.0.7 (the bundled one, 5.0.5, has
 * the same hash store, object layouts and module selection) and UCX 1.18.1. Each term below is
 * one whose 4.1 allocation the 5.x source makes in the same call path, at its 5.x size from the
 * 5.x declarations
 * ({@link org.mpimem.size.InitStructs}, gcc-checked); docs/growth-facts.md, "Open MPI 5.0.7:
 * which MPI_Init terms carry over", says for every 4.1 term what became of it.
 * <p>
 * Not carried over: PMIx's per-node entries (1,006 B per node + host name + local-peers list in
 * 4.2.2). A 5.0.7 client takes job-level data through gds/shmem2 (priority 20 over hash's 10;
 * the server offers every module it has in PMIX_GDS_MODULE), which keeps it in a segment the
 * node's PMIx server writes and its clients map and only read: memory of the node, not of each
 * process's heap. Neither is the host name the 4.1 proc kept (5.0's opal_proc_t has none).
 */
final class OpenMpi5Init {
    private OpenMpi5Init() {
    }

    private static final String PMIX = "v5.0.7:src/", OMPI = "v5.0.7:", UCX = "v1.18.1:src/";

    /**
     * The local peer's PMIX_LOCAL modex data (btl/sm's segment, pml/ucx's worker address) is not in
     * the fence's data that shmem2 shares; the client asks its server and keeps the answer in its
     * own gds/hash (src/client/pmix_client_get.c:612, src/client/pmix_client.c:750-772), as 4.2.2
     * did: the same pmix_proc_data_t, now 136 B with its two pointer arrays (2 x 160 B) apart, plus
     * the 128-slot data array (1,024 B) and 48 B of bit maps, quals slot and stored value.
     */
    private static final List<InitTerm> PMIX_TERMS = List.of(
            new InitTerm(LOCAL_PEER, 1_528, ADDRESS, "the local peer's pmix_proc_data_t, its two pointer arrays, data array and values",
                    PMIX + "util/pmix_hash.c:72-79, 640"));

    static final InitState OB1 = new InitState("Open MPI 5.0.7 pml/ob1", concat(PMIX_TERMS, List.of(
            // 4.1's btl/vader is btl/sm: endpoint 360 B (352 in 4.1), fast-box slot 8 B, the peer's segment
            // descriptor 32 B + its path "/dev/shm/sm_segment.<host>.<uid>.<jobid>.<node rank>" (3 characters
            // shorter than vader's: 68 B where 4.1 measured 71 B)
            new InitTerm(LOCAL_PEER, 436, ENDPOINTS, "btl/sm endpoint, fast-box slot and segment descriptor",
                    OMPI + "opal/mca/btl/sm/btl_sm_module.c:72, 78, 188"),
            // new in 5.0: btl/sm asks the single-copy framework for an endpoint per peer (smsc/cma on Linux
            // without xpmem or knem); 4.1's vader kept the CMA pid inside its own endpoint
            new InitTerm(LOCAL_PEER, 32, ENDPOINTS, "smsc/cma endpoint", OMPI + "opal/mca/smsc/cma/smsc_cma_module.c:41 (btl_sm_module.c:179)"),
            new InitTerm(LOCAL_PEER, 448, ENDPOINTS, "mca_bml_base_endpoint_t and its three BTL arrays", OMPI + "ompi/mca/bml/r2/bml_r2.c:152, 159-161"),
            new InitTerm(LOCAL_PEER, 8, ADDRESS, "the local peer's proc-hash entry", OMPI + "ompi/proc/proc.c:117"))));

    /**
     * pml/ucx still makes a UCX endpoint to every local peer in MPI_Init (add_procs of the procs
     * that exist then, ompi/mca/pml/ucx/pml_ucx.c:441-456, 428). UCX 1.18.1 allocates the transport
     * endpoints, their hashes and the connection-match peer as 1.13.1 did; the 56 B control
     * extension became the 192 B ucp_ep_ext_t, which also holds what 1.13.1 kept in the endpoint's
     * strided chunk (one stride of the smaller ucp_ep_t now, src/ucp/core/ucp_worker.c:2514).
     */
    static final InitState UCX_STATE = new InitState("Open MPI 5.0.7 pml/ucx", concat(PMIX_TERMS, List.of(
            new InitTerm(LOCAL_PEER, 430, ENDPOINTS, "UCX endpoint state of a local peer, as in UCX 1.13.1 (mm and cma endpoints, hashes, match peer)",
                    OMPI + "ompi/mca/pml/ucx/pml_ucx.c:428; " + UCX + "uct/sm/mm/base/mm_ep.c:49, 225, uct/sm/scopy/cma/cma_ep.c:60, ucs/datastruct/conn_match.c:108"),
            new InitTerm(LOCAL_PEER, 192, ENDPOINTS, "ucp_ep_ext_t", UCX + "ucp/core/ucp_ep.c:201"))));

    private static List<InitTerm> concat(List<InitTerm> a, List<InitTerm> b) {
        List<InitTerm> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
