package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.CallOrder;
import org.mpimem.extrapolate.align.Item;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A block's communicators cut into the collective calls that made them. An application that
 * reaches MPI through a wrapper of its own (Quantum ESPRESSO's mp_comm_split) records one call site
 * for all its splits, so one block may hold several calls of different shapes (the world split into
 * one image, then into P singletons). A new call starts where a communicator would repeat, on the
 * same parent, the colour or first member of one already in the current call: one call's
 * communicators are disjoint. Calls the rule cannot tell apart stay together, as before.
 */
final class Calls {
    private Calls() {}

    /** The items' calls, in order; a block of frees or process groups is one piece. */
    static List<List<Item>> of(List<Item> items) {
        List<List<Item>> out = new ArrayList<>();
        List<Item> call = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Item it : items) {
            if (it.event() instanceof TraceEvent.Created c) {
                String key = c.comm().parents() + " " + CallOrder.mark(c.comm());
                if (!seen.add(key) && !call.isEmpty()) {
                    out.add(call);
                    call = new ArrayList<>();
                    seen.clear();
                    seen.add(key);
                }
            }
            call.add(it);
        }
        if (!call.isEmpty()) out.add(call);
        return out;
    }

    /**
     * The unit as it is when its laws fit ({@code fits}); else its calls as units of their own
     * when every trace has the same number of calls (the k-th call of each trace aligned), so that
     * calls of different shapes behind one wrapper get a law each (when at least one call fits,
     * else the unit stays whole and is refused once). A number of calls that changes
     * with the scale is a loop, whose iterations only the unit's laws can describe together.
     */
    static List<Units.Unit> split(Units.Unit u, java.util.function.Predicate<Units.Unit> fits) {
        if (u.refusal() != null || fits.test(u)) return List.of(u);
        List<List<List<Item>>> calls = u.perTrace().stream().map(Calls::of).toList();
        int n = calls.get(0).size();
        if (n < 2 || calls.stream().anyMatch(c -> c.size() != n)) return List.of(u);
        List<Units.Unit> out = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            List<List<Item>> per = new ArrayList<>();
            for (List<List<Item>> c : calls) per.add(c.get(k));
            out.add(new Units.Unit(u.site(), per, null));
        }
        return out.stream().anyMatch(fits) ? out : List.of(u); // no call fits either: one refusal says it
    }
}
