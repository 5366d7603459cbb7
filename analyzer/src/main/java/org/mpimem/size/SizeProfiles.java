package org.mpimem.size;

import org.mpimem.trace.InputException;
import org.mpimem.size.layout.CLayout;
import org.mpimem.size.layout.CType;
import org.mpimem.size.layout.Layouter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The named size profiles. All but {@code paper-2017} derive every byte count from the C layouts
 * of {@link Ch3Structs} and {@link Ch4Structs}; sources (MPICH tag:file:line) are in docs/mpich-facts.md.
 */
public final class SizeProfiles {
    private SizeProfiles() {}

    private static final List<String> CH3 = List.of("vc-vcrt"), CH4 = List.of("av-rankmap");

    /**
     * The paper's accounting (Guo et al., IPDPS 2017, §IV-B and §V): VC 480 B (MPICH 3.2
     * nemesis with the ofi/mxm/portals4 netmods), AV entry 12 B of data, VCRT 16 + 8 n
     * (v3.2 mpid_vc.c:93-117), rank map 40 B (mpidpre.h), LUT/MLUT with the 2016 ch4 8 B
     * header (handle + refcount) and 4 B lpid / 8 B gpid entries, AV table header
     * {refcount, size} 8 B, intranode + internode tables 4 B each per rank (mpiimpl.h:1204-1210).
     * Typed in, not laid out: it is the paper's arithmetic, and both designs use it.
     */
    public static final SizeProfile PAPER_2017 = new SizeProfile("paper-2017",
            "Guo et al. IPDPS 2017 (VC 480 B, AVE 12 B); MPICH v3.2 VCRT 16+8n; 2016 ch4 rank map 40 B, LUT/MLUT header 8 B",
            List.of("vc-vcrt", "av-rankmap"), Map.of(), 480, 16, 8, 12, 8, 40, 8, 4, 8, 8, 8);

    /**
     * Open MPI 4.1.4 as Debian builds it (T = 4 endpoint tags): ompi_proc_t, ompi_group_t and the
     * 8 B slot of dense groups and of pml/ob1's per-communicator peer array. Only the Open MPI
     * models read it.
     */
    public static final SizeProfile OPENMPI_414 = openmpi("openmpi-4.1.4",
            "Open MPI v4.1.4 (Debian build, T=4): ompi/proc/proc.h, ompi/group/group.h, pml/ob1/pml_ob1_comm.h",
            OmpiStructs.ompiProc(OmpiStructs.DEBIAN_414_TAGS), OmpiStructs.group());

    /**
     * Open MPI v5.0.7 built with UCX and libfabric (T = 4, as Debian 13's 5.0.7-1): v5's
     * ompi_proc_t (opal_proc_t without proc_hostname, bool proc_active) and ompi_group_t with
     * grp_instance. main adds coll/han's SMSC tag (T = 5, 128 B); a release is what users build.
     * Facts in docs/openmpi-facts.md.
     */
    public static final SizeProfile OPENMPI_50 = openmpi("openmpi-5.0",
            "Open MPI v5.0.7 (UCX + OFI build, T=4): ompi/proc/proc.h:73-87, opal/util/proc.h:89-100, ompi/group/group.h:87-106, pml/ob1/pml_ob1_comm.h",
            OmpiStructs.ompiProc5(OmpiStructs.V507_UCX_OFI_TAGS), OmpiStructs.group5());

    /** Debian's MPICH (what {@code calibrate --mpi mpich} measures). */
    public static final String MPICH_402_UCX = "mpich-4.0.2-ch4-ucx";

    /** MPICH 5 with its default netmod; only the {@code mpich-5} model reads it. */
    public static final String MPICH_5_OFI = "mpich-5-ch4-ofi";

    private static final Map<String, SizeProfile> ALL = new LinkedHashMap<>();

    static {
        add(PAPER_2017);
        add(ch3("mpich-3.2-ch3-ofi", "MPICH v3.2 ch3:nemesis, ofi netmod (comm overrides on): mpidimpl.h:705-777, nemesis mpidi_ch3_pre.h:75-161", Ch3Structs.vc(Ch3Structs.Netmod.OFI)));
        add(ch3("mpich-3.2-ch3-tcp", "MPICH v3.2 ch3:nemesis, tcp netmod (no comm_ops pointer): mpidimpl.h:705-777, nemesis mpidi_ch3_pre.h:75-161", Ch3Structs.vc(Ch3Structs.Netmod.TCP)));
        add(ch4("mpich-ch4-2016-ofi", "first ch4 commit cd846d2c0f (2016-08-22), OFI av-map: fi_addr_t + is_local, rank map mpidpre.h, LUT/MLUT handle+refcount",
                Ch4Structs.avEntry2016Ofi(), Ch4Structs.lut2016(), Ch4Structs.mlut2016(), null));
        add(ch4(MPICH_402_UCX, "MPICH v4.0.2 ch4:ucx as Debian builds it (1 VCI): mpidpre.h MPIDI_av_entry_t, MPIDI_rank_map_t, LUT/MLUT with MPIR_OBJECT_HEADER; ucx_pre.h MPIDI_UCX_addr_t",
                Ch4Structs.avEntry40Ucx(Ch4Structs.DEBIAN_402_VCIS), Ch4Structs.lut2016(), Ch4Structs.mlut2016(), Ch4Structs.groupEntry43()));
        add(ch4("mpich-4.3-ch4-ofi", "MPICH v4.3.2 ch4, OFI, default 8 NICs x 64 VCIs: mpidpre.h:591-625,694-702, ofi_pre.h:312-320, ch4_types.h:187-191",
                Ch4Structs.avEntry43Ofi(Ch4Structs.DEFAULT_NICS, Ch4Structs.DEFAULT_VCIS), Ch4Structs.lut43(), Ch4Structs.mlut43(), Ch4Structs.groupEntry43()));
        add(ch4("mpich-4.3-ch4-ucx", "MPICH v4.3.2 ch4, UCX, default 64 VCIs: mpidpre.h:591-625,694-702, ucx_pre.h:13-14,112-115, ch4_types.h:187-191",
                Ch4Structs.avEntry43Ucx(Ch4Structs.DEFAULT_VCIS), Ch4Structs.lut43(), Ch4Structs.mlut43(), Ch4Structs.groupEntry43()));
        add(mpich5(MPICH_5_OFI, "MPICH 5.0 ch4:ofi, one VCI and NIC: MPIR_Group 48 B as v5.0.2 (Debian libmpich.a: MPIR_Group_mem object size); mpir_group.h:53-62 (MPIR_Pmap, MPIR_Group), mpir_lpid.h:38-47, OFI AV entry, ch4_types.h AV table read at HEAD 6a79bf6575",
                Mpich5Structs.avEntryOfi()));
        add(OPENMPI_414);
        add(OPENMPI_50);
    }


