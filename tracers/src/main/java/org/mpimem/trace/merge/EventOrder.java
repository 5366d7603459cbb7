package org.mpimem.trace.merge;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One global order of events consistent with every process's own order: an event (a creation or
 * a free, named by a token) is emitted once it is next in every log that has it. Collective calls
 * happen in the same order on all members, so this order exists for a consistent set of logs; if
 * the logs disagree (the merge is stuck), the event waited on by most logs is forced and the
 * disagreement reported.
 */
final class EventOrder {

    /** Where a process's i-th event is in its log ({@code path:line}). */
    interface Where {
        String at(int proc, int i);
    }

    static List<String> merge(List<List<String>> chains, Where where, List<String> problems) {
        Map<String, Integer> total = new HashMap<>();
        for (List<String> c : chains) for (String t : c) total.merge(t, 1, Integer::sum);
        Map<String, List<Integer>> waiting = new HashMap<>();
        int[] head = new int[chains.size()];
        ArrayDeque<String> ready = new ArrayDeque<>();
        List<String> out = new ArrayList<>();
        Set<String> done = new HashSet<>();
        for (int i = 0; i < chains.size(); i++) arrive(chains, i, head, waiting, total, ready, done);
        int remaining = total.size();
        while (remaining > 0) {
            if (ready.isEmpty()) {
                String forced = waiting.entrySet().stream().max(Map.Entry.comparingByValue(
                        (a, b) -> Integer.compare(a.size(), b.size()))).orElseThrow().getKey();
                int p = waiting.get(forced).get(0);
                problems.add(where.at(p, head[p]) + ": the logs disagree on the order of events around this one (" + forced
                        + "; waited for by " + waiting.get(forced).size() + " of " + total.get(forced) + " logs); merged anyway");
                ready.add(forced);
            }
            String t = ready.poll();
            List<Integer> at = waiting.remove(t);
            if (at == null) continue;
            out.add(t);
            done.add(t);
            remaining--;
            for (int i : at) {
                head[i]++;
                arrive(chains, i, head, waiting, total, ready, done);
            }
        }
        return out;
    }

    private static void arrive(List<List<String>> chains, int i, int[] head, Map<String, List<Integer>> waiting,
                               Map<String, Integer> total, ArrayDeque<String> ready, Set<String> done) {
        while (head[i] < chains.get(i).size() && done.contains(chains.get(i).get(head[i]))) head[i]++; // after a forced event
        if (head[i] >= chains.get(i).size()) return;
        String t = chains.get(i).get(head[i]);
        List<Integer> w = waiting.computeIfAbsent(t, k -> new ArrayList<>());
        w.add(i);
        if (w.size() == total.get(t)) ready.add(t);
    }
}
