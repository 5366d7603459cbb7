package org.mpimem.model.ch4;

import org.mpimem.model.Addresses;
import org.mpimem.model.Mapping;
import org.mpimem.trace.Members;

/**
 * The hot path of AV-Rankmap: (rank map, rank) to the packed AV entry, as MPICH ch4 translates
 * (the paper's switch-based implementation, Figs 4-5): switch on the mode, compute the lpid, read
 * the entry. An AV table is one long[] of 16-byte entries (two longs: the address word, then the
 * rest of the paper's 12 data bytes and padding), so four entries share a 64-byte cache line.
 * The {@code _INTRA} modes read table 0 without indexing the table list, as MPICH's fast paths do.
 */
public final class AvTranslation {
    /** Longs per AV entry: 16 bytes. */
    public static final int ENTRY_LONGS = 2;

    private final RankMap map;
    private final long[][] tables;
    private final long[] table0;

    /** @param tables AV tables by avtid, each built by {@link #table} */
    public AvTranslation(Mapping map, long[][] tables) {
        this.map = (RankMap) map;
        this.tables = tables;
        this.table0 = tables[0];
    }

    /** An AV table for a process group: entry lpid holds an address word derived from (group, lpid). */
    public static long[] table(int group, int size) {
        long[] t = new long[size * ENTRY_LONGS];
        for (int lpid = 0; lpid < size; lpid++) t[lpid * ENTRY_LONGS] = Addresses.of(Members.gpid(group, lpid));
        return t;
    }

    /**
     * The address word of the AV entry for {@code rank}. MPICH's fast paths here, everything else
     * in {@link #other}: one method with all eleven cases is 343 bytecodes, over C2's inlining
     * limit for hot methods (325), and a call per translation would be measured instead of it.
     */
    public long address(int rank) {
        RankMap m = map;
        switch (m.mode) {
            case DIRECT_INTRA:
                return table0[rank * ENTRY_LONGS];
            case OFFSET_INTRA:
                return table0[(rank + m.offset) * ENTRY_LONGS];
            case STRIDE_INTRA:
                return table0[(m.offset + rank * m.stride) * ENTRY_LONGS];
            case LUT_INTRA:
                return table0[m.lut.lpids[m.cursor + rank] * ENTRY_LONGS];
            default:
                return other(m, rank);
        }
    }

    private long other(RankMap m, int rank) {
        switch (m.mode) {
            case STRIDE_BLOCK_INTRA:
                return table0[(m.offset + rank / m.blocksize * m.stride + rank % m.blocksize) * ENTRY_LONGS];
            case DIRECT:
                return tables[m.avtid][rank * ENTRY_LONGS];
            case OFFSET:
                return tables[m.avtid][(rank + m.offset) * ENTRY_LONGS];
            case STRIDE:
                return tables[m.avtid][(m.offset + rank * m.stride) * ENTRY_LONGS];
            case STRIDE_BLOCK:
                return tables[m.avtid][(m.offset + rank / m.blocksize * m.stride + rank % m.blocksize) * ENTRY_LONGS];
            case LUT:
                return tables[m.avtid][m.lut.lpids[m.cursor + rank] * ENTRY_LONGS];
            case MLUT: {
                long g = m.mlut.gpids[m.cursor + rank];
                return tables[Members.groupOf(g)][Members.rankOf(g) * ENTRY_LONGS];
            }
            default:
                throw new IllegalStateException("mode " + m.mode);
        }
    }

    public String mode() {
        return map.mode();
    }
}
