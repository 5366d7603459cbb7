package org.mpimem.size;

import static org.mpimem.size.layout.Decl.*;

import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Lp64;

/**
 * The structures MPI_Init keeps per node-local peer in Open MPI 4.1.4 (PMIx 4.2.2, UCX 1.13.1)
 * and 5.0.7 (PMIx 5.0.7, UCX 1.18.1), x86-64, release builds: what the designs' MPI_Init terms
 * ({@code model/init}) are made of, so that a 5.x size follows from the 5.x declaration the way
 * the 4.1 size was measured (docs/growth-facts.md, "Open MPI 5.0.7: which MPI_Init terms carry
 * over"). Each 4.1 layout reproduces the size seen by allocation stack; gcc checks all of them
 * ({@code InitStructsGccTest}).
 */
public final class InitStructs {
    private InitStructs() {
    }

    private static final CType U8 = Lp64.CHAR.as("uint8_t"), BOOL = Lp64.CHAR.as("bool"), U16 = Lp64.USHORT.as("uint16_t"),
            I32 = Lp64.INT.as("int32_t"), U32 = Lp64.UINT.as("uint32_t"), U64 = Lp64.ULONG.as("uint64_t"),
            SIZE = Lp64.ULONG.as("size_t"), PID = Lp64.INT.as("pid_t");

    /** glibc's pthread_mutex_t on x86-64: 40 B, aligned to 8. */
    private static CType.Aggregate mutex() {
        return struct("pthread_mutex_t", f("__size", array(Lp64.LONG.as("long"), 5), "40 B"));
    }

    // ---- PMIx (src/class/pmix_object.h, pmix_pointer_array.h; src/util/pmix_hash.c) ----

    /** {@code pmix_tma_t}: v4.2.2 five functions, arena, dontfree (56 B); v5.0.7 six functions, data_context, data_ptr (64 B). */
    private static CType.Aggregate pmixTma(boolean v5) {
        return v5 ? struct("pmix_tma_t", f("fns", array(ptr("void *"), 6), "malloc calloc realloc strdup memmove free"),
                f("data_context", ptr("void *")), f("data_ptr", ptr("void **")))
                : struct("pmix_tma_t", f("fns", array(ptr("void *"), 5), "malloc calloc realloc strdup memmove"),
                        f("arena", ptr("void *")), f("dontfree", BOOL));
    }

    /** {@code pmix_object_t} (non-debug): mutex, class, reference count, allocator: 112 B in v4.2.2, 120 B in v5.0.7. */
    public static CType.Aggregate pmixObject(boolean v5) {
        return struct("pmix_object_t", f("obj_lock", mutex()), f("obj_class", ptr("pmix_class_t *")),
                f("obj_reference_count", I32), f("obj_tma", pmixTma(v5)));
    }

    /** {@code pmix_pointer_array_t}: 152 B in v4.2.2, 160 B in v5.0.7 (the object header). */
    public static CType.Aggregate pmixPointerArray(boolean v5) {
        return struct("pmix_pointer_array_t", f("super", pmixObject(v5)), f("lowest_free", INT), f("number_free", INT),
                f("size", INT), f("max_size", INT), f("block_size", INT), f("free_bits", ptr("uint64_t *")), f("addr", ptr("void **")));
    }

    /**
     * {@code pmix_proc_data_t}: v4.2.2 holds its data and quals arrays in place, 416 B
     * ({@code v4.2.2:src/util/pmix_hash.c:48-54}); v5.0.7 holds pointers to them, allocated apart
     * "because the shared-memory TMA requires" it, 136 B ({@code v5.0.7:src/util/pmix_hash.c:62-71}).
     */
    public static CType.Aggregate pmixProcData(boolean v5) {
        return v5 ? struct("pmix_proc_data_t", f("super", pmixObject(true)), f("data", ptr("pmix_pointer_array_t *")), f("quals", ptr("pmix_pointer_array_t *")))
                : struct("pmix_proc_data_t", f("super", pmixObject(false)), f("data", pmixPointerArray(false)), f("quals", pmixPointerArray(false)));
    }

    private static CType.Aggregate pmixListItem(boolean v5) {
        return struct("pmix_list_item_t", f("super", pmixObject(v5)), f("pmix_list_next", ptr("pmix_list_item_t *")),
                f("pmix_list_prev", ptr("pmix_list_item_t *")), f("item_free", I32));
    }

    /**
     * gds/hash's {@code pmix_nodeinfo_t} (src/mca/gds/hash/gds_hash.h:81-87, the same fields in both): 416 B in
     * v4.2.2, 440 B in v5.0.7, where a 5.0.7 client keeps it only when gds/hash is forced (PMIX_MCA_gds=hash).
     */
    public static CType.Aggregate pmixNodeinfo(boolean v5) {
        return struct("pmix_nodeinfo_t", f("super", pmixListItem(v5)), f("nodeid", U32), f("hostname", ptr("char *")), f("aliases", ptr("char **")),
                f("info", struct("pmix_list_t", f("super", pmixObject(v5)), f("pmix_list_sentinel", pmixListItem(v5)), f("pmix_list_length", SIZE))));
    }

