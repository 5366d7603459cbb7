package org.mpimem.model.ch4;

import org.mpimem.account.Category;
import org.mpimem.model.Design;
import org.mpimem.model.Mapping;
import org.mpimem.model.mpich.Pattern;
import org.mpimem.model.mpich.PatternDetector;
import org.mpimem.model.Table;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.Arrays;

/**
 * AV-Rankmap (Guo et al. 2017; MPICH ch4 2016-v4.3): an AV table per process group and a rank
 * map per communicator whose mode follows from the parent's mode and the pattern of the
 * child→parent array (Table II; the full table is {@code set_map}, ch4i_comm.c:654-718), then
 * the post-pass: an MLUT of one group becomes a LUT, a LUT with regular contents a regular mode.
 */
public final class AvRankmapDesign implements Design {
    private final SizeProfile profile;

    public AvRankmapDesign(SizeProfile profile) {
        this.profile = profile;
    }

    public String name() {
        return "av-rankmap";
    }

    public String title() {
        return "AV-Rankmap (MPICH ch4 2016-4.3)";
    }

    public long addressTableBytes(int groupSize) {
        return profile.avTable(groupSize);
    }

    private static final long NODE_MAP = org.mpimem.size.layout.Layouter.layout(org.mpimem.size.Ch4Structs.nodeMapEntry()).size();

    /** A node id per peer of every AV table. */
    public long perPeerBytes(int groupSize, boolean ownWorld) {
        return NODE_MAP * groupSize;
    }

    public Mapping world(int group, int size) {
        return RankMap.regular(Pattern.DIRECT, group, size, profile.rankMap());
    }

    /** SELF's map and its idle local_map, both embedded in the communicator. */
    public long selfBytes() {
        return profile.rankMap() + idleLocalMapBytes();
    }

    /**
     * {@code MPIDI_Devcomm_t} embeds {@code map} and {@code local_map} in every communicator
     * (cd846d2c0f:src/mpid/ch4/include/mpidpre.h, MPIDI_Devcomm_t; v4.3.2 mpidpre.h:641-642); an
     * intracommunicator sets {@code local_map} to MPIDI_RANK_MAP_NONE (end of
     * MPIDI_comm_create_rank_map, v4.3.2 ch4i_comm.c:888) and allocates nothing behind it, but its
     * 40 B come with the communicator object.
     */
    public long idleLocalMapBytes() {
        return profile.rankMap();
    }

    /** SELF's rank map: a DIRECT map of one, embedded in the communicator (no table). */
    public Mapping self(long process) {
        return fromProcesses(Members.range(Members.groupOf(process), Members.rankOf(process), 1), false);
    }

    public Mapping dup(Mapping parent) {
        RankMap p = (RankMap) parent;
        return p.prefix(p.size);
    }

    public Mapping derive(Mapping parent, Members positions, boolean internal) {
        RankMap p = (RankMap) parent;
        Pattern c = PatternDetector.detect(positions);
        int n = positions.size();
        if (c.isIdentity()) return postPass(p.prefix(n), internal);
        RankMap out = switch (p.mode) {
            case DIRECT, DIRECT_INTRA -> c.isRegular() ? RankMap.regular(c, p.avtid, n, profile.rankMap()) : null;
            case OFFSET, OFFSET_INTRA -> c.isRegular()
                    ? RankMap.regular(shift(c, p.regular.offset()), p.avtid, n, profile.rankMap()) : null;
            case STRIDE, STRIDE_INTRA -> strideOfStride(p, c, n);
            case LUT, LUT_INTRA, MLUT -> c.kind() == Pattern.Kind.OFFSET ? window(p, c.offset(), n) : null;
            default -> null; // STRIDE_BLOCK parents: every non-identity child gets a new table
        };
        if (out == null) out = newTable(p, positions, internal);
        return postPass(out, internal);
    }

    public Mapping fromProcesses(Members processes, boolean internal) {
        int n = processes.size();
        if (processes.singleGroup() && n > 0) {
            // MPICH fills an MLUT from the gpids, turns it into a LUT, then re-detects; same outcome
            int g = Members.groupOf(processes.get(0));
            Pattern c = PatternDetector.detect(processes);
            if (c.isRegular()) return RankMap.regular(c, g, n, profile.rankMap());
            int[] lpids = new int[n];
            for (int i = 0; i < n; i++) lpids[i] = processes.rank(i);
            return RankMap.lut(newLut(lpids, internal), 0, g, n, true, profile.rankMap());
        }
        return RankMap.mlut(newMlut(processes.toArray(), internal), 0, n, profile.rankMap());
    }

