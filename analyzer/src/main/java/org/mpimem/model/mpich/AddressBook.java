package org.mpimem.model.mpich;

import org.mpimem.account.Category;
import org.mpimem.model.Design;
import org.mpimem.account.Ledger;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which process pays for which process group's address table (ch3: the group's VCs; ch4: its AV
 * table): every process pays once for every group it can address, its own from the start and
 * any other from the first communicator that spans both. A process learns a group's addresses in
 * MPI_Comm_spawn/connect/accept (the remote group) and in MPI_Intercomm_create, whose local
 * processes receive the remote group's process-group info (v3.2 src/mpid/ch3/src/mpid_vc.c,
 * MPID_PG_ForwardPGInfo; ch4 builds the remote map from the exchanged gpids, v4.3.2
 * ch4_comm.c:680-708). Every other call makes communicators of processes that already know
 * one another, so only those two families reach here.
 * <p>
 * Nothing is ever released: MPI_Comm_free does not free a connected group's addresses. In ch3 a
 * VC first used by a dynamic communicator starts at refcount 2 (v3.2 mpid_vc.c, MPIDI_VCR_Dup) so
 * that only MPI_Comm_disconnect can drop it to 0 and destroy the process group
 * (MPIDI_VCRT_Release); in ch4 a new AV table starts at refcount 1 of its own besides each
 * communicator's reference (v4.3.2 ch4_proc.c:270-360). Disconnect is not modelled: the table
 * stays charged, an upper bound for a process that disconnects every communicator to a group.
 */
final class AddressBook {
    private final Design design;
    private final Ledger ledger;
    /** Also charge the per-peer allocations outside the table (Category.PER_PEER), when asked for. */
    private final boolean perPeer;
    private final List<Integer> sizes = new ArrayList<>();
    /** (table group << 32 | holder group) -> ranks of the holder group that already pay for the table. */
    private final Map<Long, BitSet> paid = new HashMap<>();

    AddressBook(Design design, Ledger ledger, boolean perPeer) {
        this.design = design;
        this.ledger = ledger;
        this.perPeer = perPeer;
    }

    /** A new group: each of its processes pays for its own table. */
    void addGroup(int id, int size) {
        sizes.add(size);
        pay(size, true, Members.range(id, 0, size));
    }

    /** The processes of {@code sides} can now address one another: each pays for the tables it lacks. */
    void reach(Members... sides) {
        // one group (MPI_Intercomm_create within a world, the common case): its own table, paid at
        // its start; decided from the runs before any rank is expanded
        if (Arrays.stream(sides).flatMap(m -> m.runs().stream()).mapToInt(Run::group).distinct().count() < 2) return;
        Map<Integer, BitSet> processes = new HashMap<>();
        for (Members m : sides)
            for (Run r : m.runs()) {
                BitSet b = processes.computeIfAbsent(r.group(), g -> new BitSet());
                for (int k = 0; k < r.count(); k++) b.set(r.rankAt(k));
            }
        for (int table : processes.keySet())
            for (Map.Entry<Integer, BitSet> h : processes.entrySet()) {
                if (h.getKey() == table) continue;
                BitSet had = paid.computeIfAbsent(((long) table << 32) | h.getKey(), k -> new BitSet());
                BitSet fresh = (BitSet) h.getValue().clone();
                fresh.andNot(had);
                if (fresh.isEmpty()) continue;
                had.or(fresh);
                pay(sizes.get(table), false, runs(h.getKey(), fresh));
            }
    }

    private void pay(int tableSize, boolean ownWorld, Members holders) {
        ledger.charge(Category.ADDRESS, design.addressTableBytes(tableSize), holders);
        if (perPeer) ledger.charge(Category.PER_PEER, design.perPeerBytes(tableSize, ownWorld), holders);
    }

    private static Members runs(int group, BitSet ranks) {
        Members.Builder b = new Members.Builder();
        for (int lo = ranks.nextSetBit(0); lo >= 0; lo = ranks.nextSetBit(ranks.nextClearBit(lo)))
            b.add(new Run(group, lo, ranks.nextClearBit(lo) - lo, 1));
        return b.build();
    }
}
