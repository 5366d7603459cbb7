package org.mpimem.size;

import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Lp64;

import static org.mpimem.size.layout.Decl.*;

/**
 * MPICH ch4 structures of the AV-Rankmap design: the first ch4 commit ({@code cd846d2c0f},
 * 2016-08-22) and v4.3.2. Line numbers are {@code v4.3.2:src/mpid/ch4/include/mpidpre.h:line}
 * unless another file is named.
 */
public final class Ch4Structs {
    private Ch4Structs() {}

    /** v4.3 defaults: {@code MPIDI_OFI_MAX_NICS} 8, {@code MPIDI_CH4_MAX_VCIS} 64 (subconfigure.m4:306-314). */
    public static final int DEFAULT_NICS = 8, DEFAULT_VCIS = 64;

    private static final CType FI_ADDR = Lp64.ULONG.as("fi_addr_t");
    private static final CType LPID = Lp64.INT.as("MPIDI_lpid_t");
    private static final CType.Aggregate GPID = struct("MPIDI_gpid", f("avtid", INT), f("lpid", INT));

    /** One peer's {@code node_map} entry, kept per AV table (cd846d2c0f:src/mpid/ch4/src/ch4r_proc.h:280). */
    public static CType.Aggregate nodeMapEntry() {
        return struct("MPIDI_node_map_entry", f("node_id", Lp64.USHORT.as("MPID_Node_id_t"), "uint16_t"));
    }

    /** 2016 OFI AV entry, av-map, no scalable endpoints: 8 B address + 4 B is_local, padded to 16. */
    public static CType.Aggregate avEntry2016Ofi() {
        return struct("MPIDI_av_entry_2016_ofi", f("netmod", union("MPIDI_netmod_addr_2016_ofi", f("dest", FI_ADDR, "av-map fi_addr_t"))),
                f("is_local", UNSIGNED, "MPIDI_BUILD_CH4_LOCALITY_INFO"));
    }

    /** v4.3 OFI AV entry (mpidpre.h:694-702, ofi_pre.h:312-320): an address per NIC and VCI. */
    public static CType.Aggregate avEntry43Ofi(int nics, int vcis) {
        return struct("MPIDI_av_entry_43_ofi",
                f("netmod", union("MPIDI_netmod_addr_43_ofi", f("ofi", struct("MPIDI_OFI_addr",
                        f("dest", array(FI_ADDR, nics, vcis), "[MPIDI_OFI_MAX_NICS][MPIDI_CH4_MAX_VCIS]"))))),
                f("is_local", UNSIGNED), f("node_id", INT, "since v4.2.0 (57aee4a0b1)"));
    }

    /** v4.3 UCX AV entry (ucx_pre.h:112-115, upid hash pointer ucx_pre.h:13-14): an endpoint per VCI pair. */
    public static CType.Aggregate avEntry43Ucx(int vcis) {
        return struct("MPIDI_av_entry_43_ucx",
                f("netmod", union("MPIDI_netmod_addr_43_ucx", f("ucx", struct("MPIDI_UCX_addr",
                        f("dest", array(ptr("ucp_ep_h"), vcis, vcis), "[MPIDI_CH4_MAX_VCIS][MPIDI_CH4_MAX_VCIS]"))))),
                f("is_local", UNSIGNED), f("node_id", INT),
                f("upid_hash", ptr("MPIDI_UCX_upid_hash *"), "UCX builds only, since 4.3"));
    }

    /**
     * Debian's MPICH 4.0.2 (ch4:ucx) is configured without {@code --enable-thread-cs=per-vci}, and
     * v4.0 allows more than one VCI only with it: {@code MPIDI_CH4_MAX_VCIS} is 1. The built
     * library says so: {@code MPIDI_UCX_global} ({context; ctx[MAX_VCIS] of 88 B; num_vcis}) is
     * 104 B in libmpich.a (DebianMpichBuildTest reads it with nm).
     */
    public static final int DEBIAN_402_VCIS = 1;

