package org.mpimem.model.scan;

import org.mpimem.model.DesignProperties;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Members;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Child→parent positions, through both the run scan and the inverse index (parents of many runs). */
class PositionsProperties {

    @Property(tries = 500)
    void positionsPointAtTheChildsMembers(@ForAll @IntRange(min = 1, max = 400) int n, @ForAll long seed) {
        Random rnd = new Random(seed);
        List<Integer> ranks = new ArrayList<>();
        for (int i = 0; i < n; i++) ranks.add(3 * i + rnd.nextInt(3)); // distinct, in irregular steps
        if (rnd.nextBoolean()) Collections.shuffle(ranks, rnd); // many runs: the inverse index
        Members.Builder pb = new Members.Builder();
        ranks.forEach(r -> pb.add(rnd.nextInt(4) == 0 ? 1 : 0, r));
        Members parent = pb.build();
        Members child = DesignProperties.childPositions(n, rnd);
        Members childMembers = Select.of(parent, child);
        Members positions = new Positions(parent).of(childMembers);
        assertEquals(child.size(), positions.size());
        for (int i = 0; i < child.size(); i++) assertEquals(child.rank(i), positions.rank(i), "position " + i);
    }
}