    /** MPICH 5: no rank maps; a group object per communicator group, 8 B per rank for an irregular one. */
    private static SizeProfile mpich5(String name, String source, CType.Aggregate entry) {
        Map<String, CLayout> s = new LinkedHashMap<>();
        put(s, "av_entry", entry);
        put(s, "av_table", Ch4Structs.avTable(entry));
        put(s, "group", Mpich5Structs.group());
        put(s, "group_entry", Mpich5Structs.pmapEntry());
        put(s, "node_tables", Ch3Structs.nodeTables());
        CLayout av = s.get("av_table");
        return new SizeProfile(name, source, List.of("mpich-5"), s, 0, 0, 0, av.entry(), av.header(), 0, 0, 0, 0, 0,
                s.get("node_tables").size());
    }

    private static SizeProfile openmpi(String name, String source, CType.Aggregate proc, CType.Aggregate group) {
        Map<String, CLayout> s = new LinkedHashMap<>();
        put(s, "ompi_proc", proc);
        put(s, "ompi_group", group);
        put(s, "proc_pointer", OmpiStructs.procPointer());
        return new SizeProfile(name, source, List.of("openmpi-ob1", "openmpi-ucx"), s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    private static void add(SizeProfile p) {
        ALL.put(p.name(), p);
    }

    /** An MPICH 3.2 ch3 profile with this VC declaration. */
    public static SizeProfile ch3(String name, String source, CType.Aggregate vc) {
        Map<String, CLayout> s = new LinkedHashMap<>();
        put(s, "vc", vc);
        put(s, "vcrt", Ch3Structs.vcrt());
        put(s, "node_tables", Ch3Structs.nodeTables());
        put(s, "group", Ch3Structs.group());
        put(s, "group_entry", Ch3Structs.groupEntry());
        put(s, "per_peer", Ch3Structs.nemesisPerPeer());
        put(s, "pending_pkt", Ch3Packets.pkt());
        CLayout vcrt = s.get("vcrt");
        return new SizeProfile(name, source, CH3, s, s.get("vc").size(), vcrt.header(), vcrt.entry(),
                0, 0, 0, 0, 0, 0, 0, s.get("node_tables").size());
    }

    private static SizeProfile ch4(String name, String source, CType.Aggregate entry, CType.Aggregate lut,
                                   CType.Aggregate mlut, CType.Aggregate groupEntry) {
        Map<String, CLayout> s = new LinkedHashMap<>();
        put(s, "av_entry", entry);
        put(s, "av_table", Ch4Structs.avTable(entry));
        put(s, "rank_map", Ch4Structs.rankMap());
        put(s, "lut", lut);
        put(s, "mlut", mlut);
        put(s, "node_tables", Ch3Structs.nodeTables());
        if (groupEntry != null) put(s, "group_entry", groupEntry);
        CLayout av = s.get("av_table"), l = s.get("lut"), m = s.get("mlut");
        return new SizeProfile(name, source, CH4, s, 0, 0, 0, av.entry(), av.header(), s.get("rank_map").size(),
                l.header(), l.entry(), m.header(), m.entry(), s.get("node_tables").size());
    }

    private static void put(Map<String, CLayout> s, String name, CType.Aggregate type) {
        s.put(name, Layouter.layout(type));
    }

    public static List<SizeProfile> all() {
        return List.copyOf(ALL.values());
    }

    public static List<String> names() {
        return List.copyOf(ALL.keySet());
    }

    public static Optional<SizeProfile> byName(String name) {
        return Optional.ofNullable(ALL.get(name));
    }

    /** The profile named, or a usage error listing the known ones. */
    public static SizeProfile require(String name) {
        return byName(name).orElseThrow(() -> new InputException(
                "unknown size profile '" + name + "' (known: " + String.join(", ", names()) + ")"));
    }

    public static SizeProfile defaultProfile() {
        return PAPER_2017;
    }
}
