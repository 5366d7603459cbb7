package org.mpimem.size.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.size.InitStructs;

/**
 * The structures of MPI_Init's terms ({@link InitStructs}): each 4.1 layout gives the size its
 * allocation showed by stack (docs/growth-facts.md: pmix_proc_data_t and pmix_nodeinfo_t 416 B,
 * pmix_kval_t 152 B, the vader endpoint 352 B, the BML endpoint 232 B, UCX 1.13.1's control
 * extension 56 B), and gcc lays out every one of them, 4.1 and 5.x, as the layouter does (sizeof,
 * and offsetof and sizeof of each member).
 */
class InitStructsGccTest {
    @TempDir
    Path dir;

    private static final Map<String, CType.Aggregate> STRUCTS = new LinkedHashMap<>();

    static {
        STRUCTS.put("pmix422_proc_data", InitStructs.pmixProcData(false));
        STRUCTS.put("pmix507_proc_data", InitStructs.pmixProcData(true));
        STRUCTS.put("pmix507_pointer_array", InitStructs.pmixPointerArray(true));
        STRUCTS.put("pmix422_nodeinfo", InitStructs.pmixNodeinfo(false));
        STRUCTS.put("pmix507_nodeinfo", InitStructs.pmixNodeinfo(true));
        STRUCTS.put("pmix422_kval", InitStructs.pmixKval(false));
        STRUCTS.put("pmix507_kval", InitStructs.pmixKval(true));
        STRUCTS.put("ompi414_vader_endpoint", InitStructs.smEndpoint(false));
        STRUCTS.put("ompi507_sm_endpoint", InitStructs.smEndpoint(true));
        STRUCTS.put("ompi_shmem_ds_header", InitStructs.shmemDsHeader());
        STRUCTS.put("ompi507_smsc_cma_endpoint", InitStructs.smscCmaEndpoint());
        STRUCTS.put("ompi_bml_endpoint", InitStructs.bmlEndpoint());
        STRUCTS.put("ompi_bml_btl", InitStructs.bmlBtl());
        STRUCTS.put("ucx1131_ep_ext_control", InitStructs.ucpEpExtControl1131());
        STRUCTS.put("ucx1181_ep_ext", InitStructs.ucpEpExt1181());
    }

    @Test
    void sizesOf41AsMeasuredAnd5xAsDeclared() {
        Map<String, Long> sizes = new LinkedHashMap<>();
        STRUCTS.forEach((k, g) -> sizes.put(k, Layouter.layout(g).size()));
        assertEquals(Map.ofEntries(Map.entry("pmix422_proc_data", 416L), Map.entry("pmix507_proc_data", 136L),
                Map.entry("pmix507_pointer_array", 160L), Map.entry("pmix422_nodeinfo", 416L), Map.entry("pmix507_nodeinfo", 440L),
                Map.entry("pmix422_kval", 152L), Map.entry("pmix507_kval", 160L), Map.entry("ompi414_vader_endpoint", 352L), Map.entry("ompi507_sm_endpoint", 360L),
                Map.entry("ompi_shmem_ds_header", 32L), Map.entry("ompi507_smsc_cma_endpoint", 32L), Map.entry("ompi_bml_endpoint", 232L),
                Map.entry("ompi_bml_btl", 24L), Map.entry("ucx1131_ep_ext_control", 56L), Map.entry("ucx1181_ep_ext", 192L)), sizes);
    }

    @Test
    void gccLaysThemOutTheSame() throws Exception {
        CSource src = new CSource();
        Map<String, String> expected = new LinkedHashMap<>();
        STRUCTS.forEach((tag, g) -> src.add(tag, Layouter.layout(g), expected));
        assertEquals(expected, src.gcc(dir));
    }
}