    /** {@code pmix_kval_t} (src/mca/bfrops/bfrops_types.h): list item, key, value: 152 B in v4.2.2, 160 B in v5.0.7. */
    public static CType.Aggregate pmixKval(boolean v5) {
        return struct("pmix_kval_t", f("super", pmixListItem(v5)), f("key", ptr("char *")), f("value", ptr("pmix_value_t *")));
    }

    // ---- Open MPI (opal/class, opal/mca/btl/vader|sm, opal/mca/smsc, ompi/mca/bml) ----

    private static CType.Aggregate opalObject() {
        return struct("opal_object_t", f("obj_class", ptr("opal_class_t *")), f("obj_reference_count", I32));
    }

    private static CType.Aggregate listItem() {
        return struct("opal_list_item_t", f("super", opalObject()), f("opal_list_next", ptr("opal_list_item_t *")),
                f("opal_list_prev", ptr("opal_list_item_t *")), f("item_free", I32));
    }

    /** {@code opal_mutex_t}: object, pthread mutex, the atomic lock (4 B in 4.1; an int or atomic_flag in 5.0, the same 64 B). */
    private static CType.Aggregate opalMutex() {
        return struct("opal_mutex_t", f("super", opalObject()), f("m_lock_pthread", mutex()), f("m_lock_atomic", I32));
    }

    private static CType.Aggregate opalList() {
        return struct("opal_list_t", f("super", opalObject()), f("opal_list_sentinel", listItem()), f("opal_list_length", SIZE));
    }

    /**
     * The shared-memory BTL's {@code mca_btl_base_endpoint_t}: btl/vader in v4.1.4, 352 B
     * ({@code v4.1.4:opal/mca/btl/vader/btl_vader_endpoint.h:47-93}, no xpmem); btl/sm in v5.0.7,
     * 360 B: a 16-bit peer rank, and the pid/seg_ds union replaced by smsc_endpoint,
     * smsc_map_context and seg_ds ({@code v5.0.7:opal/mca/btl/sm/btl_sm_types.h:52-89}).
     */
    public static CType.Aggregate smEndpoint(boolean v5) {
        CType.Aggregate fboxIn = struct("fbox_in", f("buffer", ptr("unsigned char *")), f("startp", ptr("uint32_t *")), f("start", UNSIGNED), f("seq", U16));
        CType.Aggregate fboxOut = struct("fbox_out", f("buffer", ptr("unsigned char *")), f("startp", ptr("uint32_t *")), f("start", UNSIGNED),
                f("end", UNSIGNED), f("seq", U16), f("fbox", ptr("opal_free_list_item_t *")));
        if (!v5) return struct("mca_btl_vader_endpoint_t", f("super", listItem()), f("fbox_in", fboxIn), f("fbox_out", fboxOut),
                f("peer_smp_rank", I32), f("send_count", SIZE), f("segment_base", ptr("char *")), f("fifo", ptr("struct vader_fifo_t *")),
                f("lock", opalMutex()), f("segment_data", union("segment_data", f("other", struct("other", f("pid", PID), f("seg_ds", ptr("opal_shmem_ds_t *")))))),
                f("pending_frags_lock", opalMutex()), f("pending_frags", opalList()), f("waiting", BOOL));
        return struct("mca_btl_sm_endpoint_t", f("super", listItem()), f("fbox_in", fboxIn), f("fbox_out", fboxOut),
                f("peer_smp_rank", U16), f("send_count", SIZE), f("segment_base", ptr("char *")), f("fifo", ptr("struct sm_fifo_t *")),
                f("lock", opalMutex()), f("smsc_endpoint", ptr("mca_smsc_endpoint_t *")), f("smsc_map_context", ptr("void *")),
                f("seg_ds", ptr("opal_shmem_ds_t *")), f("pending_frags_lock", opalMutex()), f("pending_frags", opalList()), f("waiting", BOOL));
    }

    /** The fixed part of {@code opal_shmem_ds_t} before {@code seg_name} (32 B in both): a peer's copy is that plus its path and NUL. */
    public static CType.Aggregate shmemDsHeader() {
        return struct("opal_shmem_ds_header", f("seg_cpid", PID), f("flags", U8), f("seg_id", INT), f("seg_size", SIZE), f("seg_base_addr", ptr("void *")));
    }

