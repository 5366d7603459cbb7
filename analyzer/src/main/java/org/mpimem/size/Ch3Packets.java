package org.mpimem.size;

import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Lp64;

import static org.mpimem.size.layout.Decl.*;

/**
 * {@code MPIDI_CH3_Pkt_t}, the union of every ch3 packet header (v3.2:src/mpid/ch3/include/mpidpkt.h,
 * {@code union MPIDI_CH3_Pkt}), as a default nemesis build declares it: USE_EAGER_SHORT on, no
 * MPID_USE_SEQUENCE_NUMBERS, no channel MPIDI_CH3_PKT_DECL (nemesis keeps its own packets apart
 * and asserts they fit, mpid_nem_init.c). nemesis mallocs one per VC for the packet it has half
 * received (MPID_nem_vc_init, v3.2:src/mpid/ch3/channels/nemesis/src/mpid_nem_init.c:460), so its
 * sizeof is a per-peer cost. Handles (MPI_Request, MPI_Win, MPI_Datatype, MPI_Op) are ints in MPICH.
 * Members whose type another member already has (ready_send, rndv_req_to_send: the send packet;
 * lock_op_ack, decr_at_cnt, fop_resp: as lock_ack, unlock, get_resp) add nothing to the union and are left out.
 */
public final class Ch3Packets {
    private Ch3Packets() {}

    private static final CType TYPE = Lp64.ENUM.as("MPIDI_CH3_Pkt_type_t"), FLAGS = Lp64.ENUM.as("MPIDI_CH3_Pkt_flags_t");
    private static final CType HANDLE = INT, SZ = Lp64.LONG.as("MPIDI_msg_sz_t"), ADDR = ptr("void *");
    /** MPIDI_RMA_IMMED_BYTES (mpidpkt.h): immediate data carried in an RMA header. */
    private static final int IMMED = 8;

    /** {@code MPIDI_Message_match} (v3.2 mpidpre.h): {tag, rank, context_id} overlaid on a uint64 for one-compare matching. */
    static CType.Aggregate match() {
        return union("MPIDI_Message_match", f("parts", struct("MPIDI_Message_match_parts", f("tag", INT, "int32_t"),
                        f("rank", Lp64.SHORT.as("MPIDI_Rank_t"), "int16: --with-ch3-rank-bits=16"),
                        f("context_id", Lp64.USHORT.as("MPIU_Context_id_t")))),
                f("whole", Lp64.ULONG.as("MPIDI_Message_match_whole_t"), "uint64_t"));
    }

    /** {@code MPIDI_CH3_CAS_Immed_u}: the predefined integer types CAS allows; the widest are 8 B (long long, int64_t, MPI_Aint). */
    static CType.Aggregate casImmed() {
        return union("MPIDI_CH3_CAS_Immed_u", f("cas_int", INT), f("cas_long", Lp64.LONG.as("long")),
                f("cas_long_long", Lp64.LONG.as("long long")), f("cas_char", CHAR), f("cas_short", Lp64.SHORT.as("short")));
    }

    private static CType.Field immedUnion() {
        return f("info", union("info_dl", f("dataloop_size", INT), f("data", array(CHAR, IMMED))));
    }

    private static CType.Field immedData() {
        return f("info", struct("info_data", f("data", array(CHAR, IMMED))));
    }

