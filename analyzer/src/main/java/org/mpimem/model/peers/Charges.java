package org.mpimem.model.peers;

import org.mpimem.trace.Members;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The new peers one communicator brings, gathered over all classes before they reach the ledger:
 * a grid's column cuts one process out of every row class, and those processes all gain the
 * same count, so one charge over the column (one run) keeps the ledger's cost vectors periodic
 * where a charge per process would break them into P pieces.
 */
final class Charges {
    private final Map<Long, List<Run>> byCount = new TreeMap<>();

    void add(long newPeers, Run holders) {
        if (newPeers == 0) return;
        List<Run> runs = byCount.computeIfAbsent(newPeers, x -> new ArrayList<>());
        Run h = holders.ascending();
        if (!runs.isEmpty()) {
            // a node at a time, consecutive nodes continue one progression: keep it one run (P/ppn objects otherwise)
            Run last = runs.get(runs.size() - 1);
            int step = last.count() > 1 ? last.stride() : h.count() > 1 ? h.stride() : h.start() - last.start();
            if (last.group() == h.group() && step > 0 && (h.count() == 1 || h.stride() == step)
                    && (long) last.start() + (long) last.count() * step == h.start()) {
                runs.set(runs.size() - 1, new Run(h.group(), last.start(), last.count() + h.count(), step));
                return;
            }
        }
        runs.add(h);
    }

    /** Adds {@code other}'s charges with their counts negated: peers a holder had already seen, taken back. */
    void subtract(Charges other) {
        other.byCount.forEach((n, runs) -> runs.forEach(r -> add(-n, r)));
    }

    /** One charge per count, its holders in process order so that the runs merge. */
    void emit(PeerUse.Sink sink) {
        byCount.forEach((n, runs) -> {
            runs.sort(Comparator.comparingLong((Run r) -> Members.gpid(r.group(), r.start())));
            Members.Builder b = new Members.Builder();
            runs.forEach(b::add);
            sink.charge(n, b.build());
        });
    }
}
