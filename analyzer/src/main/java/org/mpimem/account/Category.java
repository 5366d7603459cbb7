package org.mpimem.account;

/**
 * Where per-process bytes go. Node tables are an MPIR-level cost of both MPICH designs, kept
 * apart so that the paper's VC/VCRT vs AV/Rankmap comparison stays clean. They are not exactly
 * the same in both: ch3 adds MPIR_ICOMM_WORLD's, and drops them for communicators with
 * processes of several groups, which 2016 ch4 keeps (with their node subcomms). Groups and per-peer allocations are not in
 * the paper's breakdown either, nor are transport endpoints ({@link #ENDPOINTS}): only the designs
 * named after installed libraries charge what their MPI_Init keeps beyond addresses and maps
 * (org.mpimem.model.init).
 */
public enum Category {
    ADDRESS("address", "network address entries: VCs or AV tables"),
    MAPPING("mapping", "rank-address mapping of user communicators: VCRTs or rank map descriptors"),
    LUT("lut", "rank map lookup tables (lpid per rank)"),
    MLUT("mlut", "rank map multi-group lookup tables (avtid+lpid per rank)"),
    INTERNAL("internal", "mapping structures of internal communicators: node_comm, node_roots_comm"),
    NODE_TABLES("node-tables", "intranode_table + internode_table of committed communicators"),
    GROUPS("groups", "MPIR group objects a communicator keeps (MPI_Comm_create)"),
    PER_PEER("per-peer", "per-peer allocations outside the VC / AV entry (off unless asked for)"),
    ENDPOINTS("endpoints", "transport endpoints MPI_Init makes per peer: UCX endpoints, Open MPI's vader and BML endpoints (designs of installed libraries only)");

    private final String label;
    private final String description;

    Category(String label, String description) {
        this.label = label;
        this.description = description;
    }

    public String label() {
        return label;
    }

    public String description() {
        return description;
    }
}
