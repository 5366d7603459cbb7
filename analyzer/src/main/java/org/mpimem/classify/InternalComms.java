package org.mpimem.classify;

import org.mpimem.model.Design;
import org.mpimem.model.Mapping;
import org.mpimem.model.Models;
import org.mpimem.model.scan.NodeSplit;
import org.mpimem.model.mpich.PatternDetector;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;

import java.util.Optional;

/**
 * Finds the internal communicators ({@code node_roots_comm}, {@code node_comm}) that need a lookup
 * table in AV-Rankmap, using the replay model's own pieces: {@link NodeSplit} for which ranks MPICH
 * puts in them and the AV-Rankmap {@link Design} for the mode it derives. Only communicators whose
 * own mapping is regular are examined: under an irregular one the table is already user-visible.
 */
final class InternalComms {
    private final Design av = Models.AV_RANKMAP.create(SizeProfiles.defaultProfile());

    /** The first internal communicator of this user communicator (or intercomm side) that needs a table. */
    Optional<InternalFinding> check(int id, String call, Members members, Placement placement) {
        if (members.size() < 2 || !members.singleGroup() || !PatternDetector.detect(members).isRegular())
            return Optional.empty();
        NodeSplit split = NodeSplit.of(members, placement);
        if (!split.hasHierarchy()) return Optional.empty();
        Mapping user = av.fromProcesses(members, false);
        Optional<InternalFinding> roots = derive(user, split.external(), "node_roots_comm", id, call, members, split.roots());
        if (roots.isPresent()) return roots;
        boolean once = av.shiftInvariant(user);
        for (NodeSplit.Cycle c : split.cycles())
            for (int i = 0; i < c.nodes().size(); i++) {
                if (c.nodes().get(i).size() < 2) continue;
                for (int k = 0; k < (once ? 1 : c.repeat()); k++) {
                    NodeSplit.Node n = c.at(i, k);
                    Optional<InternalFinding> f = derive(user, n.positions(), "node_comm", id, call, members, n.processes());
                    if (f.isPresent()) return f;
                }
            }
        return Optional.empty();
    }

    private Optional<InternalFinding> derive(Mapping user, Members positions, String what, int id, String call,
                                             Members members, Members processes) {
        Mapping m = av.derive(user, positions, true);
        av.release(m);
        if (!m.mode().contains("LUT")) return Optional.empty();
        return Optional.of(new InternalFinding(what, id, call, members.size(), m.mode(), positions, processes));
    }
}
