package org.mpimem.extrapolate.laws;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.function.ToIntBiFunction;

/**
 * The events of an irregular unit's estimate (--scale-irregular): each communicator a seeded
 * shuffle of its parent's members, cut to the fitted size, so that the same traces give the same
 * target trace. Kept apart from {@link org.mpimem.extrapolate.target.TargetBuilder}, which builds the exact units from their laws.
 */
public final class IrregularEstimate {
    private IrregularEstimate() {}

    /**
     * The unit's creations with ids from {@code firstId} on; {@code lookup} gives the id of a site's
     * communicator at a position, {@code membersOf} an intracommunicator's members at the target.
     * Throws IllegalArgumentException (and the like) with the reason when it cannot be built.
     */
    public static List<TraceEvent> events(IrregularFit u, int firstId, ToIntBiFunction<String, Long> lookup, IntFunction<Members> membersOf) {
        List<TraceEvent> out = new ArrayList<>();
        Random random = new Random(u.site.hashCode());
        int id = firstId;
        for (long k = 0; k < u.count.value(); k++) {
            List<Integer> parents = new ArrayList<>();
            for (int i = 0; i < u.parents.length; i++) {
                String p = u.template.parentSites().get(i);
                parents.add(p.equals("SELF") ? Trace.SELF : lookup.applyAsInt(p, u.parents[i].at(k)));
            }
            Members from = membersOf.apply(parents.get(0));
            if (from == null || u.size.value() > from.size())
                throw new IllegalArgumentException("its " + u.size.value() + " members are not drawn from one intracommunicator parent");
            TreeMap<String, String> attrs = new TreeMap<>(u.template.attrs());
            if (u.template.hasSize()) attrs.put("size", Long.toString(u.size.value()));
            out.add(new TraceEvent.Created(new CommDef(id++, u.template.call(), parents, shuffled(from, (int) u.size.value(), random), null, attrs, 0)));
        }
        return out;
    }

    /** The first n of a Fisher-Yates shuffle of the members: O(parent size), as any random order is. */
    private static Members shuffled(Members from, int n, Random random) {
        long[] a = from.toArray();
        for (int i = 0; i < n; i++) {
            int j = i + random.nextInt(a.length - i);
            long t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        Members.Builder b = new Members.Builder();
        for (int i = 0; i < n; i++) b.add(Members.groupOf(a[i]), Members.rankOf(a[i]));
        return b.build();
    }
}
