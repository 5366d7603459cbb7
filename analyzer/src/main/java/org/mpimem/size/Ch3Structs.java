package org.mpimem.size;

import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Lp64;

import static org.mpimem.size.layout.Decl.*;

/**
 * MPICH v3.2 ch3 structures, declared as MPICH declares them (x86-64, default configure:
 * nemesis channel, no checkpointing, no sequence numbers). Line numbers are {@code v3.2:path:line}.
 */
public final class Ch3Structs {
    private Ch3Structs() {}

    /** The netmod a ch3:nemesis build uses: decides the comm-override pointer and the netmod area's tenant. */
    public enum Netmod { OFI, TCP }

    private static final CType MSG_SZ = Lp64.LONG.as("MPIDI_msg_sz_t");
    private static final CType.Aggregate REQ_QUEUE = struct("MPIDI_request_queue",
            f("head", ptr("struct MPID_Request *")), f("tail", ptr("struct MPID_Request *")));

    /** {@code MPIDI_VC_t} (v3.2:src/mpid/ch3/include/mpidimpl.h:705-777). */
    public static CType.Aggregate vc(Netmod netmod) {
        CType.Field[] core = {
                f("handle", INT, "MPIU_OBJECT_HEADER"), f("ref_count", INT, "MPIU_OBJECT_HEADER"),
                f("state", Lp64.ENUM.as("MPIDI_VC_State_t")),
                f("pg", ptr("struct MPIDI_PG *"), "dynamic processes"), f("pg_rank", INT), f("lpid", INT),
                f("node_id", Lp64.SHORT.as("MPID_Node_id_t"), "int16: --with-ch3-rank-bits=16 (mpidpre.h:75-84)"),
                f("port_name_tag", INT, "dynamic processes"),
                f("rndvSend_fn", fn("int (*)()")), f("rndvRecv_fn", fn("int (*)()")),
                f("eager_max_msg_sz", INT), f("ready_eager_max_msg_sz", INT),
                f("sendNoncontig_fn", fn("int (*)()"))};
        CType.Field override = f("comm_ops", ptr("MPIDI_Comm_ops_t *"), "ENABLE_COMM_OVERRIDES: ofi, mxm, portals4, llc");
        CType.Field ch = f("ch", nemesisVc(netmod), "MPIDI_CH3_VC_DECL");
        CType.Field[] all = new CType.Field[core.length + (netmod == Netmod.OFI ? 2 : 1)];
        System.arraycopy(core, 0, all, 0, core.length);
        if (netmod == Netmod.OFI) all[core.length] = override;
        all[all.length - 1] = ch;
        return struct("MPIDI_VC", all);
    }

    /** {@code struct MPIDI_CH3I_VC} (v3.2:src/mpid/ch3/channels/nemesis/include/mpidi_ch3_pre.h:75-161). */
    static CType.Aggregate nemesisVc(Netmod netmod) {
        CType lmtFn = fn("int (*)(struct MPIDI_VC *, ...)");
        return struct("MPIDI_CH3I_VC",
                f("pg_rank", INT), f("recv_active", ptr("struct MPID_Request *")),
                f("is_local", INT), f("send_seqno", Lp64.USHORT.as("unsigned short")),
                f("fbox_out", ptr("MPID_nem_fbox_mpich_t *")), f("fbox_in", ptr("MPID_nem_fbox_mpich_t *")),
                f("recv_queue", ptr("MPID_nem_queue_ptr_t")), f("free_queue", ptr("MPID_nem_queue_ptr_t")),
                f("pending_pkt_len", MSG_SZ), f("pending_pkt", ptr("union MPIDI_CH3_Pkt *")),
                f("next", ptr("struct MPIDI_VC *")), f("prev", ptr("struct MPIDI_VC *")),
                f("iStartContigMsg", fn("int (*)(struct MPIDI_VC *, ...)")), f("iSendContig", fn("int (*)(struct MPIDI_VC *, ...)")),
                f("lmt_initiate_lmt", lmtFn), f("lmt_start_recv", lmtFn), f("lmt_start_send", lmtFn),
                f("lmt_handle_cookie", lmtFn), f("lmt_done_send", lmtFn), f("lmt_done_recv", lmtFn),
                f("lmt_vc_terminated", lmtFn),
                f("lmt_copy_buf", ptr("struct MPID_nem_copy_buf *")),
                f("lmt_copy_buf_handle", ptr("MPL_shm_hnd_t")), f("lmt_recv_copy_buf_handle", ptr("MPL_shm_hnd_t")),
                f("lmt_buf_num", INT), f("lmt_surfeit", MSG_SZ),
                f("lmt_queue", struct("MPID_nem_lmt_queue", f("head", ptr("struct MPID_nem_lmt_shm_wait_element *")),
                        f("tail", ptr("struct MPID_nem_lmt_shm_wait_element *")))),
                f("lmt_active_lmt", ptr("struct MPID_nem_lmt_shm_wait_element *")),
                f("lmt_enqueued", INT), f("lmt_rts_queue", REQ_QUEUE, "MPID_nem_lmt_rts_queue_t"),
                f("pkt_handler", ptr("MPIDI_CH3_PktHandler_Fcn **")), f("num_pkt_handlers", INT),
                f("netmod_area", netmodArea(netmod), "MPIDI_NEM_VC_NETMOD_AREA_LEN 128"),
                f("sendq_head", ptr("void *"), "unused by nemesis"));
    }

