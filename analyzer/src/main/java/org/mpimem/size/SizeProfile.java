package org.mpimem.size;

import org.mpimem.size.layout.CLayout;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Bytes of each modelled C structure in one implementation and version (x86-64, LP64). Named
 * like {@code mpich-3.2-ch3-ofi}; every profile cites where its numbers come from in
 * {@link SizeProfiles}. A profile built from C layouts keeps them in {@code structs} (by short
 * name: {@code vc}, {@code vcrt}, {@code av_entry}, ...); the paper's accounting has none.
 *
 * @param designs        the designs ({@code Models} names) this implementation has
 * @param vc             one MPICH ch3 virtual connection ({@code sizeof(MPIDI_VC_t)})
 * @param vcrtHeader     VCRT object header + size; the table adds {@code vcrtEntry} per rank
 * @param avEntry        one AV entry; an AV table adds {@code avTableHeader} once
 * @param rankMap        one {@code MPIDI_rank_map_t} descriptor, embedded in the communicator
 * @param lutHeader      LUT object header; entries are {@code lutEntry} (lpid) each
 * @param mlutHeader     MLUT object header; entries are {@code mlutEntry} (avtid + lpid) each
 * @param nodeTableEntry intranode + internode table bytes per rank of a committed communicator
 */
public record SizeProfile(String name, String source, List<String> designs, Map<String, CLayout> structs,
                          long vc, long vcrtHeader, long vcrtEntry,
                          long avEntry, long avTableHeader, long rankMap, long lutHeader, long lutEntry,
                          long mlutHeader, long mlutEntry, long nodeTableEntry) {

    public SizeProfile {
        designs = List.copyOf(designs);
        structs = Collections.unmodifiableMap(new LinkedHashMap<>(structs));
    }

    /** Whether this implementation has the design (an MPICH 3.2 build has no AV, a 4.3 build no VCs). */
    public boolean has(String design) {
        return designs.contains(design);
    }

    /** The same profile with other VCRT and AV entry sizes: an accounting the paper may have used. */
    public SizeProfile withEntries(long vcrtEntry, long avEntry) {
        return new SizeProfile(name + " (VCRT entry " + vcrtEntry + " B, AV entry " + avEntry + " B)", source, designs, structs, vc,
                vcrtHeader, vcrtEntry, avEntry, avTableHeader, rankMap, lutHeader, lutEntry, mlutHeader, mlutEntry, nodeTableEntry);
    }

    public long vcrt(long n) {
        return vcrtHeader + vcrtEntry * n;
    }

    public long lut(long n) {
        return lutHeader + lutEntry * n;
    }

    public long mlut(long n) {
        return mlutHeader + mlutEntry * n;
    }

    public long avTable(long n) {
        return avTableHeader + avEntry * n;
    }

    public long vcTable(long n) {
        return vc * n;
    }

    /**
     * An MPIR group of n processes: header + one entry per member. Profiles without C layouts
     * (the paper's) use v3.2's {@code MPID_Group} and {@code MPID_Group_pmap_t}.
     */
    public long group(long n) {
        CLayout h = structs.getOrDefault("group", V32_GROUP), e = structs.getOrDefault("group_entry", V32_GROUP_ENTRY);
        return h.size() + e.size() * n;
    }

    private static final CLayout V32_GROUP = org.mpimem.size.layout.Layouter.layout(Ch3Structs.group());
    private static final CLayout V32_GROUP_ENTRY = org.mpimem.size.layout.Layouter.layout(Ch3Structs.groupEntry());

    public long nodeTables(long n) {
        return nodeTableEntry * n;
    }
}
