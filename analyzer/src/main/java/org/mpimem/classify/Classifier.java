package org.mpimem.classify;

import org.mpimem.model.mpich.Pattern;
import org.mpimem.model.mpich.PatternDetector;
import org.mpimem.model.scan.Positions;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Classifies the user-visible communicators of a trace into Table I's columns by call family and,
 * for splits, by MPICH's pattern of the child→parent rank array (offset, stride, irregular); then
 * looks under each communicator for internal ones that need an AV-Rankmap lookup table.
 */
public final class Classifier {
    private Classifier() {}

    /** Both groups of a live communicator: {@code remote} is null for an intracommunicator. */
    record Groups(Members local, Members remote) {}

    public static Classification classify(String application, Trace t) {
        CommGroups comms = new CommGroups(t);
        Map<Integer, ProcessGroup> groups = new HashMap<>();
        for (ProcessGroup g : t.groups()) groups.put(g.id(), g);
        Map<Column, Integer> counts = new EnumMap<>(Column.class);
        InternalComms internal = new InternalComms();
        long tables = 0, n = 0;
        Optional<InternalFinding> first = Optional.empty();
        for (TraceEvent e : t.records()) { // a family's copies through the few that stand for them all (FamilyCopies)
            for (FamilyCopies.Copy k : FamilyCopies.of(e, comms, groups)) {
                CommDef d = k.comm();
                n += k.weight();
                counts.merge(column(d, comms::get), (int) k.weight(), Integer::sum);
                Optional<InternalFinding> found = Optional.empty();
                for (Members side : d.isInter() ? List.of(d.local(), d.remote()) : List.of(d.local())) {
                    if (found.isPresent()) break;
                    found = internal.check(d.id(), d.call().mpiName(), side, groups.get(Members.groupOf(side.get(0))).placement());
                }
                if (found.isPresent()) {
                    tables += k.weight();
                    if (first.isEmpty()) first = found;
                }
            }
            comms.add(e);
        }
        return new Classification(application, t.source(), t.worldSize(), Math.toIntExact(n), counts, Math.toIntExact(tables), first, List.of());
    }

    static Column column(CommDef d, java.util.function.IntFunction<Groups> comms) {
        return switch (d.call().family()) {
            case DUP -> Column.DUP;
            case TOPO -> Column.TOPO;
            case INTERCOMM, MERGE, DYNAMIC -> Column.INTERCOMM;
            // MPI_COMM_SELF, each process's own: the child's one process
            case SPLIT -> split(d, d.parents().get(0) == Trace.SELF ? new Groups(d.local(), d.remote()) : comms.apply(d.parents().get(0)));
        };
    }

    /** The worse of the patterns of the child's group(s) in the parent's group(s) that hold them. */
    private static Column split(CommDef d, Groups parent) {
        if (!d.isInter()) return of(pattern(parent.local(), d.local()));
        boolean localFirst = contains(parent.local(), d.local().get(0));
        Members pl = localFirst ? parent.local() : parent.remote(), pr = localFirst ? parent.remote() : parent.local();
        Column a = of(pattern(pl, d.local())), b = of(pattern(pr, d.remote()));
        return a.ordinal() >= b.ordinal() ? a : b;
    }

    private static Pattern pattern(Members parent, Members child) {
        return PatternDetector.detect(new Positions(parent).of(child));
    }

    private static Column of(Pattern p) {
        return switch (p.kind()) {
            case DIRECT, OFFSET -> Column.OFFSET;
            case STRIDE, STRIDE_BLOCK -> Column.STRIDE;
            case IRREGULAR -> Column.IRREG;
        };
    }

    private static boolean contains(Members m, long process) {
        return m.runs().stream().anyMatch(r -> r.group() == Members.groupOf(process) && r.contains(Members.rankOf(process)));
    }
}
