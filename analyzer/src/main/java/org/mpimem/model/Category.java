package org.mpimem.model;

/**
 * Where per-process bytes go. Node tables are an MPIR-level cost shared by both MPICH designs,
 * kept apart so that the paper's VC/VCRT vs AV/Rankmap comparison stays clean.
 */
public enum Category {
    ADDRESS("address", "network address entries: VCs or AV tables"),
    MAPPING("mapping", "rank-address mapping of user communicators: VCRTs or rank map descriptors"),
    LUT("lut", "rank map lookup tables (lpid per rank)"),
    MLUT("mlut", "rank map multi-group lookup tables (avtid+lpid per rank)"),
    INTERNAL("internal", "mapping structures of internal communicators: node_comm, node_roots_comm"),
    NODE_TABLES("node-tables", "intranode_table + internode_table of committed communicators");

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
