package org.mpimem.extrapolate.report;

import org.mpimem.extrapolate.align.AlignedTrace;
import org.mpimem.extrapolate.align.Item;
import org.mpimem.model.Design;
import org.mpimem.replay.Replayer;
import org.mpimem.replay.TaggedPeak;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The share of replayed memory each refused unit carries at the traced scales: the bytes its
 * communicators hold on the most-loaded process at the peak, per design, as a share of that
 * process's bytes. Tells the user whether a refusal matters for the answer they want.
 * <p>
 * Each trace is replayed once per design with every refused unit's events tagged ({@link TaggedPeak},
 * the split {@code replay --by-site} makes by call site): what the ledger gains or loses while an
 * event is replayed is its unit's. A communicator made from a tagged unit's communicators (or with
 * members in a process group a tagged unit added) goes with that unit: it carries the unit's tag,
 * or, when it is refused itself, its own, which is then added to the unit's. A free is the tag of
 * the communicator it frees. A structure several communicators share is charged to the one that
 * first needed it, as in {@code --by-site}.
 * <p>
 * This replaced a replay of each trace without each unit: refused units times trace length (NWChem
 * from seven traces with 746 refused units: 111 s). That replay said how much lower the peak would
 * be without the unit, which for a shared structure is 0 while another unit needs it; the split at
 * the peak charges it to the first unit that needed it. Either tells whether a refusal matters; only
 * this one costs the trace's length.
 */
public final class MemoryShare {
    /** What a unit made only of frees carries. */
    static final String FREES_ONLY = "none of its own: it frees communicators another unit made, whose share is that unit's";

    private final TaggedPeak replay;
    private final List<Design> designs;

    public MemoryShare(Replayer replayer, List<Design> designs) {
        this.replay = new TaggedPeak(replayer);
        this.designs = designs;
    }

    /** The share lines of each refused unit ({@code units.get(u).get(t)}: unit u's items in trace t), two replays per trace and design. */
    public List<List<String>> ofEach(List<AlignedTrace> traces, List<List<List<Item>>> units) {
        int[] tagOfUnit = new int[units.size()];
        int tags = 1; // tag 0: every event no refused unit carries
        for (int u = 0; u < units.size(); u++)
            tagOfUnit[u] = units.get(u).stream().flatMap(List::stream).allMatch(it -> it.event() instanceof TraceEvent.Freed) ? -1 : tags++;
        List<List<String>> out = new ArrayList<>();
        for (int u = 0; u < units.size(); u++) out.add(tagOfUnit[u] < 0 ? List.of(FREES_ONLY) : new ArrayList<>());
        if (tags == 1) return out;
        for (int t = 0; t < traces.size(); t++) {
            Trace whole = traces.get(t).trace;
            Map<Integer, Integer> own = new HashMap<>(); // comm id (a group's: its world comm's) -> the refused unit's tag
            for (int u = 0; u < units.size(); u++)
                if (tagOfUnit[u] > 0) for (Item it : units.get(u).get(t)) {
                    if (it.event() instanceof TraceEvent.Created c) own.put(c.comm().id(), tagOfUnit[u]);
                    else if (it.event() instanceof TraceEvent.GroupAdded g) own.put(g.group().worldComm(), tagOfUnit[u]);
                }
            Tags tagOf = new Tags(whole, own);
            String[] lines = new String[units.size()];
            for (int u = 0; u < units.size(); u++) lines[u] = String.format(Locale.ROOT, "P=%d:", whole.worldSize());
            for (Design d : designs) {
                TaggedPeak.Split s = replay.replay(whole, d, tagOf::of, tags);
                long[] carried = tagOf.withDescendants(s.byTag());
                for (int u = 0; u < units.size(); u++) {
                    if (tagOfUnit[u] < 0) continue;
                    long mine = carried[tagOfUnit[u]];
                    // a free of a shared structure may fall to a unit that did not charge it: never below 0
                    lines[u] += String.format(Locale.ROOT, " %s %.1f%%", d.name(), s.total() == 0 ? 0 : Math.max(0, 100.0 * mine / s.total()));
                }
            }
            for (int u = 0; u < units.size(); u++) if (tagOfUnit[u] > 0) out.get(u).add(lines[u]);
        }
        return out;
    }

    /** Each event's tag in one trace, found once in trace order (a parent is made before its children). */
    private static final class Tags {
        private final Map<Integer, Integer> commTag = new HashMap<>(); // comm id -> tag, only when not 0
        private final Map<Integer, Integer> groupTag = new HashMap<>(); // process group id -> tag, only when not 0

        /** Tags in the order their first event comes (a unit after the unit it descends from), and each one's parent tag (0: none). */
        private final List<Integer> firstSeen = new ArrayList<>();
        private final Map<Integer, Integer> parentTag = new HashMap<>();

        Tags(Trace t, Map<Integer, Integer> own) {
            for (TraceEvent e : t.events()) {
                if (e instanceof TraceEvent.GroupAdded g) {
                    Integer tag = own.get(g.group().worldComm());
                    if (tag != null && !parentTag.containsKey(tag)) {
                        firstSeen.add(tag);
                        parentTag.put(tag, 0);
                    }
                    if (tag != null) {
                        groupTag.put(g.group().id(), tag);
                        commTag.put(g.group().worldComm(), tag);
                    }
                } else if (e instanceof TraceEvent.Created c) {
                    CommDef d = c.comm();
                    Integer tag = own.get(d.id()), from = inherited(d);
                    if (tag != null && !parentTag.containsKey(tag)) { // a refused unit made from another's communicators: a child of it
                        firstSeen.add(tag);
                        parentTag.put(tag, from == null ? 0 : from);
                    }
                    if (tag == null) tag = from;
                    if (tag != null) commTag.put(d.id(), tag);
                }
            }
        }

        /** The tag of the first tagged parent, else of the first tagged process group among the members, else null. */
        private Integer inherited(CommDef d) {
            for (int p : d.parents()) {
                Integer tag = commTag.get(p);
                if (tag != null) return tag;
            }
            if (groupTag.isEmpty()) return null;
            Integer tag = ofGroups(d.local());
            return tag != null || d.remote() == null ? tag : ofGroups(d.remote());
        }

        private Integer ofGroups(Members m) {
            for (Run r : m.runs()) {
                Integer tag = groupTag.get(r.group());
                if (tag != null) return tag;
            }
            return null;
        }

        /**
         * Each tag's bytes with those of the refused units made from its communicators, and theirs: what would go with
         * the unit. Children come after their parents, so one pass from the last tag first adds each to its parent.
         */
        long[] withDescendants(long[] own) {
            long[] sum = own.clone();
            for (int i = firstSeen.size() - 1; i >= 0; i--) {
                int tag = firstSeen.get(i), parent = parentTag.get(tag);
                if (parent != 0) sum[parent] += sum[tag];
            }
            return sum;
        }

        int of(TraceEvent e) {
            Integer tag = null;
            if (e instanceof TraceEvent.Created c) tag = commTag.get(c.comm().id());
            else if (e instanceof TraceEvent.Freed f) tag = commTag.get(f.commId());
            else if (e instanceof TraceEvent.GroupAdded g) tag = groupTag.get(g.group().id());
            return tag == null ? 0 : tag;
        }
    }
}
