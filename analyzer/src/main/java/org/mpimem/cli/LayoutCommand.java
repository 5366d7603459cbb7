package org.mpimem.cli;

import org.mpimem.trace.InputException;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.size.layout.CLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;

@Command(name = "layout", mixinStandardHelpOptions = true,
        description = "Field-by-field C layout of a modelled structure (x86-64 LP64, as gcc lays it out): offset, size, type, "
                + "member, holes and tail padding, like pahole or JOL's ClassLayout.")
final class LayoutCommand implements Callable<Integer> {

    @Parameters(paramLabel = "STRUCT", description = "vc, vcrt, av_entry, av_table, rank_map, lut, mlut, node_tables, group, "
            + "group_entry, or the C struct name (e.g. MPIDI_VC)")
    String struct;

    @Option(names = "--profile", paramLabel = "NAME", description = "size profile (default: every profile that has the structure)")
    String profile;

    @Spec
    CommandSpec spec;

    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<SizeProfile> profiles = profile == null ? SizeProfiles.all() : List.of(SizeProfiles.require(profile));
        int shown = 0;
        for (SizeProfile p : profiles) {
            CLayout l = find(p);
            if (l == null) continue;
            if (shown++ > 0) out.println();
            out.print(l.toPrintable(String.format(Locale.ROOT, "%s in %s (%s)", l.type().c(), p.name(), p.source())));
            if (l.flex().isPresent())
                out.printf(Locale.ROOT, "Allocation for n entries: %d + %d n bytes%n", l.header(), l.entry());
        }
        out.flush();
        if (shown > 0) return 0;
        throw new InputException(profile != null && SizeProfiles.require(profile).structs().isEmpty()
                ? profile + " is the paper's accounting, with no C layouts; try --profile mpich-3.2-ch3-ofi or mpich-ch4-2016-ofi"
                : "no structure '" + struct + "'" + (profile == null ? "" : " in " + profile) + " (known: " + String.join(", ", known(profiles)) + ")");
    }

    private CLayout find(SizeProfile p) {
        CLayout l = p.structs().get(struct);
        if (l != null) return l;
        return p.structs().values().stream().filter(x -> x.name().equals(struct)).findFirst().orElse(null);
    }

    private static Set<String> known(List<SizeProfile> profiles) {
        Set<String> s = new LinkedHashSet<>();
        profiles.forEach(p -> s.addAll(p.structs().keySet()));
        return s;
    }
}
