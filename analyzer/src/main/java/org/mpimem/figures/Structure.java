package org.mpimem.figures;

import org.mpimem.model.Category;
import org.mpimem.model.Models;

/**
 * The paper's names for where bytes go: VC and VCRT in VC-VCRT, AV and Rankmap in AV-Rankmap.
 * Internal communicators' mappings count with the mapping (the paper's VCRT of Fig. 10 is
 * mostly node and node-roots VCRTs). Node tables exist in both MPICH designs and are not in the
 * paper's breakdowns: they are kept in the data but not plotted.
 */
public final class Structure {
    public static final String NODE_TABLES = "node tables";

    private Structure() {}

    public static String of(Models model, Category c) {
        boolean ch3 = model == Models.VC_VCRT;
        return switch (c) {
            case ADDRESS -> ch3 ? "VC" : "AV";
            case MAPPING, LUT, MLUT, INTERNAL -> ch3 ? "VCRT" : "Rankmap";
            case NODE_TABLES -> NODE_TABLES;
        };
    }

    public static String address(Models model) {
        return of(model, Category.ADDRESS);
    }

    public static String mapping(Models model) {
        return of(model, Category.MAPPING);
    }

    public static String title(Models model) {
        return model == Models.VC_VCRT ? "VC-VCRT" : "AV-Rankmap";
    }
}
