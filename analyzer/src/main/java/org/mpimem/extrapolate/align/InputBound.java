package org.mpimem.extrapolate.align;

import org.mpimem.trace.InputException;
import org.mpimem.trace.RecordCount;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The extrapolator aligns its inputs event by event (a family's copies one by one: each is a unit's
 * point), at about 1.5 KB of heap an event: three traces of one family of 65,536 to 262,144
 * one-process splits took 685 MB and 4.7 s CPU, and a family of 16 million copies ran out of the
 * 1 GB heap. So the inputs' events are counted on their records first, in O(records), and more
 * than {@link #MAX_EVENTS} in all is refused at once: a trace of a few hundred bytes costs a
 * moment whatever its copy counts. Traces at the small counts the laws need have far fewer (NWChem
 * at 16 processes: 3,527 events).
 */
public final class InputBound {
    /** 2^18 events over all inputs: about 400 MB and a few seconds of alignment. */
    public static final long MAX_EVENTS = 1L << 18;

    private InputBound() {}

    public static void check(List<Trace> traces) {
        check(traces, "extrapolate aligns one by one", "extrapolate from traces at smaller process counts, where the laws are fitted "
                + "(a few thousand events each is usual)");
    }

    /** As above for another reader of aligned traces: {@code what} it does with events, {@code advice} what to do instead. */
    public static void check(List<Trace> traces, String what, String advice) {
        long all = 0;
        StringBuilder each = new StringBuilder();
        for (Trace t : traces) {
            long n = events(t);
            all += n;
            each.append(each.length() > 0 ? ", " : "").append(String.format(Locale.ROOT, "%s: %,d", t.source(), n));
        }
        if (all > MAX_EVENTS) throw new InputException(String.format(Locale.ROOT, "the traces hold %,d events once their families are expanded "
                + "(%s), more than %s (%,d in all); %s", all, each, what, MAX_EVENTS, advice));
    }

    /**
     * The same bound on the files' records, counted on their bytes before any is read (a record stands
     * for one event or more): a 100,000-step loop at three counts is refused in a fraction of a second
     * instead of after the first two traces are parsed (3.7 s).
     */
    public static void checkFiles(List<Path> files) throws IOException {
        RecordCount.Files counted = RecordCount.of(files);
        long all = counted.total();
        String each = counted.each();
        if (all > MAX_EVENTS) throw new InputException(String.format(Locale.ROOT, "the traces hold %,d records, so at least as many "
                + "events (%s), more than extrapolate aligns one by one (%,d in all); extrapolate from traces at smaller process counts, "
                + "where the laws are fitted (a few thousand events each is usual)", all, each, MAX_EVENTS));
    }

    /** Single events the trace stands for, counted on its records. */
    public static long events(Trace t) {
        long n = 0;
        for (TraceEvent r : t.records()) n += r.expandedCount();
        return n;
    }
}
