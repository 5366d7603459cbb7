package org.mpimem.model.ch3;

import org.mpimem.account.Category;
import org.mpimem.model.Design;
import org.mpimem.model.Mapping;
import org.mpimem.model.mpich.PatternDetector;
import org.mpimem.model.scan.Select;
import org.mpimem.model.Table;
import org.mpimem.size.Ch3Packets;
import org.mpimem.size.Ch3Structs;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.layout.Layouter;
import org.mpimem.trace.Members;

/**
 * MPICH 3.2 ch3: a VC per member of every process group, allocated up front, and a VCRT per
 * communicator, shared (refcount) by a whole-group dup or an identity-prefix child
 * ({@code dup_vcrt}, ch3u_comm.c:121-169), new for anything else.
 */
public class VcVcrtDesign implements Design {
    private final SizeProfile profile;

    public VcVcrtDesign(SizeProfile profile) {
        this.profile = profile;
    }

    public String name() {
        return "vc-vcrt";
    }

    public String title() {
        return "VC-VCRT (MPICH 3.2 ch3)";
    }

    public long addressTableBytes(int groupSize) {
        return profile.vcTable(groupSize);
    }

    public Mapping world(int group, int size) {
        return newVcrt(Members.range(group, 0, size), false);
    }

    public long selfBytes() {
        return profile.vcrt(1);
    }

    /** SELF's VCRT, as a 0-byte table: its 16 + 8 B are in selfBytes, and a dup or identity child shares it. */
    public Mapping self(long process) {
        return new Vcrt(Members.range(Members.groupOf(process), Members.rankOf(process), 1), new Table("VCRT", Category.MAPPING, 0));
    }

    public Mapping dup(Mapping parent) {
        Vcrt p = (Vcrt) parent;
        return new Vcrt(p.entries(), p.table().addRef());
    }

    public Mapping derive(Mapping parent, Members positions, boolean internal) {
        Vcrt p = (Vcrt) parent;
        if (PatternDetector.detect(positions).isIdentity())
            return new Vcrt(p.entries().slice(0, positions.size()), p.table().addRef());
        return newVcrt(Select.of(p.entries(), positions), internal);
    }

    public Mapping fromProcesses(Members processes, boolean internal) {
        return newVcrt(processes, internal);
    }

    /** A VCRT's cost depends only on the child's size and whether it is an identity prefix. */
    public boolean shiftInvariant(Mapping parent) {
        return true;
    }

    private Vcrt newVcrt(Members entries, boolean internal) {
        Category c = internal ? Category.INTERNAL : Category.MAPPING;
        return new Vcrt(entries, new Table("VCRT", c, profile.vcrt(entries.size())));
    }

    private static final long PER_PEER = Layouter.layout(Ch3Structs.nemesisPerPeer()).size();
    static final long PENDING_PKT = Layouter.layout(Ch3Packets.pkt()).size();

    /**
     * nemesis' world-sized arrays (queues, local and external ranks), and the pending packet it
     * mallocs in MPID_nem_vc_init for every VC (v3.2:src/mpid/ch3/channels/nemesis/src/mpid_nem_init.c:460):
     * the world's at init (ch3_init.c:102-105), another group's when MPIDI_PG_Create initialises its
     * VCs (MPIDI_VC_Init calls MPIDI_CH3_VC_Init, mpid_vc.c). malloc's own overhead is not counted.
     */
    public long perPeerBytes(int groupSize, boolean ownWorld) {
        return worldArrayBytes(groupSize, ownWorld) + PENDING_PKT * groupSize;
    }

    /** nemesis' world-sized arrays alone (mpid_nem_init.c:184-187, 286-287): nothing for another group. */
    protected long worldArrayBytes(int groupSize, boolean ownWorld) {
        return ownWorld ? PER_PEER * groupSize : 0;
    }

    /**
     * MPIR_ICOMM_WORLD is always defined in ch3 (v3.2:src/mpid/ch3/include/mpidpre.h:508), created
     * as a copy of WORLD sharing its VCRT and committed in MPID_Init (v3.2:src/mpid/ch3/src/mpid_init.c:247-262).
     */
    public boolean icommWorld() {
        return true;
    }

    /** VCs of other process groups have node id -1 (v3.2:src/mpid/ch3/src/mpid_vc.c:628): no hierarchy. */
    public boolean nodeIdsAcrossGroups() {
        return false;
    }
}
