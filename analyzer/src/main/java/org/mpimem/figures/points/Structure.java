package org.mpimem.figures.points;

import org.mpimem.account.Category;
import org.mpimem.model.Models;

/**
 * The paper's names for where bytes go: VC and VCRT in VC-VCRT, AV and Rankmap in AV-Rankmap.
 * Internal communicators' mappings count with the mapping (the paper's VCRT of Fig. 10 is
 * mostly node and node-roots VCRTs). Node tables exist in both MPICH designs (ch3 adds
 * MPIR_ICOMM_WORLD's) and are not in the paper's breakdowns: they are kept in the data but not plotted.
 */
public final class Structure {
    public static final String NODE_TABLES = "node tables";
    public static final String GROUPS = "groups";
    public static final String PER_PEER = "per-peer";
    public static final String ENDPOINTS = "endpoints";

    private Structure() {}

    public static String of(Models model, Category c) {
        boolean ch3 = model == Models.VC_VCRT;
        return switch (c) {
            case ADDRESS -> ch3 ? "VC" : "AV";
            case MAPPING, LUT, MLUT, INTERNAL -> ch3 ? "VCRT" : "Rankmap";
            case NODE_TABLES -> NODE_TABLES;
            case GROUPS -> GROUPS;
            case PER_PEER -> PER_PEER;
            case ENDPOINTS -> ENDPOINTS;
        };
    }

    public static String address(Models model) {
        return of(model, Category.ADDRESS);
    }

    public static String mapping(Models model) {
        return of(model, Category.MAPPING);
    }

    /** Whether the paper's breakdown has the structure: addresses and mappings only. */
    public static boolean inPaper(Models model, String structure) {
        return structure.equals(address(model)) || structure.equals(mapping(model));
    }

    public static String title(Models model) {
        return model == Models.VC_VCRT ? "VC-VCRT" : "AV-Rankmap";
    }
}
