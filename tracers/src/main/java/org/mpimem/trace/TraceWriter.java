package org.mpimem.trace;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Writes a trace in the canonical text form of {@code docs/trace-format.md}: one record a line,
 * fields in a fixed order, member lists as the maximal runs of {@link Members#runs()}, every free
 * with its call, and the closing {@code end} record. The trace is validated first, so what is
 * written always reads back: {@code TraceReader.read(write(t))} has the content of {@code t}
 * ({@link Trace#sameContent(Trace)}).
 */
public final class TraceWriter {

    private TraceWriter() {
    }

    /**
     * Writes {@code trace} to {@code path} atomically: to a temporary file in the same directory,
     * forced to disk, then renamed over {@code path}. Readers see the old file or the new one.
     */
    public static void write(Trace trace, Path path) throws IOException {
        TraceValidator.validate(trace);
        AtomicWrite.write(path, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            records(trace, w);
            w.flush();
        });
    }

    /** Writes {@code trace} to {@code out} (flushed, not closed). */
    public static void write(Trace trace, Writer out) throws IOException {
        TraceValidator.validate(trace);
        records(trace, out);
        out.flush();
    }

    /**
     * Writes {@code trace} to {@code out} without validating it again: only for a trace whose every
     * event a {@link TraceValidator} for its world has accepted in order as it was built, as
     * {@code TraceMerger} does; any other trace goes through {@link #write(Trace, Writer)}.
     */
    public static void writeValidated(Trace trace, Writer out) throws IOException {
        records(trace, out);
        out.flush();
    }

    /** The canonical text of {@code trace}. */
    public static String toText(Trace trace) {
        StringWriter s = new StringWriter();
        try {
            write(trace, s);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return s.toString();
    }

    private static void records(Trace trace, Writer out) throws IOException {
        out.write(TraceReader.MAGIC + " " + trace.formatVersion() + "\n");
        String source = trace.source() == null ? "" : trace.source().replaceAll("\\p{Cntrl}", " ").strip();
        if (!source.isEmpty()) out.write("# source: " + source + "\n");
        ProcessGroup w = trace.world();
        out.write("world size=" + w.size() + " nodes=" + w.placement().spec() + "\n");
        int[] n = new int[5]; // comms, frees, groups, colls, sends
        StringBuilder b = new StringBuilder(256);
        InFileOrder.walk(trace, new InFileOrder.Visitor() {
            public void record(TraceEvent e) throws IOException {
                b.setLength(0);
                n[event(e, b)]++;
                out.write(b.append('\n').toString());
            }

            public void traffic(Traffic t) throws IOException {
                b.setLength(0);
                n[TrafficText.append(t, b) ? 3 : 4]++;
                out.write(b.append('\n').toString());
            }
        });
        out.write("end comms=" + n[0] + " frees=" + n[1] + " groups=" + n[2]
                + (trace.traffic().isEmpty() ? "" : " colls=" + n[3] + " sends=" + n[4]) + "\n");
    }

    /** Appends the record of {@code e}; returns which count it adds to: 0 comms, 1 frees, 2 groups. */
    private static int event(TraceEvent e, StringBuilder b) {
        if (e instanceof TraceEvent.GroupAdded a) {
            ProcessGroup g = a.group();
            b.append("group id=").append(g.id()).append(" size=").append(g.size()).append(" nodes=").append(g.placement().spec())
                    .append(" world=").append(g.worldComm()).append(" origin=").append(g.origin().name().toLowerCase(Locale.ROOT));
            return 2;
        } else if (e instanceof TraceEvent.Created c) {
            comm(c.comm(), b, null);
            return 0;
        } else if (e instanceof TraceEvent.Freed f) {
            b.append("free id=").append(f.commId()).append(" call=").append(f.call());
            return 1;
        } else if (e instanceof TraceEvent.CreatedFamily c) {
            CommFamily f = c.family();
            comm(f.first(), b, f);
            return 0;
        }
        TraceEvent.FreedFamily f = (TraceEvent.FreedFamily) e;
        b.append("free id=").append(f.firstId()).append(" call=").append(f.call()).append(" copies=").append(f.copies());
        return 1;
    }

    private static void comm(CommDef d, StringBuilder b, CommFamily family) {
        b.append("comm id=").append(d.id()).append(" call=").append(d.call().mpiName()).append(" parent=")
                .append(d.parents().stream().map(p -> p == Trace.SELF ? "self" : String.valueOf(p)).collect(Collectors.joining(",")));
        if (d.isInter()) {
            b.append(" local=").append(runs(d.local().runs())).append(" remote=").append(runs(d.remote().runs()));
        } else {
            b.append(" members=").append(runs(d.local().runs()));
        }
        if (family != null) {
            b.append(" copies=").append(family.copies()).append(" step=").append(family.step());
            if (family.colorStep() != 0) b.append(" colorstep=").append(family.colorStep());
        }
        for (String a : TraceValidator.ATTRIBUTES) {
            String v = d.attrs().get(a);
            if (v != null) b.append(' ').append(a).append('=').append(v);
        }
    }

    static String runs(List<Run> runs) {
        return runs.stream().map(Run::toString).collect(Collectors.joining(","));
    }
}
