package org.mpimem.profiles;

import org.mpimem.trace.Placement;
import org.mpimem.trace.Trace;

import java.util.List;
import java.util.Optional;

/** The built-in profiles: the paper's applications (§III, Figs 17 and 18), then its micro-benchmarks (§V-A, V-B). */
public final class AppProfiles {
    private AppProfiles() {}

    private static final List<AppProfile> ALL = List.of(
            new Nek5000(), new Nekbone(), new NwChem(), new Lsms(), new Hacc(), new Qbox(),
            new NasBt(), new NasSp(), new NasFt(), new Amg2013(), new Amr(),
            MicroBenchmarkProfile.SPLIT, MicroBenchmarkProfile.DUP, MicroBenchmarkProfile.SPLIT_INTERCOMM,
            MicroBenchmarkProfile.DUP_INTERCOMM, MicroBenchmarkProfile.RANDOM_REORDER, MicroBenchmarkProfile.SPAWN_MERGE);

    public static List<AppProfile> all() {
        return ALL;
    }

    /** The applications only, without the micro-benchmarks: the rows of the paper's Table I. */
    public static List<AppProfile> applications() {
        return ALL.stream().filter(p -> !(p instanceof MicroBenchmarkProfile)).toList();
    }

    public static Optional<AppProfile> byName(String name) {
        return ALL.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
    }

    public static AppProfile require(String name) {
        return byName(name).orElseThrow(() -> new IllegalArgumentException("unknown profile '" + name + "' (known: "
                + String.join(", ", ALL.stream().map(AppProfile::name).toList()) + ")"));
    }

    /** The profile at its default scale and parameters. */
    public static Trace generateDefault(AppProfile p) {
        return p.generate(p.defaultProcs(), p.defaultPpn(), Params.defaults(p));
    }

    /** A builder whose source line says which profile, scale and parameters made the trace. */
    static Trace.Builder builder(AppProfile p, int procs, int ppn, Params params) {
        if (procs < 1) throw new IllegalArgumentException(p.name() + ": procs must be at least 1, got " + procs);
        if (ppn < 1) throw new IllegalArgumentException(p.name() + ": ppn must be at least 1, got " + ppn);
        String ps = params.toString();
        return new Trace.Builder("profile " + p.name() + " procs=" + procs + " ppn=" + ppn + (ps.isEmpty() ? "" : " " + ps),
                procs, new Placement.Block(ppn));
    }
}
