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

    /**
     * The order of chains of event ids ({@link Chains}): arrays and counts instead of maps of
     * tokens, which at 10^5 processes and more is most of the time; the same order as
     * {@link #merge(List, Where, List)}, which a stuck merge (logs that disagree) falls back to, so
     * that the event it forces and the message it gives stay as they were.
     */
    static List<String> merge(Chains chains, Where where, List<String> problems) {
        int events = chains.events(), procs = chains.size();
        int[] total = new int[events], arrived = new int[events];
        for (int p = 0; p < procs; p++) for (int i = 0, n = chains.length(p); i < n; i++) total[chains.at(p, i)]++;
        int[][] waiting = new int[events][];
        int[] head = new int[procs], queue = new int[events];
        int in = 0, out = 0, remaining = 0;
        for (int t : total) if (t > 0) remaining++;
        List<String> order = new ArrayList<>(remaining);
        for (int p = 0; p < procs; p++) in = arrive(chains, p, head, waiting, arrived, total, queue, in);
        while (remaining > 0) {
            if (out == in) return merge(chains.tokens(), where, problems); // stuck: the logs disagree
            int t = queue[out++];
            order.add(chains.token(t));
            remaining--;
            int[] at = waiting[t];
            waiting[t] = null;
            for (int k = 0, n = arrived[t]; k < n; k++) {
                head[at[k]]++;
                in = arrive(chains, at[k], head, waiting, arrived, total, queue, in);
            }
        }
        return order;
    }

    private static int arrive(Chains chains, int p, int[] head, int[][] waiting, int[] arrived, int[] total, int[] queue, int in) {
        if (head[p] >= chains.length(p)) return in;
        int t = chains.at(p, head[p]);
        if (waiting[t] == null) waiting[t] = new int[Math.min(total[t], 16)];
        else if (arrived[t] == waiting[t].length) waiting[t] = java.util.Arrays.copyOf(waiting[t], Math.min(total[t], 2 * arrived[t]));
        waiting[t][arrived[t]++] = p;
        if (arrived[t] == total[t]) queue[in++] = t;
        return in;
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
