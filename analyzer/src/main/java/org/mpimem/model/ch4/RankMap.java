package org.mpimem.model.ch4;

import org.mpimem.model.Mapping;
import org.mpimem.model.mpich.Pattern;
import org.mpimem.model.Table;
import org.mpimem.trace.Members;

import java.util.List;

/**
 * {@code MPIDI_rank_map_t} (MPICH ch4 2016-v4.3, mpidpre.h:601-625): a 40-byte descriptor that
 * computes rank → (avtid, lpid) for the regular modes, or reads a LUT (lpids) or MLUT (gpids)
 * from a cursor that may point into a table shared with the parent.
 */
final class RankMap implements Mapping {

    enum Mode {
        DIRECT, DIRECT_INTRA, OFFSET, OFFSET_INTRA, STRIDE, STRIDE_INTRA, STRIDE_BLOCK, STRIDE_BLOCK_INTRA,
        LUT, LUT_INTRA, MLUT;

        boolean intra() {
            return name().endsWith("_INTRA");
        }

        /** The regular mode for a pattern; {@code _INTRA} when the AV table is table 0. */
        static Mode of(Pattern p, int avtid) {
            String base = p.kind() == Pattern.Kind.DIRECT ? "DIRECT" : p.kind().name();
            return valueOf(avtid == 0 ? base + "_INTRA" : base);
        }
    }

    /** A LUT: refcount header + lpid per rank (one C malloc). */
    static final class Lut {
        final int[] lpids;
        final Table table;

        Lut(int[] lpids, Table table) {
            this.lpids = lpids;
            this.table = table;
        }
    }

    /** An MLUT: refcount header + (avtid, lpid) per rank, packed as gpids. */
    static final class Mlut {
        final long[] gpids;
        final Table table;

        Mlut(long[] gpids, Table table) {
            this.gpids = gpids;
            this.table = table;
        }
    }

    final Mode mode;
    final int avtid;
    final int size;
    final Pattern regular;
    final Lut lut;
    final Mlut mlut;
    final int cursor;
    /** The regular pattern's parameters as plain fields, as MPICH keeps them, for the translation hot path. */
    final int offset, stride, blocksize;
    private final long descriptor;

    private RankMap(Mode mode, int avtid, int size, Pattern regular, Lut lut, Mlut mlut, int cursor, long descriptor) {
        this.mode = mode;
        this.avtid = avtid;
        this.size = size;
        this.regular = regular;
        this.lut = lut;
        this.mlut = mlut;
        this.cursor = cursor;
        this.offset = regular == null ? 0 : regular.offset();
        this.stride = regular == null ? 0 : regular.stride();
        this.blocksize = regular == null ? 1 : regular.blocksize();
        this.descriptor = descriptor;
    }

    static RankMap regular(Pattern p, int avtid, int size, long descriptor) {
        return new RankMap(Mode.of(p, avtid), avtid, size, p, null, null, 0, descriptor);
    }

    static RankMap lut(Lut lut, int cursor, int avtid, int size, boolean intraLabel, long descriptor) {
        return new RankMap(intraLabel && avtid == 0 ? Mode.LUT_INTRA : Mode.LUT, avtid, size, null, lut, null, cursor, descriptor);
    }

    static RankMap mlut(Mlut mlut, int cursor, int size, long descriptor) {
        return new RankMap(Mode.MLUT, -1, size, null, null, mlut, cursor, descriptor);
    }

    /** The same descriptor over the first {@code n} ranks (MPICH's copy), sharing any table. */
    RankMap prefix(int n) {
        if (lut != null) lut.table.addRef();
        if (mlut != null) mlut.table.addRef();
        return new RankMap(mode, avtid, n, regular, lut, mlut, cursor, descriptor);
    }

    public long lookup(int rank) {
        if (rank < 0 || rank >= size) throw new IndexOutOfBoundsException("rank " + rank + " of " + size);
        return switch (mode) {
            case MLUT -> mlut.gpids[cursor + rank];
            case LUT, LUT_INTRA -> Members.gpid(avtid, lut.lpids[cursor + rank]);
            default -> Members.gpid(avtid, (int) regular.at(rank));
        };
    }

    public int size() {
        return size;
    }

    public long descriptorBytes() {
        return descriptor;
    }

    public List<Table> tables() {
        if (lut != null) return List.of(lut.table);
        if (mlut != null) return List.of(mlut.table);
        return List.of();
    }

    public String mode() {
        return mode.name();
    }

    RankMap addTableRef() {
        for (Table t : tables()) t.addRef();
        return this;
    }

    boolean isRegular() {
        return regular != null;
    }
}
