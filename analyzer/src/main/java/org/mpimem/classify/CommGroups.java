package org.mpimem.classify;

import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Members;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The groups of every communicator made so far, by id, for the parents of later ones: a single
 * communicator's kept as they are, a family's copies found from the family (one entry, not one per
 * copy: 16 million one-process splits are one family and one map entry).
 */
final class CommGroups {
    private final Map<Integer, Classifier.Groups> single = new HashMap<>();
    private final TreeMap<Integer, CommFamily> families = new TreeMap<>();

    CommGroups(Trace t) {
        for (ProcessGroup g : t.groups()) single.put(g.worldComm(), new Classifier.Groups(Members.range(g.id(), 0, g.size()), null));
    }

    /** Keeps what a record made, for the parents of later ones. */
    void add(TraceEvent e) {
        if (e instanceof TraceEvent.Created c) single.put(c.comm().id(), new Classifier.Groups(c.comm().local(), c.comm().remote()));
        if (e instanceof TraceEvent.CreatedFamily f) families.put(f.family().firstId(), f.family());
    }

    Classifier.Groups get(int id) {
        Classifier.Groups g = single.get(id);
        if (g != null) return g;
        Map.Entry<Integer, CommFamily> f = families.floorEntry(id);
        return f != null && f.getValue().holds(id) ? new Classifier.Groups(f.getValue().member(id - f.getKey()).local(), null) : null;
    }
}
