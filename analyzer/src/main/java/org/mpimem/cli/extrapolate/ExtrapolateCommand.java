package org.mpimem.cli.extrapolate;

import org.mpimem.cli.console.ExitCodes;
import org.mpimem.cli.io.NotAnInput;
import org.mpimem.extrapolate.report.Extrapolation;
import org.mpimem.extrapolate.report.ExtrapolationJson;
import org.mpimem.extrapolate.report.ExtrapolationText;
import org.mpimem.extrapolate.Extrapolator;
import org.mpimem.extrapolate.report.MemoryShare;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.model.Models;
import org.mpimem.replay.Replayer;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.InputException;
import org.mpimem.trace.OutputTarget;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceWriter;
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

@Command(name = "extrapolate", mixinStandardHelpOptions = true,
        description = {"From traces of one application at a few process counts, its trace at any count: each communicator "
                + "site's count and member lists follow a law in P (constant, a*P+b, log2, roots, powers of two, process-grid sides; per parent and child for nested children) fitted exactly "
                + "to every trace. Each unit is confirmed (each trace, held out in turn, predicted by the others, and the target inside the traced range), fitted, an estimate, or "
                + "refused with the reason and the counts (with their ppn) whose trace would settle it; every unit written beyond the "
                + "largest traced count assumes its law continues there.",
                "The report (every law, site by site) goes to standard output; exit 2 if a site is refused, unless --partial."})
public final class ExtrapolateCommand implements Callable<Integer> {

    @Parameters(arity = "2..*", paramLabel = "TRACE", description = "traces of the same application at different process counts")
    List<Path> traces;

    @Option(names = "--procs", paramLabel = "N", description = "target process count (required unless --check)")
    Long procs;

    @Option(names = "--ppn", paramLabel = "K", description = "target processes per node, block placement (required unless --check)")
    Integer ppn;

    @Option(names = "--check", paramLabel = "REAL", description = "a real trace at the target: extrapolate to its P and ppn and report "
            + "each unit exact, wrong or refused; exit 3 when a unit is wrong or the real trace has events no unit wrote, 2 when every unit "
            + "is refused (nothing checked)")
    Path check;

    @Option(names = "--out", paramLabel = "FILE", description = "write the extrapolated trace here (atomically)")
    Path out;

    @Option(names = "--partial", description = "write the trace of the extrapolated sites even when some are refused (labelled partial)")
    boolean partial;

    @Option(names = "--scale-irregular", description = "scale irregular units (random or data-dependent member orders) in shape: "
            + "count and size by law, members in a seeded random order; the report and the trace are labelled an estimate")
    boolean scaleIrregular;

    @Option(names = "--estimate-shared", description = "write units refused because every trace shares a property the target "
            + "lacks (square, cube, power of two, a common divisor) from their fitted laws; the report and the trace are labelled an estimate")
    boolean estimateShared;

    @Option(names = "--format", paramLabel = "FORMAT", description = "report format: text or json (default: ${DEFAULT-VALUE})")
    String format = "text";

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    public Integer call() throws Exception {
        if (check == null) ExtrapolateCheck.target(null, procs, ppn, format); // the arguments' errors before any input is read
        if (!format.equals("text") && !format.equals("json")) throw new InputException("--format must be text or json, not " + format);
        if (out != null) OutputTarget.checkFile(out);
        List<Path> inputs = new ArrayList<>(traces);
        if (check != null) inputs.add(check); // the real trace is an input too
        NotAnInput.check("--out", out, inputs);
        // the inputs' records counted on their bytes, then each trace's events once read (a family is one record
        // and many events): a refusal comes before the rest are parsed
        org.mpimem.extrapolate.align.InputBound.checkFiles(traces);
        List<Trace> in = new ArrayList<>();
        for (Path p : traces) {
            in.add(TraceReader.read(p));
            org.mpimem.extrapolate.align.InputBound.check(in);
        }
        Trace real = check == null ? null : TraceReader.read(check);
        Scale target = ExtrapolateCheck.target(real, procs, ppn, format);
        if (target.procs() > Integer.MAX_VALUE) throw new InputException("--procs " + target.procs() + " exceeds 2^31-1");
        SizeProfile sp = SizeProfiles.defaultProfile();
        MemoryShare share = new MemoryShare(new Replayer(sp), Models.designs(sp).stream().map(m -> m.create(sp)).toList());
        Extrapolation x = Extrapolator.extrapolate(in, target, share, scaleIrregular, estimateShared);
        Writer w = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
        if (format.equals("json")) ExtrapolationJson.write(x, w);
        else ExtrapolationText.write(x, w);
        if (real != null) {
            int code = ExtrapolateCheck.report(x, real, w, spec.commandLine().getErr());
            if (out != null) write(x); // --out with --check writes what was checked (it was silently ignored)
            return code;
        }
        w.flush();
        return write(x) ? 0 : ExitCodes.BAD_INPUT;
    }

    /** Writes the trace to --out when it is complete or --partial; false when a refusal leaves none to write. */
    private boolean write(Extrapolation x) throws java.io.IOException {
        if (!x.complete() && !partial) {
            spec.commandLine().getErr().println("mpimem: " + x.refused() + " site(s) not extrapolated (see the report); no trace written (--partial writes the rest)");
            return false;
        }
        if (out != null) {
            TraceWriter.write(x.trace(), out);
            spec.commandLine().getErr().println("wrote " + out + (x.complete() ? "" : " (partial)") + (x.estimated() == 0 ? "" : " (estimate)"));
        }
        return true;
    }
}
