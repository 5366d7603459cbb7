package org.mpimem.survey;

import org.mpimem.classify.Classification;
import org.mpimem.classify.Classifier;
import org.mpimem.classify.Column;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Table I classifies each profile at its own placement (LSMS at Fig. 1's 4 processes per node),
 * while the summary replays every profile at the survey's. Where a Table I mark depends on that
 * difference, the summary says so: classified again at the survey's placement, not typed in.
 */
final class PlacementNotes {
    private PlacementNotes() {}

    static List<String> of(List<AppProfile> profiles, int ppn) {
        List<String> out = new ArrayList<>();
        for (AppProfile p : profiles) {
            if (p.defaultPpn() == ppn) continue;
            Classification own = Classifier.classify(p.name(), AppProfiles.generateDefault(p)),
                    here = Classifier.classify(p.name(), p.generate(p.defaultProcs(), ppn, Params.defaults(p)));
            List<String> lost = new ArrayList<>(), gained = new ArrayList<>();
            for (Column c : Column.values()) {
                if (own.marked(c) && !here.marked(c)) lost.add(c.header());
                if (!own.marked(c) && here.marked(c)) gained.add(c.header());
            }
            if (lost.isEmpty() && gained.isEmpty()) continue;
            String why = own.firstInternal().map(f -> " (its " + f.internal() + " of a " + f.userSize() + "-process communicator needs a lookup table)").orElse("");
            out.add(String.format(Locale.ROOT, "%s runs here at %d processes per node, but Table I classifies it at %d per node, its "
                            + "profile's placement%s; classified at %,d processes and %d per node its row %s.", p.name(), ppn, p.defaultPpn(),
                    why, p.defaultProcs(), ppn, change(lost, gained)));
        }
        return out;
    }

    private static String change(List<String> lost, List<String> gained) {
        List<String> parts = new ArrayList<>();
        if (!lost.isEmpty()) parts.add("loses the " + String.join(", ", lost) + " mark" + (lost.size() > 1 ? "s" : ""));
        if (!gained.isEmpty()) parts.add("gains the " + String.join(", ", gained) + " mark" + (gained.size() > 1 ? "s" : ""));
        return String.join(" and ", parts);
    }
}
