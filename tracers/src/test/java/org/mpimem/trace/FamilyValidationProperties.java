package org.mpimem.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The validator's family checks against their definition: a family record is sound exactly when
 * its copies, written one by one, are a sound trace and no process is in two copies (one call).
 */
class FamilyValidationProperties {

    record Case(int size, int parentEnd, List<Run> shape, int copies, int step, int freeFrom, int freeCount) {}

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<List<Run>> shape = RunArithmeticProperties.runs(1, 20, 4, 5).list().ofMinSize(1).ofMaxSize(3);
        return Combinators.combine(Arbitraries.integers().between(8, 48), Arbitraries.integers().between(4, 48), shape,
                        Arbitraries.integers().between(2, 12), Arbitraries.integers().between(1, 9),
                        Arbitraries.integers().between(0, 14), Arbitraries.integers().between(2, 6))
                .as(Case::new);
    }

    static Trace trace(Case c, boolean family) {
        Trace.Builder b = new Trace.Builder("p", c.size, new Placement.Block(4));
        int parent = b.intra(MpiCall.COMM_SPLIT, Members.range(0, 0, Math.min(c.parentEnd, c.size)), 0);
        CommDef first = new CommDef(2, MpiCall.COMM_SPLIT, List.of(parent), Members.of(c.shape), null, Map.of("color", "3"), 0);
        if (family) b.family(first, c.copies, c.step, 2);
        else for (int j = 0; j < c.copies; j++) b.add(new CommFamily(first, c.copies, c.step, 2).member(j));
        if (family) b.freeFamily(c.freeFrom, c.freeCount, "MPI_Comm_free");
        else for (int j = 0; j < c.freeCount; j++) b.free(c.freeFrom + j);
        return b.build();
    }

    static boolean valid(Trace t) {
        try {
            TraceValidator.validate(t);
            return true;
        } catch (TraceFormatException | IllegalArgumentException e) {
            return false;
        }
    }

    static boolean disjoint(Case c) {
        Set<Long> seen = new HashSet<>();
        for (int j = 0; j < c.copies; j++)
            for (Run r : c.shape)
                for (int i = 0; i < r.count(); i++)
                    if (!seen.add((long) r.rankAt(i) + (long) j * c.step) && j > 0) return false;
        return true;
    }

    @Property(tries = 3000)
    void aFamilyIsSoundExactlyWhenItsCopiesAreAndNoProcessIsInTwo(@ForAll("cases") Case c) {
        boolean single = valid(trace(c, false));
        assertEquals(single && disjoint(c), valid(trace(c, true)), c.toString());
    }
}
