package org.mpimem.model.peers;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.Run;

import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link Grid#rects} equals the grid positions found element by element, whenever it answers. */
class GridProperties {

    @Property(tries = 1000)
    void rectsAreTheRunsGridPositions(@ForAll @IntRange(min = 1, max = 9) int na, @ForAll @IntRange(min = 1, max = 9) int nb, @ForAll long seed) {
        Random rnd = new Random(seed);
        int da = 1 + rnd.nextInt(3), db = 1 + rnd.nextInt(3);
        if (rnd.nextBoolean()) db = (na - 1) * da + 1 + rnd.nextInt(3); // rows apart (row-major), else columns apart
        else da = (nb - 1) * db + 1 + rnd.nextInt(3);
        Grid g = new Grid(0, rnd.nextInt(5), da, na, db, nb);
        int span = g.at(na - 1, nb - 1) + 5;
        int stride = rnd.nextInt(4) == 0 ? (rnd.nextBoolean() ? da : db) * (1 + rnd.nextInt(2)) : 1 + rnd.nextInt(span);
        int start = rnd.nextInt(span), count = 1 + rnd.nextInt(Math.max(1, (span - start) / stride + 1));
        Run r = new Run(0, start, count, stride);
        List<Grid.Rect> rects = g.rects(rnd.nextBoolean() ? r : new Run(0, r.last(), count, -r.stride()));
        if (rects == null) return;
        TreeSet<String> want = new TreeSet<>(), got = new TreeSet<>();
        for (int i = 0; i < na; i++)
            for (int j = 0; j < nb; j++) if (r.contains(g.at(i, j))) want.add(i + "," + j);
        for (Grid.Rect q : rects)
            for (int a = 0; a < q.i().count(); a++)
                for (int b = 0; b < q.j().count(); b++) got.add(q.i().rankAt(a) + "," + q.j().rankAt(b));
        assertEquals(want, got, g + " " + r + " -> " + rects);
        assertEquals(want.size(), rects.stream().mapToLong(Grid.Rect::size).sum(), "rectangles overlap: " + rects);
    }
}
