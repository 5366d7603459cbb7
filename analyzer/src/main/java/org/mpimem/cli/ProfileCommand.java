package org.mpimem.cli;

import org.mpimem.trace.OutputTarget;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.trace.InputException;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "profile", mixinStandardHelpOptions = true,
        description = {"Generate the trace of a built-in app profile or micro-benchmark at any scale.",
                "'profile list' shows every profile with its parameters and defaults; docs/profiles.md says where each pattern comes from."})
final class ProfileCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "NAME|list", description = "a profile name, or 'list'")
    String name;

    @Option(names = "--procs", paramLabel = "N", description = "processes in MPI_COMM_WORLD (default: the profile's, see list)")
    Integer procs;

    @Option(names = "--ppn", paramLabel = "N", description = "processes per node, block placement (default: the profile's)")
    Integer ppn;

    @Option(names = "--size", paramLabel = "S", description = "shorthand for --param size=S (nek5000: medium or large)")
    String size;

    @Option(names = "--comms", paramLabel = "N", description = "shorthand for --param comms=N (micro-benchmarks)")
    String comms;

    @Option(names = {"-p", "--param"}, paramLabel = "KEY=VALUE", description = "a profile parameter (repeatable)")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--out", paramLabel = "FILE", description = "write the trace here (atomically); default: standard output")
    Path out;

    public Integer call() throws Exception {
        if (name.equals("list")) {
            list();
            return 0;
        }
        if (out != null) OutputTarget.checkFile(out);
        AppProfile p = AppProfiles.require(name);
        Map<String, String> given = new LinkedHashMap<>(params);
        shorthand(given, "size", size);
        shorthand(given, "comms", comms);
        Trace t = p.generate(procs != null ? procs : p.defaultProcs(), ppn != null ? ppn : p.defaultPpn(), Params.of(p, given));
        if (out == null || OutputTarget.isStdout(out)) {
            Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
            TraceWriter.write(t, w);
            w.flush();
        } else {
            TraceWriter.write(t, out);
            System.err.printf(Locale.ROOT, "wrote %s: %s, %,d communicators%n", out, t.source(), t.comms().size());
        }
        return 0;
    }

    /** --size/--comms are spellings of --param: given both ways with different values, neither may silently win. */
    private static void shorthand(Map<String, String> given, String key, String value) {
        if (value == null) return;
        String other = given.putIfAbsent(key, value);
        if (other != null && !other.equals(value))
            throw new InputException("--" + key + " " + value + " and --param " + key + "=" + other + " disagree: give one of them");
    }

    private static void list() {
        for (AppProfile p : AppProfiles.all()) {
            System.out.printf(Locale.ROOT, "%-16s %s%n", p.name(), p.description());
            System.out.printf(Locale.ROOT, "%-16s   defaults: procs=%d ppn=%d", "", p.defaultProcs(), p.defaultPpn());
            for (AppProfile.Param q : p.parameters()) System.out.printf(Locale.ROOT, " %s=%s", q.name(), q.defaultValue());
            System.out.println();
            for (AppProfile.Param q : p.parameters())
                System.out.printf(Locale.ROOT, "%-16s   %s: %s%n", "", q.name(), q.description());
        }
    }
}
