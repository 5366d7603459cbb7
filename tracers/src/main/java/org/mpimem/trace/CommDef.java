package org.mpimem.trace;

import java.util.List;
import java.util.Map;

/**
 * One communicator as the application created it. For an intracommunicator {@code local} holds
 * all members in rank order and {@code remote} is null. For an intercommunicator {@code local}
 * and {@code remote} are its two groups as seen by the processes of {@code local}; the processes
 * of {@code remote} see them swapped. {@code attrs} keeps what the call was given where known
 * (color, key, reorder, high). {@code line} is where the definition was read, 0 if generated.
 */
public record CommDef(int id, MpiCall call, List<Integer> parents, Members local, Members remote,
                      Map<String, String> attrs, int line) {

    public CommDef {
        parents = List.copyOf(parents);
        attrs = Map.copyOf(attrs);
    }

    public static CommDef intra(int id, MpiCall call, List<Integer> parents, Members members) {
        return new CommDef(id, call, parents, members, null, Map.of(), 0);
    }

    public static CommDef inter(int id, MpiCall call, List<Integer> parents, Members local, Members remote) {
        return new CommDef(id, call, parents, local, remote, Map.of(), 0);
    }

    public CommKind kind() {
        return remote == null ? CommKind.INTRA : CommKind.INTER;
    }

    public boolean isInter() {
        return remote != null;
    }

    /** Members of an intracommunicator; the local group of an intercommunicator. */
    public Members members() {
        return local;
    }

    /** Every process that holds this communicator: both groups of an intercommunicator. */
    public int processCount() {
        return local.size() + (remote == null ? 0 : remote.size());
    }

    public CommDef withAttrs(Map<String, String> a) {
        return new CommDef(id, call, parents, local, remote, a, line);
    }

    public CommDef atLine(int l) {
        return new CommDef(id, call, parents, local, remote, attrs, l);
    }
}
