package org.mpimem.model.mpich5;

import org.mpimem.model.peers.PeerSets;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How each process numbers the process groups it knows: MPICH HEAD's world table
 * ({@code MPIR_Worlds}). An lpid is world index << 32 | world rank, and "the world_idx is a local
 * id": a process holds its own world at index 0 and adds every other world when it first meets it
 * (commit ec109d2d29 src/include/mpir_lpid.h:9-20, 38-42; HEAD src/mpi/group/grouputil.c:15-33,
 * MPIR_add_world). Worlds are met in MPID_Intercomm_exchange (MPI_Intercomm_create, and
 * connect/accept/spawn through it, HEAD src/mpid/ch4/src/ch4_spawn.c dynamic_intercomm_create):
 * the remote leader lists its local group's worlds in order of first appearance by rank
 * (prepare_local_lpids) and each receiver adds the unknown ones in that order
 * (extract_remote_data, HEAD src/mpid/ch4/src/ch4_comm.c).
 * <p>
 * Kept per class of processes with one numbering, as run-compressed sets: O(runs) per meeting.
 * A process never in a class numbers only its own world.
 */
final class Worlds {
    /** Processes that met other worlds, and the order they numbered them in (own world first). */
    record View(Members processes, List<Integer> order) {}

    private final Map<Integer, List<View>> views = new HashMap<>();

    /** The processes of {@code learners} receive {@code source}'s list of worlds. */
    void learn(Members learners, Members source) {
        int[] met = source.groups();
        for (int g : learners.groups()) {
            Members mine = ofGroup(learners, g), rest = mine;
            Map<List<Integer>, Members> next = new LinkedHashMap<>();
            for (View v : views.getOrDefault(g, List.of())) {
                Members common = PeerSets.intersect(v.processes(), mine);
                rest = PeerSets.minus(rest, v.processes());
                put(next, v.order(), PeerSets.minus(v.processes(), mine));
                put(next, extend(v.order(), met), common);
            }
            put(next, extend(List.of(g), met), rest);
            next.remove(List.of(g)); // the default numbering needs no class
            List<View> out = new ArrayList<>();
            next.forEach((order, p) -> out.add(new View(p, order)));
            views.put(g, out);
        }
    }

    /**
     * The processes that know every world of {@code worlds}, by the indices they give them (in the
     * order of {@code worlds}): those that can hold a group spanning these worlds.
     */
    Map<List<Integer>, Members> numberings(int[] worlds) {
        Map<List<Integer>, Members> out = new LinkedHashMap<>();
        for (List<View> vs : views.values())
            for (View v : vs) {
                List<Integer> idx = new ArrayList<>();
                for (int w : worlds) idx.add(v.order().indexOf(w));
                if (!idx.contains(-1)) put(out, idx, v.processes());
            }
        return out;
    }

    private static void put(Map<List<Integer>, Members> m, List<Integer> key, Members p) {
        if (p.size() > 0) m.merge(key, p, PeerSets::union);
    }

    private static List<Integer> extend(List<Integer> order, int[] met) {
        List<Integer> out = new ArrayList<>(order);
        for (int w : met) if (!out.contains(w)) out.add(w);
        return List.copyOf(out);
    }

    private static Members ofGroup(Members m, int g) {
        Members.Builder b = new Members.Builder();
        for (Run r : m.runs()) if (r.group() == g) b.add(r);
        return b.build();
    }
}
