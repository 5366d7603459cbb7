package org.mpimem.model.ch3;

import org.mpimem.model.Addresses;
import org.mpimem.model.Mapping;
import org.mpimem.trace.Members;

/**
 * The hot path of VC-VCRT (the paper's Fig. 3): the communicator's VCRT, entry {@code rank},
 * the VC it points at, the VC's address word. The accounting keeps a VCRT run-compressed; this
 * materialises MPICH's {@code vcr_table} as an array of references to VC objects, one per
 * member of each process group, allocated up front as ch3 does.
 */
public final class VcrtTranslation {
    private final Vc[] vcr;

    /** @param vcs the VC objects of every process group, by group and rank ({@link #vcs}) */
    public VcrtTranslation(Mapping vcrt, Vc[][] vcs) {
        Members entries = ((Vcrt) vcrt).entries();
        vcr = new Vc[entries.size()];
        for (int i = 0; i < vcr.length; i++) {
            long g = entries.get(i);
            vcr[i] = vcs[Members.groupOf(g)][Members.rankOf(g)];
        }
    }

    /** The VCs of a process group, in rank order (allocated one after another, as a C array of VCs). */
    public static Vc[] vcs(int group, int size) {
        Vc[] v = new Vc[size];
        for (int r = 0; r < size; r++) v[r] = new Vc(Addresses.of(Members.gpid(group, r)));
        return v;
    }

    /** The address word of the VC for {@code rank}. */
    public long address(int rank) {
        return vcr[rank].address;
    }
}
