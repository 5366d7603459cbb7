package org.mpimem.measure;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.mpimem.replay.CreateFreeSplit;
import org.mpimem.replay.SiteBytes;
import org.mpimem.trace.merge.CallMemory;

/**
 * A measured run beside its model: one row per call site ({@code (MPI_Init)} first), each with
 * every world process. The shares are sums over processes: the model's communicator bytes over
 * the measured ones (what the application's communicator calls left behind), and the model's
 * MPI_Init bytes over the measured MPI_Init footprint.
 */
public record Comparison(String app, String run, String library, String date, String design, int np, List<SiteRow> sites,
                         Set<String> windows) {

    public static Comparison of(String app, String run, String library, String date, String design,
                                List<CallMemory> measured, CreateFreeSplit model) {
        int np = model.worldSize();
        Set<String> names = new LinkedHashSet<>(model.sites());
        for (CallMemory m : measured) names.addAll(m.sites().keySet());
        List<SiteRow> rows = new ArrayList<>();
        names.remove(SiteBytes.MESSAGES); // no call's window holds what the application's own messages made: replay --by-site shows it
        for (String site : names) {
            int[] calls = new int[np];
            long[] meas = new long[np], mod = new long[np], measFreed = new long[np], modFreed = new long[np], early = new long[np];
            for (int r = 0; r < np; r++) {
                mod[r] = model.created(site, r);
                modFreed[r] = model.freed(site, r);
            }
            for (CallMemory m : measured) {
                if (m.rank() >= np) continue;
                if (site.equals(SiteBytes.INIT)) {
                    calls[m.rank()] = 1;
                    meas[m.rank()] = m.init();
                    early[m.rank()] = m.initArrival();
                }
                CallMemory.Site s = m.sites().get(site);
                if (s != null) {
                    calls[m.rank()] += s.calls();
                    meas[m.rank()] += s.created();
                    measFreed[m.rank()] += s.freed();
                    early[m.rank()] += s.arrival();
                }
            }
            rows.add(new SiteRow(site, calls, meas, mod, measFreed, modFreed, early));
        }
        return new Comparison(app, run, library, date, design, np, rows, model.windowSites());
    }

    public SiteRow init() {
        return sites.get(0);
    }

    public List<SiteRow> communicatorSites() {
        return sites.subList(1, sites.size());
    }

    /** The same run with the sites that made RMA windows named (read back from a CSV, they are known from the trace). */
    public Comparison withWindows(Set<String> windowSites) {
        return new Comparison(app, run, library, date, design, np, sites, Set.copyOf(windowSites));
    }

    /**
     * The model's communicator bytes as a fraction of the measured ones (NaN when nothing was measured).
     * Sites that made RMA windows are left out: MPI_Win_allocate's bytes include the window's memory.
     */
    public double communicatorShare() {
        long meas = 0, mod = 0;
        for (SiteRow s : communicatorSites()) {
            if (windows.contains(s.site())) continue;
            meas += s.measuredSum();
            mod += s.modelledSum();
        }
        return meas == 0 ? Double.NaN : (double) mod / meas;
    }

    public double initShare() {
        return init().measuredSum() == 0 ? Double.NaN : (double) init().modelledSum() / init().measuredSum();
    }

    public long count(SiteRow.Verdict v) {
        return communicatorSites().stream().filter(s -> s.verdict() == v).count();
    }

    /** Arrival-order buffers over every site and process, left out of the measured columns. */
    public long arrivalSum() {
        return sites.stream().mapToLong(SiteRow::arrivalSum).sum();
    }

    public long exactSites() {
        return communicatorSites().stream().filter(SiteRow::exact).count();
    }
}
