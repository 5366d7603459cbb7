package org.mpimem.size;

import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Lp64;

import static org.mpimem.size.layout.Decl.*;

/**
 * MPICH 5 (HEAD {@code 6a79bf6575}): the ch4 rank map is gone (commit {@code 7792d9f9b9}, PR #7240);
 * a communicator translates ranks through its MPIR groups' process maps. Lines are
 * {@code HEAD:src/include/mpir_group.h} unless another file is named.
 */
public final class Mpich5Structs {
    private Mpich5Structs() {}

    /** 64-bit {@code MPIR_Lpid} = world index << 32 | world rank (mpir_lpid.h:38-47). */
    private static final CType LPID = Lp64.LONG.as("MPIR_Lpid");

    /** {@code struct MPIR_Pmap} (53-62): {offset, stride} of an arithmetic progression, or an lpid array. */
    public static CType.Aggregate pmap() {
        return struct("MPIR_Pmap", f("use_map", Lp64.CHAR.as("bool")),
                f("u", union("MPIR_Pmap_u", f("map", ptr("MPIR_Lpid *"), "8 B per rank, malloc'd"),
                        f("stride", struct("MPIR_Pmap_stride", f("offset", LPID), f("stride", LPID))))));
    }

    /** {@code struct MPIR_Group}: object header (handle, ref_count), size, rank, pmap, session pointer. */
    public static CType.Aggregate group() {
        return struct("MPIR_Group_5", f("handle", INT, "MPIR_OBJECT_HEADER"), f("ref_count", INT, "MPIR_OBJECT_HEADER"),
                f("size", INT), f("rank", INT), f("pmap", pmap()), f("session_ptr", ptr("MPIR_Session *")));
    }

    /** One element of the pmap array of an irregular group. */
    public static CType.Aggregate pmapEntry() {
        return struct("MPIR_Pmap_entry", f("lpid", LPID));
    }

    /**
     * HEAD OFI AV entry: the root address, its offset and a pointer to the per-VCI/NIC addresses,
     * allocated only when more than one VCI or NIC is used (ofi_vci.c:282-289, commit 5e2c277b51),
     * then {@code is_local} and {@code node_id}.
     */
    public static CType.Aggregate avEntryOfi() {
        return struct("MPIDI_av_entry_5_ofi",
                f("netmod", union("MPIDI_netmod_addr_5_ofi", f("ofi", struct("MPIDI_OFI_addr_5",
                        f("root_dest", Lp64.ULONG.as("fi_addr_t")), f("root_offset", INT), f("all_dest", ptr("fi_addr_t *")))))),
                f("is_local", UNSIGNED), f("node_id", INT));
    }
}