    /**
     * Under DIRECT, OFFSET and STRIDE parents a shifted child pattern composes to the same mode,
     * and any new LUT holds an affinely shifted copy that the post-pass classifies alike. Block
     * strides and tables depend on where the window falls.
     */
    public boolean shiftInvariant(Mapping parent) {
        RankMap p = (RankMap) parent;
        return p.isRegular() && p.regular.kind() != Pattern.Kind.STRIDE_BLOCK;
    }

    private RankMap strideOfStride(RankMap p, Pattern c, int n) {
        Pattern s = p.regular;
        return switch (c.kind()) {
            case OFFSET -> RankMap.regular(Pattern.stride(s.stride(), 1, s.offset() + c.offset() * s.stride()), p.avtid, n, profile.rankMap());
            case STRIDE -> RankMap.regular(Pattern.stride(s.stride() * c.stride(), 1, s.offset() + s.stride() * c.offset()), p.avtid, n, profile.rankMap());
            default -> null;
        };
    }

    private static Pattern shift(Pattern c, int q) {
        return switch (c.kind()) {
            case DIRECT, OFFSET -> Pattern.offset(c.offset() + q);
            default -> Pattern.stride(c.stride(), c.blocksize(), c.offset() + q);
        };
    }

    /** A contiguous-offset child of a LUT/MLUT parent shares the table with an advanced cursor. */
    private RankMap window(RankMap p, int offset, int n) {
        if (p.lut != null) return RankMap.lut(p.lut, p.cursor + offset, p.avtid, n, p.mode.intra(), profile.rankMap()).addTableRef();
        return RankMap.mlut(p.mlut, p.cursor + offset, n, profile.rankMap()).addTableRef();
    }

    /** "new LUT": the parent's lookup at each mapped parent rank. */
    private RankMap newTable(RankMap p, Members positions, boolean internal) {
        int n = positions.size();
        int[] at = ranks(positions);
        if (p.mode == RankMap.Mode.MLUT) {
            long[] g = new long[n];
            for (int i = 0; i < n; i++) g[i] = p.lookup(at[i]);
            return RankMap.mlut(newMlut(g, internal), 0, n, profile.rankMap());
        }
        int[] lpids = new int[n];
        for (int i = 0; i < n; i++) lpids[i] = Members.rankOf(p.lookup(at[i]));
        return RankMap.lut(newLut(lpids, internal), 0, p.avtid, n, false, profile.rankMap());
    }

    /** The ranks of a list run by run: {@code rank(i)} for each i searches the runs (a random order's are single ranks: 7 % of a survey). */
    private static int[] ranks(Members m) {
        int[] out = new int[m.size()];
        int i = 0;
        for (int k = 0; k < m.runCount(); k++) {
            Run r = m.run(k);
            for (int j = 0; j < r.count(); j++) out[i++] = r.rankAt(j);
        }
        return out;
    }

    /** MLUT of one group → LUT; LUT with regular contents → regular mode (ch4i_comm.c:528-652). */
    private RankMap postPass(RankMap m, boolean internal) {
        if (m.mode == RankMap.Mode.MLUT) {
            long[] window = Arrays.copyOfRange(m.mlut.gpids, m.cursor, m.cursor + m.size);
            int g = m.size == 0 ? 0 : Members.groupOf(window[0]);
            if (Arrays.stream(window).allMatch(x -> Members.groupOf(x) == g)) {
                int[] lpids = Arrays.stream(window).mapToInt(Members::rankOf).toArray();
                m.mlut.table.dropRef();
                m = RankMap.lut(newLut(lpids, internal), 0, g, m.size, true, profile.rankMap());
            }
        }
        if (m.lut != null) {
            int[] window = Arrays.copyOfRange(m.lut.lpids, m.cursor, m.cursor + m.size);
            Pattern p = PatternDetector.detect(window);
            if (p.isRegular()) {
                m.lut.table.dropRef();
                return RankMap.regular(p, m.avtid, m.size, profile.rankMap());
            }
        }
        return m;
    }

    private RankMap.Lut newLut(int[] lpids, boolean internal) {
        return new RankMap.Lut(lpids, new Table("LUT", internal ? Category.INTERNAL : Category.LUT, profile.lut(lpids.length)));
    }

    private RankMap.Mlut newMlut(long[] gpids, boolean internal) {
        return new RankMap.Mlut(gpids, new Table("MLUT", internal ? Category.INTERNAL : Category.MLUT, profile.mlut(gpids.length)));
    }
}
