package org.mpimem.cli;

import org.mpimem.cli.io.AtomicFile;
import org.mpimem.cli.io.NotAnInput;
import org.mpimem.trace.OutputTarget;
import org.mpimem.trace.InputException;
import org.mpimem.classify.Classification;
import org.mpimem.classify.ClassificationReport;
import org.mpimem.classify.Classifier;
import org.mpimem.classify.PaperTableI;
import org.mpimem.classify.SiteTable;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.trace.TraceReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "classify", mixinStandardHelpOptions = true,
        description = {"Classify each application's communicators into the paper's Table I columns "
                + "(Dup | Split: Offset, Stride, Irreg. | Topo | Intercomm), from traces and/or built-in profiles.",
                "Splits are classified by the pattern of the child->parent rank array; Irreg. also marks (x*) internal "
                        + "node_comm/node_roots_comm that need an AV-Rankmap lookup table, naming the communicator. "
                        + "Rows of applications in the paper's Table I are compared with it in the notes."})
final class ClassifyCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "TRACE", description = "trace files; the row is named after the file")
    List<Path> traces = new ArrayList<>();

    @Option(names = "--profiles", paramLabel = "all|NAME,...", split = ",",
            description = "also classify built-in profiles at their default scale ('all': the paper's applications)")
    List<String> profiles = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", description = "text, csv or markdown (default: ${DEFAULT-VALUE})")
    ClassificationReport.Format format = ClassificationReport.Format.TEXT;

    @Option(names = "--by-site", description = "instead of Table I rows: per trace, which call site (site=, recorded by the tracer) "
            + "made how many communicators of which call and Table I column")
    boolean bySite;

    @Option(names = "--out", paramLabel = "FILE", description = "write here (atomically) instead of standard output")
    Path out;

    public Integer call() throws Exception {
        if (traces.isEmpty() && profiles.isEmpty())
            throw new InputException("nothing to classify: give trace files and/or --profiles all|NAME,...");
        if (out != null) OutputTarget.checkFile(out);
        NotAnInput.check("--out", out, traces);
        if (bySite) return bySite();
        List<Classification> rows = new ArrayList<>();
        for (Path p : traces) {
            String name = p.getFileName().toString().replaceFirst("\\.trace$", "");
            Classification c = Classifier.classify(name, TraceReader.read(p));
            rows.add(c.withNotes(PaperTableI.notes(c, false)));
        }
        for (AppProfile p : selected()) rows.add(PaperTableI.classify(p));
        if (out == null || OutputTarget.isStdout(out)) {
            Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
            ClassificationReport.write(rows, format, w);
        } else {
            AtomicFile.write(out, w -> ClassificationReport.write(rows, format, w));
            System.err.println("wrote " + out);
        }
        return 0;
    }

    private Integer bySite() throws Exception {
        if (!profiles.isEmpty()) throw new InputException("--by-site reads traces: built-in profiles have no call sites");
        if (format != ClassificationReport.Format.TEXT) throw new InputException("--by-site writes text only");
        List<String> names = new ArrayList<>();
        List<List<SiteTable.Row>> tables = new ArrayList<>();
        for (Path p : traces) {
            names.add(p.getFileName().toString().replaceFirst("\\.trace$", ""));
            tables.add(SiteTable.of(TraceReader.read(p)));
        }
        AtomicFile.Body body = w -> {
            for (int i = 0; i < names.size(); i++) SiteTable.write(names.get(i), tables.get(i), w);
        };
        if (out == null || OutputTarget.isStdout(out)) {
            Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
            body.write(w);
            w.flush();
        } else {
            AtomicFile.write(out, body);
            System.err.println("wrote " + out);
        }
        return 0;
    }

    /** 'all' stands for the paper's applications wherever it appears in the list; each profile is classified once. */
    private List<AppProfile> selected() {
        java.util.LinkedHashSet<AppProfile> s = new java.util.LinkedHashSet<>();
        for (String n : profiles) {
            if (n.equalsIgnoreCase("all")) s.addAll(AppProfiles.applications());
            else s.add(AppProfiles.require(n));
        }
        return List.copyOf(s);
    }
}