    /** smsc/cma's endpoint, new in v5.0.7: object, proc, pid, 32 B ({@code v5.0.7:opal/mca/smsc/cma/smsc_cma_internal.h:23-26}). */
    public static CType.Aggregate smscCmaEndpoint() {
        return struct("mca_smsc_cma_endpoint_t", f("super", struct("mca_smsc_endpoint_t", f("super", opalObject()), f("proc", ptr("opal_proc_t *")))), f("pid", PID));
    }

    /** {@code mca_bml_base_endpoint_t}, 232 B in both ({@code ompi/mca/bml/bml.h}: v4.1.4 and v5.0.7 differ in comments only here). */
    public static CType.Aggregate bmlEndpoint() {
        CType.Aggregate arr = struct("mca_bml_base_btl_array_t", f("super", opalObject()), f("arr_size", SIZE), f("arr_reserve", SIZE),
                f("arr_index", SIZE), f("bml_btls", ptr("mca_bml_base_btl_t *")));
        return struct("mca_bml_base_endpoint_t", f("super", listItem()), f("btl_proc", ptr("struct ompi_proc_t *")),
                f("btl_pipeline_send_length", SIZE), f("btl_send_limit", SIZE), f("btl_max_send_size", SIZE),
                f("btl_eager", arr), f("btl_send", arr), f("btl_rdma", arr), f("btl_rdma_index", SIZE), f("btl_flags_or", U32));
    }

    /** {@code mca_bml_base_btl_t}, 24 B: each of the endpoint's three arrays holds one per BTL module. */
    public static CType.Aggregate bmlBtl() {
        return struct("mca_bml_base_btl_t", f("btl_flags", U32), f("btl_weight", Lp64.UINT.as("float")), f("btl", ptr("mca_btl_base_module_t *")),
                f("btl_endpoint", ptr("mca_btl_base_endpoint_t *")));
    }

    // ---- UCX (src/ucp/core/ucp_ep.h), assertions on as in Debian's builds (the 56 B measured) ----

    /** v1.13.1's {@code ucp_ep_ext_control_t}, calloc'd per endpoint, 56 B ({@code v1.13.1:src/ucp/core/ucp_ep.h:495-507}). */
    public static CType.Aggregate ucpEpExtControl1131() {
        return struct("ucp_ep_ext_control_t", f("cm_idx", U8), f("local_ep_id", Lp64.ULONG.as("uintptr_t")), f("remote_ep_id", Lp64.ULONG.as("uintptr_t")),
                f("err_cb", fn("ucp_err_handler_cb_t")), f("close_req", ptr("ucp_request_t *")), f("ka_last_round", U64, "UCS_ENABLE_ASSERT"),
                f("peer_mem", ptr("khash_t(ucp_ep_peer_mem_hash) *")));
    }

    /**
     * v1.18.1's {@code ucp_ep_ext_t}, malloc'd per endpoint, 192 B ({@code v1.18.1:src/ucp/core/ucp_ep.h:510-553}): the
     * control extension merged with what 1.13.1 kept in the endpoint's strided chunk (list links, match element, queues).
     */
    public static CType.Aggregate ucpEpExt1181() {
        CType.Aggregate link = struct("ucs_list_link_t", f("prev", ptr("ucs_list_link_t *")), f("next", ptr("ucs_list_link_t *")));
        CType.Aggregate queue = struct("ucs_queue_head_t", f("head", ptr("ucs_queue_elem_t *")), f("ptail", ptr("ucs_queue_elem_t **")));
        CType.Aggregate match = struct("ucp_ep_match_elem_t", f("dest_uuid", U64), f("conn_match", struct("ucs_conn_match_elem_t", f("list", link))));
        CType.Aggregate flush = struct("ucp_ep_flush_state_t", f("reqs", ptr("ucs_hlist_link_t *")), f("send_sn", U32), f("cmpl_sn", U32));
        return struct("ucp_ep_ext_t", f("ep", ptr("ucp_ep_h")), f("user_data", ptr("void *")), f("ep_list", link), f("cm_idx", U8),
                f("local_ep_id", Lp64.ULONG.as("uintptr_t")), f("remote_ep_id", Lp64.ULONG.as("uintptr_t")), f("err_cb", fn("ucp_err_handler_cb_t")),
                f("close_req", ptr("ucp_request_t *")), f("peer_mem", ptr("khash_t(ucp_ep_peer_mem_hash) *")), f("proto_reqs", ptr("ucs_hlist_link_t *")),
                f("ka_last_round", U64, "UCS_ENABLE_ASSERT"), f("u", union("ep_match_or_flush", f("ep_match", match), f("flush_state", flush))),
                f("stream", struct("stream", f("ready_list", link), f("match_q", queue))),
                f("am", struct("am", f("started_ams", link), f("mid_rdesc_q", queue))), f("uct_eps", ptr("uct_ep_h *")));
    }
}
