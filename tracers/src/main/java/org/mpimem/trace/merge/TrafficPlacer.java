package org.mpimem.trace.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.mpimem.trace.CallSteps;
import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;
import org.mpimem.trace.Traffic;
import org.mpimem.trace.TrafficFilter;

/**
 * Places the collected traffic in the assembled trace (docs/trace-format.md, version 2): a
 * collective after the latest event any of its callers had seen before calling it, a send after
 * the sender's own last event before it; sends of one (comm, place, sender's side, offset class)
 * become one record whose lists are compressed into runs ({@link SendPairs}).
 */
final class TrafficPlacer {
    private final Walker w;
    private final Map<String, Integer> after;
    private final Function<String, Integer> idOf;
    private final UnaryOperator<Members> toGroups;
    private Steps steps;

    private record Steps(CallSteps ends, int size) {}

    /** after: the trace's event count once each token of the order was added; idOf: a comm key's id in the trace. */
    TrafficPlacer(Walker w, Map<String, Integer> after, Function<String, Integer> idOf, UnaryOperator<Members> toGroups) {
        this.w = w;
        this.after = after;
        this.idOf = idOf;
        this.toGroups = toGroups;
    }

    Trace place(Trace t, List<String> problems) {
        steps = t.hasFamilies() ? null : new Steps(CallSteps.of(t), t.records().size());
        List<Traffic> out = new ArrayList<>();
        for (TrafficCollector.Coll c : w.traffic.colls.values()) {
            Integer id = idOf.apply(c.comm);
            if (id == null) continue; // its comm is not in the trace, reported with it
            int at = 0;
            for (int[] p : c.at) at = Math.max(at, position(p[0], p[1]));
            out.add(new Traffic.Collective(id, c.call, c.root, c.bytes, at, 0));
        }
        Map<String, List<TrafficCollector.Pair>> groups = new LinkedHashMap<>();
        Map<String, int[]> where = new LinkedHashMap<>();
        for (TrafficCollector.Pair p : w.traffic.pairs) {
            Integer id = idOf.apply(p.comm());
            if (id == null) continue;
            int at = position(p.process(), p.position());
            String k = id + " " + at + " " + p.side() + " " + p.offset();
            groups.computeIfAbsent(k, x -> new ArrayList<>()).add(p);
            where.putIfAbsent(k, new int[] {id, at});
        }
        for (Map.Entry<String, List<TrafficCollector.Pair>> g : groups.entrySet()) {
            Members[] lists = SendPairs.compress(g.getValue().stream().map(p -> new long[] {p.from(), p.to()}).toList());
            Members from = toGroups.apply(lists[0]), to = toGroups.apply(lists[1]);
            if (from == null || to == null) continue; // a job not in the trace
            int[] at = where.get(g.getKey());
            out.add(new Traffic.Sends(at[0], from, to, at[1], 0));
        }
        out.sort(Comparator.comparingInt(Traffic::after)); // stable: collectives first, then sends, each in walk order
        return TrafficFilter.keepValid(t.withTraffic(out), problems);
    }

    /**
     * Where a record stands that came after {@code k} events of process {@code proc}'s chain: at
     * the end of the call step of its last event, since a call's communicators (a split's colours)
     * have no order among themselves and a reader may reorder them (trace diff).
     */
    private int position(int proc, int k) {
        if (k == 0) return 0;
        Integer a = after.get(w.chains.token(w.chains.at(proc, k - 1)));
        int at = a == null ? 0 : a;
        while (steps != null && at > 0 && at < steps.size() && !steps.ends.endsStep(at - 1)) at++;
        return at;
    }
}
