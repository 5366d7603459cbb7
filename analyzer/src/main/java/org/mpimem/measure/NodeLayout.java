package org.mpimem.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where a measured run's processes go: all on this machine as one node ({@code hosts} empty), on
 * nodes simulated on this machine (host names n1, n2, ...: MPICH's Hydra forks a proxy per
 * name, Open MPI starts a daemon per name in its own UTS namespace, so each library sees ppn
 * processes per node), or on the real hosts of a host file. Simulated nodes share one kernel:
 * no network hardware, no remote memory registration, shared memory between "nodes" possible
 * but not used by the library (it places peers by host name).
 */
public record NodeLayout(List<String> hosts, int ppn, boolean simulated) {
    public NodeLayout {
        hosts = List.copyOf(hosts);
    }

    public static NodeLayout oneNode() {
        return new NodeLayout(List.of(), 0, false);
    }

    /** {@code np / ppn} simulated nodes named n1, n2, ... */
    public static NodeLayout simulated(int np, int ppn) {
        List<String> h = new ArrayList<>();
        for (int i = 1; i <= np / ppn; i++) h.add("n" + i);
        return new NodeLayout(h, ppn, true);
    }

    /** The first {@code np / ppn} hosts of a host file's list (checked by the caller to be enough). */
    public static NodeLayout real(List<String> names, int np, int ppn) {
        return new NodeLayout(names.subList(0, np / ppn), ppn, false);
    }

    public boolean oneMachineNode() {
        return hosts.isEmpty();
    }

    /** "h1:2,h2:2": the host list both launchers take (MPICH -hosts, Open MPI --host). */
    public String hostList() {
        return String.join(",", hosts.stream().map(h -> h + ":" + ppn).toList());
    }

    /** "one node", "4 simulated nodes of 2", "4 nodes of 2". */
    public String label() {
        if (hosts.isEmpty()) return "one node";
        return String.format(Locale.ROOT, "%d %snodes of %d", hosts.size(), simulated ? "simulated " : "", ppn);
    }
}
