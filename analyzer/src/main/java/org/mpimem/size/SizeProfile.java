package org.mpimem.size;

/**
 * Bytes of each modelled C structure in one implementation and version (x86-64, LP64). Named
 * like {@code paper-2017}; every number cites where it comes from in {@link SizeProfiles}.
 *
 * @param vc             one MPICH ch3 virtual connection ({@code sizeof(MPIDI_VC_t)})
 * @param vcrtHeader     VCRT object header + size; the table adds {@code vcrtEntry} per rank
 * @param avEntry        one AV entry; an AV table adds {@code avTableHeader} once
 * @param rankMap        one {@code MPIDI_rank_map_t} descriptor, embedded in the communicator
 * @param lutHeader      LUT object header; entries are {@code lutEntry} (lpid) each
 * @param mlutHeader     MLUT object header; entries are {@code mlutEntry} (avtid + lpid) each
 * @param nodeTableEntry intranode + internode table bytes per rank of a committed communicator
 */
public record SizeProfile(String name, String source, long vc, long vcrtHeader, long vcrtEntry,
                          long avEntry, long avTableHeader, long rankMap, long lutHeader, long lutEntry,
                          long mlutHeader, long mlutEntry, long nodeTableEntry) {

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

    public long nodeTables(long n) {
        return nodeTableEntry * n;
    }
}
