package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.AlignedTrace;
import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.align.Template;
import org.mpimem.extrapolate.counts.Advice;
import org.mpimem.trace.MpiCall;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Pairs the blocks of the traces into units. When every trace has the same sequence of block
 * sites (the usual case: the same code ran, only loop counts changed), the k-th blocks form unit
 * k. Otherwise a site that forms one block in every trace, in the same order relative to the
 * others, is still a unit; every other site is refused as a whole, since its events interleave
 * with other sites differently at different scales.
 */
final class Units {
    private Units() {}

    record Unit(String site, List<List<Item>> perTrace, String refusal) {}

    static List<Unit> of(List<AlignedTrace> traces, Scale target) {
        List<List<String>> seqs = traces.stream().map(t -> t.blocks.stream().map(AlignedTrace.Block::site).toList()).toList();
        List<Unit> out = new ArrayList<>();
        if (seqs.stream().allMatch(s -> s.equals(seqs.get(0)))) {
            for (int k = 0; k < seqs.get(0).size(); k++) {
                List<List<Item>> per = new ArrayList<>();
                for (AlignedTrace t : traces) per.add(t.blocks.get(k).items());
                out.add(new Unit(seqs.get(0).get(k), per, null));
            }
            return out;
        }
        Map<String, Integer> blocksInAll = new LinkedHashMap<>();
        for (String s : seqs.get(0)) blocksInAll.merge(s, 1, Integer::sum);
        List<String> single = blocksInAll.entrySet().stream().filter(e -> e.getValue() == 1)
                .map(Map.Entry::getKey).filter(s -> seqs.stream().allMatch(q -> q.stream().filter(s::equals).count() == 1)).toList();
        List<String> order = seqs.get(0).stream().filter(single::contains).toList();
        boolean consistent = seqs.stream().allMatch(q -> q.stream().filter(single::contains).toList().equals(order));
        for (AlignedTrace.Block b : traces.get(0).blocks) {
            if (consistent && order.contains(b.site())) {
                List<List<Item>> per = new ArrayList<>();
                for (AlignedTrace t : traces) per.add(t.blocks.stream().filter(x -> x.site().equals(b.site())).findFirst().orElseThrow().items());
                out.add(new Unit(b.site(), per, null));
            } else if (out.stream().noneMatch(u -> u.site().equals(b.site()))) {
                out.add(new Unit(b.site(), itemsOf(traces, b.site()), "its events interleave with other sites differently at different "
                        + "scales (blocks: " + counts(seqs, b.site()) + "): their order depends on the scale, so no further trace settles it"));
            }
        }
        // a site the smallest trace lacks: nothing says how it grows from where it is absent
        for (AlignedTrace t : traces)
            for (AlignedTrace.Block b : t.blocks)
                if (out.stream().noneMatch(u -> u.site().equals(b.site())))
                    out.add(new Unit(b.site(), itemsOf(traces, b.site()), missing(traces, seqs, b.site(), target)));
        return out;
    }

    /**
     * A site some traces lack: what is missing, and counts above the largest trace where it appears that would give it the
     * three traces a law needs ({@link Advice}: keeping what those traces share, with the ppn to trace each at).
     */
    private static String missing(List<AlignedTrace> traces, List<List<String>> seqs, String site, Scale target) {
        List<Long> absent = new ArrayList<>(), present = new ArrayList<>();
        List<Scale> where = new ArrayList<>();
        for (int t = 0; t < traces.size(); t++) {
            boolean in = seqs.get(t).contains(site);
            (in ? present : absent).add(traces.get(t).scale.procs());
            if (in) where.add(traces.get(t).scale);
        }
        String head = "it is missing from the traces at P=" + join(absent) + " (blocks: " + counts(seqs, site) + "): nothing says how it grows "
                + "from where it is absent";
        int more = 3 - present.size();
        if (more <= 0) return head + "; extrapolate from the traces where it appears (P=" + join(present) + ")";
        long max = present.get(present.size() - 1);
        String advice = new Advice(where, target).text(p -> p > max, more == 1 ? "settle it, with those at P=" + join(present)
                : "be one of the " + more + " more traces it needs, with " + (present.size() == 1 ? "that" : "those") + " at P=" + join(present));
        return head + "; " + (advice != null ? advice : "no count between P=" + max + " and the target would give it three traces: trace nearer the target's scale");
    }

    private static String join(List<Long> l) {
        return String.join(", ", l.stream().map(String::valueOf).toList());
    }

    private static List<List<Item>> itemsOf(List<AlignedTrace> traces, String site) {
        List<List<Item>> per = new ArrayList<>();
        for (AlignedTrace t : traces) {
            List<Item> l = new ArrayList<>();
            for (AlignedTrace.Block b : t.blocks) if (b.site().equals(site)) l.addAll(b.items());
            per.add(l);
        }
        return per;
    }

    private static String counts(List<List<String>> seqs, String site) {
        StringBuilder b = new StringBuilder();
        for (List<String> s : seqs) b.append(b.length() > 0 ? ", " : "").append(s.stream().filter(site::equals).count());
        return b.toString();
    }

    /** The units, those made by a node-following call refused when the target has more than one node ({@link org.mpimem.extrapolate.counts.OneNode}). */
    static List<Unit> refuseNodeUnits(List<Unit> units, Scale target) {
        if (target.ppn() >= target.procs()) return units;
        List<Unit> out = new ArrayList<>();
        for (Unit u : units) {
            boolean node = u.refusal() == null && u.perTrace().get(0).get(0).template() instanceof Template.Comm c
                    && c.call() == MpiCall.COMM_SPLIT_TYPE;
            out.add(node ? new Unit(u.site(), u.perTrace(), "MPI_Comm_split_type follows the nodes, and every trace ran on one "
                    + "node; trace on two or more nodes") : u);
        }
        return out;
    }
}
