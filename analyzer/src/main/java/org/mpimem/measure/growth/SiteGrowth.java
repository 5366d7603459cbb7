package org.mpimem.measure.growth;

import java.util.List;
import java.util.TreeSet;

/**
 * One call site ({@code (MPI_Init)} included) across the runs: per run the fewest bytes its calls
 * left in a process, measured and modelled (each on its own); the terms fitted to each; and the
 * growth per added process at every ppn with two counts or more. The least-keeping process is
 * the statistic because one-time state (a pool, the first contact with a peer) lands on some
 * processes and not others, and would otherwise pass for growth.
 */
public record SiteGrowth(String site, List<Sample> measured, List<Sample> modelled, Terms measuredTerms, Terms modelledTerms,
                         List<Slope> slopes) {

    static SiteGrowth of(String site, List<Sample> measured, List<Sample> modelled) {
        List<Slope> slopes = new java.util.ArrayList<>();
        for (int ppn : new TreeSet<>(measured.stream().map(Sample::ppn).toList())) {
            List<Sample> m = measured.stream().filter(s -> s.ppn() == ppn).toList();
            if (m.stream().mapToInt(Sample::np).distinct().count() < 2) continue;
            slopes.add(Slope.of(ppn, m, modelled.stream().filter(s -> s.ppn() == ppn).toList()));
        }
        return new SiteGrowth(site, List.copyOf(measured), List.copyOf(modelled), Terms.fit(measured), Terms.fit(modelled), List.copyOf(slopes));
    }

    /** Processes between the smallest and the largest count at {@code ppn}. */
    public int span(int ppn) {
        var counts = measured.stream().filter(s -> s.ppn() == ppn).mapToInt(Sample::np).summaryStatistics();
        return counts.getMax() - counts.getMin();
    }
}
