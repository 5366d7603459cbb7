package org.mpimem.figures.paper;

import org.mpimem.figures.claims.Claim;
import org.mpimem.figures.claims.Data;
import org.mpimem.figures.measuring.Measurer;
import org.mpimem.figures.points.Point;

import java.util.ArrayList;
import java.util.List;

/**
 * Queues every replay the figures, their claims and the accountings will ask for, so that the
 * pool's workers make them while the figures are assembled in order. The figures are computed on
 * placeholders (no bytes): their points are the same whatever the bytes; a claim that cannot be
 * evaluated on placeholders only leaves its replays to be made when asked for.
 */
public final class ReplayPlan {
    private ReplayPlan() {}

    public static void queue(Measurer m, List<Figure> figures) {
        m.planning(() -> {
            List<Figure.Done> done = new ArrayList<>();
            for (Figure f : figures) {
                List<Point> points = f.compute(m);
                done.add(new Figure.Done(f, points, List.of()));
                for (Claim c : f.claims()) quietly(() -> c.evaluate(f.id(), new Data(points, m)));
            }
            quietly(() -> Accountings.tryAll(done, m));
        });
    }

    private static void quietly(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            // a placeholder divided by a placeholder: the real pass evaluates it
        }
    }
}