    /**
     * v4.0 UCX AV entry ({@code MPIDI_av_entry_t} in mpidpre.h; {@code MPIDI_UCX_addr_t} in
     * netmod/ucx/ucx_pre.h): an endpoint per (local, remote) VCI pair and {@code is_local}
     * ({@code MPIDI_locality_t}, built with the shm modules); no {@code node_id} (v4.2.0) and no
     * upid hash pointer (v4.3) yet.
     */
    public static CType.Aggregate avEntry40Ucx(int vcis) {
        return struct("MPIDI_av_entry_40_ucx",
                f("netmod", union("MPIDI_netmod_addr_40_ucx", f("ucx", struct("MPIDI_UCX_addr_40",
                        f("dest", array(ptr("ucp_ep_h"), vcis, vcis), "[MPIDI_CH4_MAX_VCIS][MPIDI_CH4_MAX_VCIS]"))))),
                f("is_local", UNSIGNED, "MPIDI_locality_t, MPIDI_BUILD_CH4_LOCALITY_INFO"));
    }

    /** {@code MPIDI_av_table_t} (ch4_types.h:187-191): object header, size, then the entries. */
    public static CType.Aggregate avTable(CType.Aggregate entry) {
        return struct("MPIDI_av_table_" + entry.name().replace("MPIDI_av_entry_", ""),
                f("handle", INT, "MPIR_OBJECT_HEADER"), f("ref_count", INT, "MPIR_OBJECT_HEADER"), f("size", INT),
                f("table", flex(entry)));
    }

    /** {@code MPIDI_rank_map_t} (601-625), the same 40 B in 2016 and v4.3: embedded in the communicator. */
    public static CType.Aggregate rankMap() {
        return struct("MPIDI_rank_map",
                f("mode", Lp64.ENUM.as("MPIDI_rank_map_mode")), f("avtid", INT), f("size", INT),
                f("reg", union("MPIDI_rank_map_regular", f("offset", INT),
                        f("stride", struct("MPIDI_rank_map_stride", f("offset", INT), f("stride", INT), f("blocksize", INT))))),
                f("irreg", union("MPIDI_rank_map_irregular",
                        f("lut", struct("MPIDI_rank_map_lut_ref", f("t", ptr("MPIDI_rank_map_lut_t *")), f("lpid", ptr("MPIDI_lpid_t *"), "cursor, may point into a shared table"))),
                        f("mlut", struct("MPIDI_rank_map_mlut_ref", f("t", ptr("MPIDI_rank_map_mlut_t *")), f("gpid", ptr("MPIDI_gpid_t *"), "cursor"))))));
    }

    /** v4.3 LUT (591-594): a refcount and the lpids. */
    public static CType.Aggregate lut43() {
        return struct("MPIDI_rank_map_lut_43", f("ref_count", INT, "MPIR_cc_t"), f("lpid", flex(LPID)));
    }

    /** v4.3 MLUT (596-599): a refcount and (avtid, lpid) pairs. */
    public static CType.Aggregate mlut43() {
        return struct("MPIDI_rank_map_mlut_43", f("ref_count", INT, "MPIR_cc_t"), f("gpid", flex(GPID)));
    }

    /** 2016 LUT: object header (handle + refcount), then the lpids; still so in v4.0 ({@code MPIR_OBJECT_HEADER; MPIDI_lpid_t lpid[]}). */
    public static CType.Aggregate lut2016() {
        return struct("MPIDI_rank_map_lut_2016", f("handle", INT), f("ref_count", INT), f("lpid", flex(LPID)));
    }

    public static CType.Aggregate mlut2016() {
        return struct("MPIDI_rank_map_mlut_2016", f("handle", INT), f("ref_count", INT), f("gpid", flex(GPID)));
    }

    /** v4.3 group member ({@code MPII_Group_pmap_t}, reference §3): a 64-bit lpid and a next index. */
    public static CType.Aggregate groupEntry43() {
        return struct("MPII_Group_pmap_t", f("lpid", Lp64.ULONG.as("uint64_t")), f("next_lpid", INT));
    }
}
