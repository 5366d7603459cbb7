package org.mpimem.extrapolate;

import org.mpimem.trace.Trace;

import java.util.List;

/** The target trace (of the units that could be extrapolated) and the report of every unit. */
public record Extrapolation(Trace trace, Scale target, List<Scale> inputs, List<UnitReport> units, List<String> notes) {
    public boolean complete() {
        return units.stream().allMatch(UnitReport::built);
    }

    public long refused() {
        return units.stream().filter(u -> !u.built()).count();
    }

    /** Units whose irregular shape was scaled: the trace is then an estimate, not exact. */
    public long estimated() {
        return units.stream().filter(u -> u.status() == UnitReport.Status.ESTIMATED).count();
    }
}
