package org.mpimem.size;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The named size profiles. Later profiles (MPICH 4.3 ch4, Open MPI) are added here. */
public final class SizeProfiles {
    private SizeProfiles() {}

    /**
     * The paper's accounting (Guo et al., IPDPS 2017, §IV-B and §V): VC 480 B (MPICH 3.2
     * nemesis with the ofi/mxm/portals4 netmods), AV entry 12 B of data, VCRT 16 + 8 n
     * (v3.2 mpid_vc.c:93-117), rank map 40 B (mpidpre.h), LUT/MLUT with the 2016 ch4 8 B
     * header (handle + refcount) and 4 B lpid / 8 B gpid entries, AV table header
     * {refcount, size} 8 B, intranode + internode tables 4 B each per rank (mpiimpl.h:1204-1210).
     */
    public static final SizeProfile PAPER_2017 = new SizeProfile("paper-2017",
            "Guo et al. IPDPS 2017 (VC 480 B, AVE 12 B); MPICH v3.2 VCRT 16+8n; 2016 ch4 rank map 40 B, LUT/MLUT header 8 B",
            480, 16, 8, 12, 8, 40, 8, 4, 8, 8, 8);

    private static final Map<String, SizeProfile> ALL = new LinkedHashMap<>();

    static {
        ALL.put(PAPER_2017.name(), PAPER_2017);
    }

    public static List<SizeProfile> all() {
        return List.copyOf(ALL.values());
    }

    public static Optional<SizeProfile> byName(String name) {
        return Optional.ofNullable(ALL.get(name));
    }

    public static SizeProfile defaultProfile() {
        return PAPER_2017;
    }
}
