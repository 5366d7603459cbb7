package org.mpimem.model.mpich5;

import org.mpimem.account.Category;
import org.mpimem.model.Design;
import org.mpimem.model.Mapping;
import org.mpimem.model.scan.Select;
import org.mpimem.model.Table;
import org.mpimem.size.SizeProfile;
import org.mpimem.trace.Members;

import java.util.List;

/**
 * MPICH 5.0 (read at HEAD {@code 6a79bf6575}; group object and node tables checked on Debian's
 * v5.0.2 build, which has the same MPIR_Group_create_map / MPIR_Group_create_stride): no rank map in the device; every communicator group is an MPIR group whose
 * pmap is {offset, stride} or 8 B per rank. A new group is built from the child's lpid list
 * whatever the parent's form ({@code MPIR_Group_create_map} then {@code check_map_is_strided}):
 * no block stride and no window into a parent's array. Dups share the parent's groups.
 * Lookup: group → lpid → {@code av_tables[world]->table[rank]} (HEAD ch4_proc.h:36-46).
 * An lpid's world index is the viewer's ({@link Worlds}), so a design object keeps the worlds of
 * one replay: make one per replay.
 */
public final class Mpich5Design implements Design {
    private final SizeProfile profile;
    private final Worlds worlds = new Worlds();

    public Mpich5Design(SizeProfile profile) {
        this.profile = profile;
    }

    public String name() {
        return "mpich-5";
    }

    public String title() {
        return "MPICH 5.0 (v5.0.2): group pmaps, 64-bit lpids, node tables only when not canonical";
    }

    public long addressTableBytes(int groupSize) {
        return profile.avTable(groupSize);
    }

    public Mapping world(int group, int size) {
        return fromProcesses(Members.range(group, 0, size), false);
    }

    /** MPI_COMM_SELF's group: the builtin {offset = world rank, stride 1} (HEAD grouputil.c, MPIR_Group_init). */
    public long selfBytes() {
        return profile.group(0);
    }

    public Mapping self(long process) {
        return GroupPmap.strided(process, 1, 1, List.of());
    }

    public Mapping dup(Mapping parent) {
        return parent instanceof SpanningGroup s ? s.share() : ((GroupPmap) parent).share();
    }

    /** Each side receives the other's list of worlds (MPID_Intercomm_exchange). */
    @Override
    public void meet(Members local, Members remote) {
        worlds.learn(local, remote);
        worlds.learn(remote, local);
    }

    public Mapping derive(Mapping parent, Members positions, boolean internal) {
        if (parent instanceof SpanningGroup s) return fromProcesses(Select.of(s.members, positions), internal);
        GroupPmap p = (GroupPmap) parent;
        int n = positions.size();
        if (p.map == null && n > 0) {
            // lpid = offset + stride*position: a progression of positions is one of lpids, and only then
            long[] pos = Progression.of(positions);
            if (pos != null) return GroupPmap.strided(p.offset + p.stride * pos[0], p.stride * pos[1], n, group(0, internal));
        }
        long[] lpids = new long[n];
        for (int i = 0; i < n; i++) lpids[i] = p.lookup(positions.rank(i));
        return fromLpids(lpids, internal);
    }

    public Mapping fromProcesses(Members processes, boolean internal) {
        if (processes.size() > 0 && !processes.singleGroup()) return spanning(processes, internal);
        long[] pr = Progression.of(processes);
        if (pr != null) return GroupPmap.strided(pr[0], pr[1], processes.size(), group(0, internal));
        return fromLpids(processes.toArray(), internal);
    }

    /** A shifted window of a strided group is strided too; of an array group it may or may not be. */
    public boolean shiftInvariant(Mapping parent) {
        return parent instanceof GroupPmap g && g.map == null;
    }

    /** A group over several worlds, judged in every numbering of them its holders use. */
    private Mapping spanning(Members processes, boolean internal) {
        Category c = internal ? Category.INTERNAL : Category.LUT;
        long bytes = profile.group(processes.size()) - profile.group(0);
        return SpanningGroup.of(processes, worlds.numberings(processes.groups()), group(0, internal),
                within -> new Table("PMAP", c, bytes, within));
    }

    private Mapping fromLpids(long[] lpids, boolean internal) {
        if (lpids.length == 0) return GroupPmap.strided(0, 1, 0, List.of()); // MPI_GROUP_EMPTY, builtin
        long[] pr = Progression.of(lpids);
        if (pr != null) return GroupPmap.strided(pr[0], pr[1], lpids.length, group(0, internal));
        return GroupPmap.mapped(lpids, group(lpids.length, internal));
    }

    /** The group object, and its lpid array when it has {@code n > 0} entries. */
    private List<Table> group(int n, boolean internal) {
        Table object = new Table("GROUP", internal ? Category.INTERNAL : Category.MAPPING, profile.group(0));
        if (n == 0) return List.of(object);
        return List.of(object, new Table("PMAP", internal ? Category.INTERNAL : Category.LUT, profile.group(n) - profile.group(0)));
    }

    /**
     * v5.0.2's check_hierarchy (src/mpi/comm/commutil.c, inlined in MPIR_Comm_commit, :807) builds
     * both node tables (:456, :490), then frees them when the communicator is SINGLE_NODE, NO_LOCAL,
     * or NODE_BALANCED and NODE_CONSECUTIVE (the counts array of :539); MPIR_Get_internode_rank and
     * MPIR_Get_intranode_rank then compute r / num_local. Read from Debian's libmpich.a 5.0.2-2.
     */
    @Override
    public boolean dropsCanonicalNodeTables() {
        return true;
    }

    /** The group a communicator is built from is its local_group: MPI_Comm_create keeps no second one. */
    @Override
    public boolean groupIsMapping() {
        return true;
    }
}
