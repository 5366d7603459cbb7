package org.mpimem.extrapolate.laws;

import org.mpimem.extrapolate.align.Item;
import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.align.Template;
import java.util.List;
import java.util.Locale;

/** How the member lists of an irregular unit look at each traced scale: communicators, runs and processes. */
final class Shapes {
    private Shapes() {}

    static String describe(List<List<Item>> perTrace, List<Scale> scales) {
        StringBuilder b = new StringBuilder();
        for (int t = 0; t < perTrace.size(); t++) {
            long runs = 0, procs = 0;
            for (Item it : perTrace.get(t)) {
                if (!(it.template() instanceof Template.Comm c)) continue;
                runs += c.localGroups().size() + (c.remoteGroups() == null ? 0 : c.remoteGroups().size());
                procs += processes(it, c);
            }
            b.append(String.format(Locale.ROOT, "%s%d comms, %d runs, %d processes at P=%d", t > 0 ? "; " : "",
                    perTrace.get(t).size(), runs, procs, scales.get(t).procs()));
        }
        return b.toString();
    }

    /** Members of the communicator (both groups of an intercommunicator): the sum of its runs' counts. */
    static long processes(Item it, Template.Comm c) {
        int runs = c.localGroups().size() + (c.remoteGroups() == null ? 0 : c.remoteGroups().size());
        long n = 0;
        int w = c.runWidth();
        for (int i = 0; i < runs; i++) n += it.fields()[c.parentSites().size() + w * i + 1] * (c.cyclic() ? it.fields()[c.parentSites().size() + w * i + 3] : 1);
        return n;
    }
}