    public static CType.Aggregate pkt() {
        CType.Aggregate send = struct("MPIDI_CH3_Pkt_send", f("type", TYPE), f("match", match()),
                f("sender_req_id", HANDLE), f("data_sz", SZ));
        CType.Aggregate eagershort = struct("MPIDI_CH3_Pkt_eagershort_send", f("type", TYPE), f("match", match()),
                f("data_sz", SZ), f("data", array(INT, 4), "MPIDI_EAGER_SHORT_INTS"));
        CType.Aggregate getAccumResp = struct("MPIDI_CH3_Pkt_get_accum_resp", f("type", TYPE), f("request_handle", HANDLE),
                f("target_rank", INT), f("flags", FLAGS), immedData());
        return union("MPIDI_CH3_Pkt",
                f("type", TYPE),
                f("eager_send", send), f("eagershort_send", eagershort),
                f("eager_sync_ack", struct("MPIDI_CH3_Pkt_eager_sync_ack", f("type", TYPE), f("sender_req_id", HANDLE))),
                f("rndv_clr_to_send", struct("MPIDI_CH3_Pkt_rndv_clr_to_send", f("type", TYPE), f("sender_req_id", HANDLE),
                        f("receiver_req_id", HANDLE))),
                f("rndv_send", struct("MPIDI_CH3_Pkt_rndv_send", f("type", TYPE), f("receiver_req_id", HANDLE))),
                f("cancel_send_req", struct("MPIDI_CH3_Pkt_cancel_send_req", f("type", TYPE), f("match", match()),
                        f("sender_req_id", HANDLE))),
                f("cancel_send_resp", struct("MPIDI_CH3_Pkt_cancel_send_resp", f("type", TYPE), f("sender_req_id", HANDLE), f("ack", INT))),
                f("put", struct("MPIDI_CH3_Pkt_put", f("type", TYPE), f("flags", FLAGS), f("addr", ADDR), f("count", INT),
                        f("datatype", HANDLE), f("target_win_handle", HANDLE), f("source_win_handle", HANDLE), immedUnion())),
                f("get", struct("MPIDI_CH3_Pkt_get", f("type", TYPE), f("flags", FLAGS), f("addr", ADDR), f("count", INT),
                        f("datatype", HANDLE), f("info", struct("info_get", f("dataloop_size", INT))),
                        f("request_handle", HANDLE), f("target_win_handle", HANDLE))),
                f("get_resp", struct("MPIDI_CH3_Pkt_get_resp", f("type", TYPE), f("request_handle", HANDLE),
                        f("target_rank", INT), f("flags", FLAGS), immedData())),
                f("accum", struct("MPIDI_CH3_Pkt_accum", f("type", TYPE), f("flags", FLAGS), f("addr", ADDR), f("count", INT),
                        f("datatype", HANDLE), f("op", HANDLE), f("target_win_handle", HANDLE), f("source_win_handle", HANDLE), immedUnion())),
                f("get_accum", struct("MPIDI_CH3_Pkt_get_accum", f("type", TYPE), f("flags", FLAGS), f("request_handle", HANDLE),
                        f("addr", ADDR), f("count", INT), f("datatype", HANDLE), f("op", HANDLE), f("target_win_handle", HANDLE),
                        immedUnion()), "the widest with cas and fop"),
                f("lock", struct("MPIDI_CH3_Pkt_lock", f("type", TYPE), f("flags", FLAGS), f("target_win_handle", HANDLE),
                        f("source_win_handle", HANDLE), f("request_handle", HANDLE))),
                f("lock_ack", struct("MPIDI_CH3_Pkt_lock_ack", f("type", TYPE), f("flags", FLAGS), f("source_win_handle", HANDLE),
                        f("request_handle", HANDLE), f("target_rank", INT))),
                f("unlock", struct("MPIDI_CH3_Pkt_unlock", f("type", TYPE), f("target_win_handle", HANDLE),
                        f("source_win_handle", HANDLE), f("flags", FLAGS))),
                f("flush", struct("MPIDI_CH3_Pkt_flush", f("type", TYPE), f("target_win_handle", HANDLE), f("source_win_handle", HANDLE))),
                f("ack", struct("MPIDI_CH3_Pkt_ack", f("type", TYPE), f("source_win_handle", HANDLE), f("target_rank", INT), f("flags", FLAGS))),
                f("close", struct("MPIDI_CH3_Pkt_close", f("type", TYPE), f("ack", INT))),
                f("cas", struct("MPIDI_CH3_Pkt_cas", f("type", TYPE), f("flags", FLAGS), f("datatype", HANDLE), f("addr", ADDR),
                        f("request_handle", HANDLE), f("target_win_handle", HANDLE), f("origin_data", casImmed()),
                        f("compare_data", casImmed()))),
                f("cas_resp", struct("MPIDI_CH3_Pkt_cas_resp", f("type", TYPE), f("request_handle", HANDLE),
                        f("info", struct("info_cas", f("data", casImmed()))), f("target_rank", INT), f("flags", FLAGS))),
                f("fop", struct("MPIDI_CH3_Pkt_fop", f("type", TYPE), f("flags", FLAGS), f("datatype", HANDLE), f("addr", ADDR),
                        f("op", HANDLE), f("request_handle", HANDLE), f("target_win_handle", HANDLE), immedData())),
                f("get_accum_resp", getAccumResp),
                f("revoke", struct("MPIDI_CH3_Pkt_revoke", f("type", TYPE), f("revoked_comm", Lp64.USHORT.as("MPIU_Context_id_t")))));
    }
}
