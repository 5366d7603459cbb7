package org.mpimem.size;

import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Lp64;

import java.util.ArrayList;
import java.util.List;

import static org.mpimem.size.layout.Decl.*;

/**
 * Open MPI v4.1.4 structures (x86-64, non-debug build). Line numbers are {@code v4.1.4:path:line};
 * the facts are copied into docs/openmpi-facts.md.
 */
public final class OmpiStructs {
    private OmpiStructs() {}

    /**
     * Endpoint tags of Debian's 4.1.4 build (OMPI_REQUIRE_ENDPOINT_TAG in each component's
     * configure.m4): BML (bml/r2, osc/rdma), MTL (mtl/ofi, mtl/psm, mtl/psm2), PML (pml/ucx),
     * UCX (osc/ucx) (v4.1.4:ompi/mca/bml/r2/configure.m4:16, mtl/ofi/configure.m4:19,
     * pml/ucx/configure.m4:12, osc/ucx/configure.m4:15). No PORTALS4.
     */
    public static final int DEBIAN_414_TAGS = 4;

    /**
     * Endpoint tags of an Open MPI 5.0 build with UCX and libfabric (main 8efebee7:
     * config/ompi_endpoint_tag.m4 and each component's configure.m4): BML (pml/ob1's bml/r2),
     * SMSC (coll/han's MCA_ompi_coll_han_POST_CONFIG, built always), MTL (mtl/ofi), PML (pml/ucx),
     * UCX (osc/ucx). That is main's count: release v5.0.7 has no component requiring SMSC
     * (v5.0.7:ompi/mca/bml/r2/configure.m4:16, mtl/ofi/configure.m4:20, pml/ucx/configure.m4:13,
     * osc/ucx/configure.m4:16 only), so a v5.0.7 build has 4 (docs/openmpi-facts.md).
     */
    public static final int V5_UCX_OFI_TAGS = 5;

    private static final CType.Aggregate OBJECT = struct("opal_object_t",
            f("obj_class", ptr("opal_class_t *")), f("obj_reference_count", INT, "volatile int32_t"));

    /** {@code opal_list_item_t} (opal/class/opal_list.h): object header, next, prev, item_free. */
    static CType.Aggregate listItem() {
        return struct("opal_list_item_t", f("super", OBJECT), f("opal_list_next", ptr("opal_list_item_t *")),
                f("opal_list_prev", ptr("opal_list_item_t *")), f("item_free", INT, "int32_t"));
    }

    /** {@code opal_proc_t} (opal/util/proc.h): 72 B in 4.1 (it still has proc_hostname). */
    static CType.Aggregate opalProc() {
        return opalProc(true);
    }

    private static CType.Aggregate opalProc(boolean hostname) {
        List<CType.Field> fields = new ArrayList<>(List.of(f("super", listItem()),
                f("proc_name", struct("opal_process_name_t", f("jobid", UNSIGNED, "uint32_t"), f("vpid", UNSIGNED, "uint32_t"))),
                f("proc_arch", UNSIGNED, "uint32_t"), f("proc_flags", Lp64.USHORT.as("opal_hwloc_locality_t"), "uint16_t"),
                f("proc_convertor", ptr("struct opal_convertor_t *"))));
        if (hostname) fields.add(f("proc_hostname", ptr("char *")));
        return struct("opal_proc_t", fields.toArray(new CType.Field[0]));
    }

    /**
     * {@code opal_proc_t} in v5: {@code proc_hostname} is gone (the host name comes from PMIx
     * on demand), 64 B.
     */
    static CType.Aggregate opalProc5() {
        return opalProc(false);
    }

    /** {@code ompi_proc_t} in v5: {@code bool proc_active} (ULFM) after the 64 B opal_proc_t, so 88 + 8·T B again. */
    public static CType.Aggregate ompiProc5(int tags) {
        return ompiProc(opalProc5(), f("proc_active", Lp64.CHAR.as("_Bool"), "bool"), tags);
    }

    /** {@code ompi_proc_t} (ompi/proc/proc.h): 88 + 8·T B. */
    public static CType.Aggregate ompiProc(int tags) {
        return ompiProc(opalProc(), null, tags);
    }

    private static CType.Aggregate ompiProc(CType.Aggregate opal, CType.Field active, int tags) {
        List<CType.Field> fields = new ArrayList<>(List.of(f("super", opal)));
        if (active != null) fields.add(active);
        fields.add(f("proc_endpoints", array(ptr("void *"), tags), "[OMPI_PROC_ENDPOINT_TAG_MAX]"));
        fields.add(f("padding", array(CHAR, 16), "[OMPI_PROC_PADDING_SIZE]"));
        return struct("ompi_proc_t", fields.toArray(new CType.Field[0]));
    }

    /** {@code ompi_group_t} in v5: the 4.1 fields and {@code grp_instance} (sessions), 80 B. */
    public static CType.Aggregate group5() {
        return group(true);
    }

    /** {@code ompi_group_t} (ompi/group/group.h), 4.1: no grp_instance (sessions are v5). */
    public static CType.Aggregate group() {
        return group(false);
    }

    private static CType.Aggregate group(boolean instance) {
        List<CType.Field> fields = new ArrayList<>(List.of(f("super", OBJECT), f("grp_proc_count", INT), f("grp_my_rank", INT),
                f("grp_f_to_c_index", INT), f("grp_proc_pointers", ptr("struct ompi_proc_t **")),
                f("grp_flags", UNSIGNED, "uint32_t"), f("grp_parent_group_ptr", ptr("struct ompi_group_t *")),
                f("sparse_data", sparseData())));
        if (instance) fields.add(f("grp_instance", ptr("struct ompi_instance_t *")));
        return struct("ompi_group_t", fields.toArray(new CType.Field[0]));
    }

    /** The 16 B union of the sparse formats (sporadic list, strided triple, bitmap). */
    private static CType.Aggregate sparseData() {
        return union("ompi_group_sparse_data",
                f("grp_sporadic", struct("ompi_group_sporadic_data_t", f("grp_sporadic_list", ptr("struct ompi_group_sporadic_list_t *")), f("grp_sporadic_list_len", INT))),
                f("grp_strided", struct("ompi_group_strided_data_t", f("grp_strided_offset", INT), f("grp_strided_stride", INT), f("grp_strided_last_element", INT))),
                f("grp_bitmap", struct("ompi_group_bitmap_data_t", f("grp_bitmap_array", ptr("unsigned char *")), f("grp_bitmap_array_len", INT))));
    }

    /** One dense group slot and one pml/ob1 per-communicator peer slot: a pointer (or a sentinel word). */
    public static CType.Aggregate procPointer() {
        return struct("ompi_proc_ptr", f("proc", ptr("ompi_proc_t *"), "grp_proc_pointers[i], ob1 comm->procs[i]"));
    }
}
