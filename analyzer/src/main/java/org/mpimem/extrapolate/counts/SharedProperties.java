package org.mpimem.extrapolate.counts;

import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Scale;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The guard for what every traced count shares and the target lacks. Traced only at squares (NAS
 * BT at 39^2, 55^2, 110^2), a value floor(sqrt P)^2 is P at every trace: the laws fit P, and the
 * target (not a square) gets all its processes where the application uses 886^2 of them. Any value
 * that changes with P can hide such a rule, whatever law fits: g(h(P)) with h the projection onto
 * the shared property (floor(sqrt P)^2, pow2floor(P), m*floor(P/m), ...) agrees with g at every
 * trace. So a unit whose events change between the traces is not written as exact when the target
 * lacks a property every trace has (square, cube, power of two, a common divisor m, even): it is
 * refused with the counts that would settle it, or written as an estimate when asked. A unit equal
 * in every trace does not depend on P at the traced counts and is not guarded.
 */
public final class SharedProperties {
    private final List<String> lacked;
    private final String advice;

    public SharedProperties(List<Scale> traced, Scale target) {
        lacked = lacked(traced, target);
        String a = null;
        if (!lacked.isEmpty()) {
            a = new Advice(traced, target).text(p -> true, "settle it");
            if (a == null) a = "no count from P=" + traced.get(0).procs() + " up to the target lacks it: trace nearer the target's scale";
        }
        advice = a;
    }

    /** The properties every traced count has and the target lacks, as the refusal names them. */
    static List<String> lacked(List<Scale> traced, Scale target) {
        List<String> out = new ArrayList<>();
        long t = target.procs();
        if (traced.stream().allMatch(s -> power(s.procs(), 2)) && !power(t, 2)) out.add("a square");
        if (traced.stream().allMatch(s -> power(s.procs(), 3)) && !power(t, 3)) out.add("a cube");
        if (traced.stream().allMatch(s -> Long.bitCount(s.procs()) == 1) && Long.bitCount(t) != 1) out.add("a power of two");
        long g = traced.stream().mapToLong(Scale::procs).reduce(0, Advice::gcd);
        if (g > 1 && t % g != 0) out.add(g % 2 == 0 && t % 2 != 0 ? "even (a multiple of " + g + ")" : "a multiple of " + g);
        return out;
    }

    static List<Scale> with(List<Scale> traced, long p) {
        List<Scale> l = new ArrayList<>(traced);
        l.add(new Scale(p, 1));
        return l;
    }

    /** Null when the unit may be written as exact, else why not and what settles it. */
    public String refusal(List<List<Item>> perTrace) {
        if (lacked.isEmpty() || sameInEveryTrace(perTrace)) return null;
        return String.format(Locale.ROOT, "every traced count is %s, and the target is not: its values change with P, and a rule that "
                + "depends on that (floor(sqrt P)^2 on squares, pow2floor(P) on powers of two, m*floor(P/m) on multiples of m) fits the "
                + "traces as well as the law does; %s (--estimate-shared writes it from its laws, labelled an estimate)",
                String.join(" and ", lacked), advice);
    }

    private static boolean sameInEveryTrace(List<List<Item>> perTrace) {
        List<Item> first = perTrace.get(0);
        for (List<Item> items : perTrace) {
            if (items.size() != first.size()) return false;
            for (int k = 0; k < items.size(); k++) {
                Item a = first.get(k), b = items.get(k);
                if (!a.template().equals(b.template()) || !Arrays.equals(known(a), known(b))) return false;
            }
        }
        return true;
    }

    private static long[] known(Item it) {
        long[] f = it.fields().clone();
        for (int i = 0; i < f.length; i++) if (it.wild()[i]) f[i] = 0;
        return f;
    }

    private static boolean power(long p, int k) {
        long r = Math.round(Math.pow(p, 1.0 / k));
        for (long c = Math.max(1, r - 1); c <= r + 1; c++) if ((k == 2 ? c * c : c * c * c) == p) return true;
        return false;
    }
}
