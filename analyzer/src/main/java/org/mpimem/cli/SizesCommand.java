package org.mpimem.cli;

import org.mpimem.cli.console.ExitCodes;
import org.mpimem.cli.io.AtomicFile;
import org.mpimem.trace.OutputTarget;
import org.mpimem.model.JvmFootprint;
import org.mpimem.trace.InputException;
import org.mpimem.size.SizeBaseline;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.size.SizeTable;
import org.mpimem.size.SizeTable.Row;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

@Command(name = "sizes", mixinStandardHelpOptions = true,
        description = {"Bytes of every modelled structure under every size profile (C ABI, LP64, laid out from the C declarations), "
                + "and JOL's measurement of mpimem's own Java structures (profile 'jvm').",
                "--check compares against a baseline written by --write-baseline (all profiles, whatever --profile says)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success; with --check, nothing grew", "1:internal failure", "2:bad input or usage",
                "3:with --check, some structure grew: one line 'name profile old -> new bytes' each"})
final class SizesCommand implements Callable<Integer> {

    @Option(names = "--profile", paramLabel = "NAME", description = "show only this size profile (and the JVM rows)")
    String profile;

    @Option(names = "--format", paramLabel = "FORMAT", description = "text (a structure x profile matrix), csv or json (default: ${DEFAULT-VALUE})")
    Format format = Format.TEXT;

    @Option(names = "--write-baseline", paramLabel = "FILE", description = "write the baseline JSON here (atomically)")
    Path writeBaseline;

    @Option(names = "--check", paramLabel = "FILE", description = "exit 3 if any structure is larger than in this baseline")
    Path check;

    @Spec
    CommandSpec spec;

    /** The profiles measured; tests substitute their own. */
    Supplier<List<SizeProfile>> profiles = SizeProfiles::all;

    enum Format { TEXT, CSV, JSON }

    public Integer call() throws Exception {
        if (writeBaseline != null) OutputTarget.checkFile(writeBaseline);
        List<SizeProfile> all = profiles.get();
        List<Row> jvm = JvmFootprint.rows();
        SizeBaseline now = new SizeBaseline(JvmFootprint.dataModel(), concat(SizeTable.c(all), jvm));
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        if (check == null && writeBaseline == null) {
            List<SizeProfile> shown = profile == null ? all : List.of(SizeProfiles.require(profile));
            print(new SizeBaseline(now.jvm(), concat(SizeTable.c(shown), jvm)), out);
        }
        // The check reads its baseline before any write, so --check F --write-baseline F compares with the old F.
        SizeBaseline.Check c = check == null ? null : SizeBaseline.parse(Files.readString(check), check.toString()).check(now);
        if (writeBaseline != null) {
            AtomicFile.write(writeBaseline, w -> w.write(now.toJson()));
            err.println("wrote " + writeBaseline);
        }
        if (c == null) return 0;
        c.notes().forEach(n -> err.println("note: " + n));
        if (c.compared() == 0) // every row gone, or only JVM rows under another data model: a pass would guard nothing
            throw new InputException(check + ": no size in the baseline is measured here: nothing was checked");
        c.grown().forEach(out::println);
        if (!c.grown().isEmpty()) return ExitCodes.REGRESSION;
        out.println("sizes: nothing grew since " + check);
        return 0;
    }

    private void print(SizeBaseline t, PrintWriter out) throws Exception {
        switch (format) {
            case JSON -> out.print(t.toJson());
            case CSV -> {
                CSVPrinter p = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader("name", "profile", "type", "bytes", "data_bytes").build());
                for (Row r : t.rows()) p.printRecord(r.name(), r.profile(), r.type(), r.bytes(), r.data() < 0 ? "" : r.data());
                p.flush();
            }
            case TEXT -> text(t, out);
        }
        out.flush();
    }

    /** Structures down, profiles across; "(data)" after a size that includes padding. */
    private static void text(SizeBaseline t, PrintWriter out) {
        List<Row> c = t.rows().stream().filter(r -> !r.profile().equals(SizeTable.JVM)).toList();
        LinkedHashSet<String> names = new LinkedHashSet<>(), profiles = new LinkedHashSet<>();
        c.forEach(r -> { names.add(r.name()); profiles.add(r.profile()); });
        out.println("C ABI bytes (x86-64 LP64); (n) = bytes of data when the size includes padding; .header/.entry = table of n entries");
        StringBuilder h = new StringBuilder(String.format(Locale.ROOT, "%-16s", "structure"));
        profiles.forEach(p -> h.append(String.format(Locale.ROOT, "  %20s", p)));
        out.println(h);
        for (String n : names) {
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-16s", n));
            for (String p : profiles) {
                Row r = c.stream().filter(x -> x.name().equals(n) && x.profile().equals(p)).findFirst().orElse(null);
                String v = r == null ? "-" : r.data() >= 0 && r.data() != r.bytes() ? String.format(Locale.ROOT, "%,d (%,d)", r.bytes(), r.data()) : String.format(Locale.ROOT, "%,d", r.bytes());
                b.append(String.format(Locale.ROOT, "  %20s", v));
            }
            out.println(b);
        }
        out.println();
        out.println("JVM bytes (JOL GraphLayout.totalSize; " + t.jvm() + ")");
        for (Row r : t.rows()) if (r.profile().equals(SizeTable.JVM))
            out.println(String.format(Locale.ROOT, "%-28s %10s  %s", r.name(), String.format(Locale.ROOT, "%,d", r.bytes()), r.type()));
    }

    private static List<Row> concat(List<Row> a, List<Row> b) {
        List<Row> l = new ArrayList<>(a);
        l.addAll(b);
        return l;
    }
}