    /**
     * The netmod scratch union. MPICH declares {padding, align_helper} and each netmod casts the
     * padding to its own per-VC struct ({@code VC_OFI(vc)}, {@code VC_TCP(vc)}); that struct is
     * declared here as a third member so the layout shows what the netmod keeps and that it fits.
     */
    static CType.Aggregate netmodArea(Netmod netmod) {
        CType.Field tenant = netmod == Netmod.OFI
                ? f("ofi", struct("MPID_nem_ofi_vc", f("direct_addr", Lp64.ULONG.as("fi_addr_t")), f("ready", INT),
                        f("is_cmvc", INT), f("next", ptr("MPIDI_VC_t *"))), "VC_OFI(vc): netmod/ofi/ofi_impl.h")
                : f("tcp", struct("MPID_nem_tcp_vc_area",
                        f("sock_id", struct("sockaddr_in", f("sin_family", Lp64.USHORT.as("sa_family_t")),
                                f("sin_port", Lp64.USHORT.as("in_port_t")), f("sin_addr", Lp64.UINT.as("struct in_addr")),
                                f("sin_zero", array(Lp64.CHAR.as("unsigned char"), 8)))),
                        f("state", Lp64.ENUM.as("MPID_nem_tcp_vc_state_t")), f("sc", ptr("struct MPID_nem_new_tcp_sockconn *")),
                        f("send_paused", INT), f("send_queue", REQ_QUEUE), f("paused_send_queue", REQ_QUEUE),
                        f("sc_ref_count", INT), f("connect_retry_count", INT)), "VC_TCP(vc): netmod/tcp/tcp_impl.h");
        return union("MPIDI_CH3I_VC_netmod_area_" + netmod.name().toLowerCase(java.util.Locale.ROOT),
                f("padding", array(CHAR, 128)), f("align_helper", ptr("void *")), tenant);
    }

    /** {@code MPIDI_VCRT} (mpidimpl.h:795-801): declared {@code vcr_table[1]}, allocated as sizeof + (n-1) pointers (mpid_vc.c:93-117), i.e. the flexible-array size. */
    public static CType.Aggregate vcrt() {
        return struct("MPIDI_VCRT", f("handle", INT, "MPIU_OBJECT_HEADER"), f("ref_count", INT, "MPIU_OBJECT_HEADER"),
                f("size", INT), f("vcr_table", flex(ptr("MPIDI_VC_t *"))));
    }

    /**
     * What ch3:nemesis allocates per peer of its own world outside {@code MPIDI_VC_t}, one entry
     * of each world-sized array of {@code MPID_nem_init} (v3.2:src/mpid/ch3/channels/nemesis/src/
     * mpid_nem_init.c): {@code FreeQ} and {@code RecvQ} (:286-287), {@code local_ranks} (:184),
     * {@code ext_ranks} (:187). The pending packet nemesis mallocs per VC of every group (:460) is
     * {@link Ch3Packets#pkt()}.
     */
    public static CType.Aggregate nemesisPerPeer() {
        return struct("MPID_nem_per_peer", f("FreeQ", ptr("MPID_nem_queue_ptr_t"), "mpid_nem_init.c:286"),
                f("RecvQ", ptr("MPID_nem_queue_ptr_t"), "mpid_nem_init.c:287"),
                f("local_ranks", INT, "mpid_nem_init.c:184"), f("ext_ranks", INT, "mpid_nem_init.c:187"));
    }

    /** {@code MPID_Group} (src/include/mpiimpl.h:977-1031); its members are a separate array. */
    public static CType.Aggregate group() {
        return struct("MPID_Group", f("handle", INT), f("ref_count", INT), f("size", INT), f("rank", INT),
                f("idx_of_first_lpid", INT), f("lrank_to_lpid", ptr("MPID_Group_pmap_t *"), "n entries, malloc'd on MPI_Comm_group"),
                f("is_local_dense_monotonic", INT));
    }

    /** {@code MPID_Group_pmap_t}, one per group member. */
    public static CType.Aggregate groupEntry() {
        return struct("MPID_Group_pmap_t", f("lpid", INT), f("next_lpid", INT), f("flag", INT));
    }

    /**
     * One rank's share of a committed communicator's {@code intranode_table} and
     * {@code internode_table} (mpiimpl.h:1204-1210): two int arrays of n entries, MPIR-level, so
     * the same in ch3 and ch4 up to 4.3.
     */
    public static CType.Aggregate nodeTables() {
        return struct("MPIR_node_tables_per_rank", f("intranode_table", INT, "int[n]"), f("internode_table", INT, "int[n]"));
    }
}
