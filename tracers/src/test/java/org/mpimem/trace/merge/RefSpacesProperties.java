package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.mpimem.trace.Members;

/**
 * RefSpaces' run arithmetic against element-by-element mapping: a remote group in an arbitrary
 * order over several jobs (multi-run: slices and the element-wise fallback), a one-run group (the
 * composed stride), and the own world, for random runs of any stride, negative ones included.
 */
class RefSpacesProperties {

    @Property(tries = 500)
    void resolvingRunsMapsEveryElementThroughItsSpace(@ForAll long seed) {
        Random rnd = new Random(seed);
        int world = 1 + rnd.nextInt(20);
        RefSpaces spaces = new RefSpaces(0, world);
        Members.Builder shuffled = new Members.Builder();
        List<Long> pool = new ArrayList<>();
        for (int r = 0; r < 12; r++) pool.add(Members.gpid(1 + r % 2, r));
        Collections.shuffle(pool, rnd);
        for (long g : pool.subList(0, 1 + rnd.nextInt(pool.size()))) shuffled.add(Members.groupOf(g), Members.rankOf(g));
        Members[] space = {Members.range(0, 0, world), shuffled.build(), Members.of(new org.mpimem.trace.Run(3, 40, 7, -5))};
        spaces.put(1, space[1]);
        spaces.put(2, space[2]);
        List<LogRecord.RefRun> runs = new ArrayList<>();
        Members.Builder expected = new Members.Builder();
        boolean outside = false;
        for (int k = 0, n = 1 + rnd.nextInt(4); k < n; k++) {
            int ref = rnd.nextInt(3), size = space[ref].size();
            int count = 1 + rnd.nextInt(size), stride = rnd.nextBoolean() ? 1 : (rnd.nextBoolean() ? -1 : 1) * (1 + rnd.nextInt(3));
            int start = rnd.nextInt(size + 1);
            runs.add(new LogRecord.RefRun(ref, start, count, stride));
            for (int i = 0; i < count; i++) {
                long at = start + (long) i * stride;
                if (at < 0 || at >= size) outside = true;
                else expected.add(Members.groupOf(space[ref].get((int) at)), Members.rankOf(space[ref].get((int) at)));
            }
        }
        Members got = spaces.resolve(runs);
        if (outside) assertNull(got, runs.toString());
        else assertArrayEquals(expected.build().toArray(), got.toArray(), runs + " in " + List.of(space));
    }
}
