package org.mpimem.calibrate;

import org.mpimem.trace.InputException;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** A line a + b·x needs two distinct x per pattern: with fewer, a fit's slope of 0 would look like a measurement. */
final class FitPoints {
    private FitPoints() {}

    static void require(List<Sample> samples) {
        if (samples.isEmpty()) throw new InputException("calibrate: no samples: nothing to fit");
        Map<String, Set<Long>> xs = new TreeMap<>();
        for (Sample s : samples) xs.computeIfAbsent(s.pattern(), k -> new TreeSet<>()).add(Row.x(s));
        StringBuilder few = new StringBuilder();
        xs.forEach((pattern, x) -> {
            if (x.size() < 2) few.append(few.length() == 0 ? "" : ", ").append(pattern).append(" (x = ").append(x).append(')');
        });
        if (few.length() > 0)
            throw new InputException("calibrate: too few points to fit a + b*x (two distinct x per pattern): " + few
                    + "; the program's output was cut short, or --max-world is too small");
    }
}
