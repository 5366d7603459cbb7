package org.mpimem.model.init;

import static org.mpimem.account.Category.ADDRESS;
import static org.mpimem.account.Category.ENDPOINTS;
import static org.mpimem.account.Category.NODE_TABLES;
import static org.mpimem.model.init.InitTerm.Per.LOCAL_PEER;
import static org.mpimem.model.init.InitTerm.Per.NODE;
import static org.mpimem.model.init.InitTerm.Per.PROCESS;
import static org.mpimem.model.init.InitTerm.Per.PROCESS_CHUNK;

import java.util.List;

/**
 * What the MPI_Init of each installed library keeps beyond what its design already charged (AV
 * entries and WORLD's node tables in MPICH; WORLD's group, ob1's peer array and local peers'
 * ompi_proc_t in Open MPI), attributed by allocation stack and source in docs/growth-facts.md and
 * measured on simulated nodes (scripts/measure-growth, docs/calibration/growth/). Endpoints are
 * the shared-memory ones Debian's UCX 1.13.1 makes between processes of one machine (what
 * simulated nodes give); on a network they are other transports' (UCX tcp: about 590 B per
 * process of the job against 681 B here, docs/growth-facts.md). Per peer contacted after
 * MPI_Init nothing is charged: a trace does not say who talks to whom. Open MPI 5.0.7's designs
 * carry over the terms its source makes the same way ({@link OpenMpi5Init}).
 */
public final class InitStates {
    private InitStates() {
    }

    private static final String UCX = "v1.13.1:src/";
    /** MPICH 4.0.2 ch4:ucx opens an endpoint to every process of the job in MPI_Init (v4.0.2:src/mpid/ch4/netmod/ucx/ucx_init.c:139-145). */
    public static final InitState MPICH_402_UCX = new InitState("MPICH 4.0.2 ch4:ucx", List.of(
            new InitTerm(PROCESS, 288, ENDPOINTS, "2 x uct_mm_ep_t", UCX + "uct/sm/mm/base/mm_ep.c:207"),
            new InitTerm(PROCESS, 200, ENDPOINTS, "the mm endpoints' remote_segs hashes", UCX + "uct/sm/mm/base/mm_ep.c:48"),
            new InitTerm(PROCESS, 56, ENDPOINTS, "ucp_ep_ext_control_t", UCX + "ucp/core/ucp_ep.c:188"),
            new InitTerm(PROCESS, 48, ENDPOINTS, "uct_cma_ep_t", UCX + "uct/sm/scopy/cma/cma_ep.c:56"),
            new InitTerm(PROCESS, 40, ENDPOINTS, "ucs_conn_match_peer_t", UCX + "ucs/datastruct/conn_match.c:108"),
            // hash tables that double: 32.5 + 16.5 B at power-of-two job sizes, a step function between
            new InitTerm(PROCESS, 49, ENDPOINTS, "ucm shmat and conn_match hash buckets", UCX + "ucm/event/event.c:334, ucs/datastruct/conn_match.c:134"),
            // the ucp_ep_t itself, 88 B in three strides, in maps of 3 x 128 KiB holding 1,489 endpoints each: about
            // 264 B per process at scale, a constant below 1,490 processes (docs/growth-facts.md)
            new InitTerm(PROCESS_CHUNK, 393_216, ENDPOINTS, "ucp_ep_t chunks (3 strides of 128 KiB per 1,489 endpoints)",
                    UCX + "ucp/core/ucp_ep.c:182, ucs/datastruct/strided_alloc.c:45, 69-76", 1_489),
            new InitTerm(PROCESS, 4, NODE_TABLES, "MPIR_Process.node_map", "v4.0.2:src/util/mpir_pmi.c:176"),
            new InitTerm(NODE, 4, NODE_TABLES, "MPIR_Process.node_root_map", "v4.0.2:src/util/mpir_pmi.c:1195")));

    /** PMIx 4.2.2's client keeps every node's info entry and each local peer's modex data (docs/growth-facts.md). */
    private static final List<InitTerm> PMIX = List.of(
            new InitTerm(NODE, 1_006, ADDRESS, "pmix_nodeinfo_t and its three key-values", "v4.2.2:src/mca/gds/hash/process_arrays.c:90-126"),
            // the host name (16 B for a 15-character name) and the node's local-peers list (ranks and commas: 7 B per
            // process for jobs of 100,000 to 999,999 processes, at most 2 B per process in the measured runs)
            new InitTerm(NODE, 16, ADDRESS, "the node's host name", "v4.2.2:src/mca/gds/hash/process_arrays.c:103"),
            new InitTerm(PROCESS, 7, ADDRESS, "the nodes' local-peers lists", "v4.2.2:src/mca/gds/hash/process_arrays.c:113"),
            new InitTerm(LOCAL_PEER, 1_488, ADDRESS, "the local peer's pmix_proc_data_t, data array and values", "v4.2.2:src/util/pmix_hash.c:58, 601"));

    public static final InitState OPENMPI_414_OB1 = new InitState("Open MPI 4.1.4 pml/ob1", concat(PMIX, List.of(
            new InitTerm(LOCAL_PEER, 431, ENDPOINTS, "btl/vader endpoint, fast-box slot and segment descriptor", "v4.1.4:opal/mca/btl/vader/btl_vader_module.c:112, 118, 226"),
            new InitTerm(LOCAL_PEER, 448, ENDPOINTS, "mca_bml_base_endpoint_t and its three BTL arrays", "v4.1.4:ompi/mca/bml/r2/bml_r2.c:152, 159-161"),
            new InitTerm(LOCAL_PEER, 11, ADDRESS, "the local peer's proc-hash entry and host name", "v4.1.4:ompi/proc/proc.c:331"))));

    /** pml/ucx makes UCX endpoints to node-local peers only, in MPI_Init (docs/growth-facts.md). */
    public static final InitState OPENMPI_414_UCX = new InitState("Open MPI 4.1.4 pml/ucx", concat(PMIX, List.of(
            new InitTerm(LOCAL_PEER, 486, ENDPOINTS, "UCX endpoint state of a local peer", "v4.1.4:ompi/mca/pml/ucx/pml_ucx.c:416"))));

    /** Open MPI 5.0.7, not installed here: the 4.1 terms its source makes the same way, at their 5.x sizes ({@link OpenMpi5Init}). */
    public static final InitState OPENMPI_507_OB1 = OpenMpi5Init.OB1;
    public static final InitState OPENMPI_507_UCX = OpenMpi5Init.UCX_STATE;

    /** The state of the design named {@code design}; none for the paper's designs and those of libraries neither measured nor read. */
    public static InitState of(String design) {
        return switch (design) {
            case "mpich-4.0.2-ucx" -> MPICH_402_UCX;
            case "openmpi-4.1-ob1", "openmpi-4.1-ob1-allprocs", "openmpi-4.1-ob1-sparse" -> OPENMPI_414_OB1;
            case "openmpi-4.1-ucx" -> OPENMPI_414_UCX;
            case "openmpi-5-ob1", "openmpi-5-ob1-sparse" -> OPENMPI_507_OB1;
            case "openmpi-5-ucx" -> OPENMPI_507_UCX;
            default -> InitState.NONE;
        };
    }

    private static List<InitTerm> concat(List<InitTerm> a, List<InitTerm> b) {
        java.util.ArrayList<InitTerm> out = new java.util.ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
