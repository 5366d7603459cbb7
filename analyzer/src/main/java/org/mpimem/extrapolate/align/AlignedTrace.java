package org.mpimem.extrapolate.align;

import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.InputException;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A trace cut into blocks: maximal runs of consecutive events of one site. A communicator's site is
 * its creating call, its attributes (colour aside) and its parents' sites, so the k-th dup of the
 * communicator made by the 2nd split of WORLD is found again in a trace at another scale; a free's
 * site is the freed communicator's; a process group's is its origin and its order among groups.
 */
public final class AlignedTrace {
    public record Block(String site, List<Item> items) {}

    public final Trace trace;
    public final Scale scale;
    public final List<Block> blocks = new ArrayList<>();
    /** Comm id -> {site, index}; comm 0 and groups' worlds are sites of their own. */
    private final Map<Integer, Object[]> where = new HashMap<>();
    private final Map<String, Integer> siteCounts = new HashMap<>();
    /**
     * Site keys, free sites and templates made once per distinct site, not once per event: a site may be 4,000 characters
     * (a symbolised C++ frame), and a family of 65,536 copies then made 65,536 copies of its key, and as many of its free's,
     * which ran three small traces out of the 1 GB heap (issue 29 item 7). Keyed by parts whose strings the events share.
     */
    private final Map<List<Object>, String> siteKeys = new HashMap<>();
    private final Map<String, String> freeSites = new HashMap<>();
    private final Map<Template, Template> templates = new HashMap<>();
    /** Comm id -> its definition, for the members a dup or topology takes from its parent (a process group's world: its range). */
    private final Map<Integer, CommDef> defs = new HashMap<>();

    public AlignedTrace(Trace trace) {
        this(trace, true);
    }

    /**
     * With {@code laws} false (trace diff, check: only the sites and fields are read) a world
     * placement that is not blocks of ppn ranks is no error: the scale, which only laws read, then says ppn 1.
     */
    public AlignedTrace(Trace trace, boolean laws) {
        this.trace = trace;
        this.scale = new Scale(trace.worldSize(), laws ? Placements.ppn(trace.world().placement(), trace.source()) : ppnOrOne(trace));
        where.put(Trace.WORLD, new Object[] {"WORLD", 0});
        defs.put(Trace.WORLD, CommDef.intra(Trace.WORLD, MpiCall.COMM_DUP, List.of(), Members.range(0, 0, trace.worldSize())));
        int groups = 0;
        for (TraceEvent e : CallOrder.canonical(trace)) { // the merge's order within one call is no law's
            if (e instanceof TraceEvent.GroupAdded g) {
                groups++;
                where.put(g.group().worldComm(), new Object[] {"G" + groups, 0});
                defs.put(g.group().worldComm(), CommDef.intra(g.group().worldComm(), MpiCall.COMM_DUP, List.of(),
                        Members.range(g.group().id(), 0, g.group().size())));
                add("group " + groups + " " + g.group().origin(), new Template.Group(g.group().origin()),
                        new long[] {g.group().size(), Placements.ppn(g.group().placement(), trace.source())}, new boolean[2], e);
            } else if (e instanceof TraceEvent.Freed f) {
                Object[] w = where.get(f.commId());
                String freed = freeSites.computeIfAbsent((String) w[0], k -> ("free " + k).intern());
                add(freed, template(new Template.Free(f.call(), (String) w[0])), new long[] {(Integer) w[1]}, new boolean[1], e);
            } else if (e instanceof TraceEvent.Created c) {
                comm(c.comm(), e);
            }
        }
    }

    private static int ppnOrOne(Trace t) {
        try {
            return Placements.ppn(t.world().placement(), t.source());
        } catch (InputException e) {
            return 1;
        }
    }

    private void comm(CommDef d, TraceEvent e) {
        List<String> parentSites = new ArrayList<>();
        List<Long> f = new ArrayList<>();
        List<Boolean> wild = new ArrayList<>();
        for (int p : d.parents()) {
            Object[] w = p == Trace.SELF ? new Object[] {"SELF", 0} : where.get(p);
            parentSites.add((String) w[0]);
            f.add((long) (Integer) w[1]);
            wild.add(false);
        }
        boolean inherits = ParentMembers.inherits(d, d.parents().isEmpty() ? null : defs.get(d.parents().get(0)));
        if (!d.isInter() || inherits) defs.put(d.id(), d);
        List<Integer> lg = runs(d.local(), f, wild), rg = d.remote() == null ? null : runs(d.remote(), f, wild);
        TreeMap<String, String> attrs = new TreeMap<>(d.attrs());
        attrs.remove("size");
        String color = attrs.get("color");
        boolean numeric = color != null && color.matches("-?[0-9]{1,18}");
        if (numeric) {
            attrs.remove("color");
            f.add(Long.parseLong(color));
            wild.add(false);
        }
        TreeMap<String, String> keyAttrs = new TreeMap<>(attrs);
        keyAttrs.remove("color");
        String site = siteKeys.computeIfAbsent(List.of(d.call(), rg == null, keyAttrs, parentSites), k ->
                Sites.key(d.call().mpiName() + (rg == null ? "" : " inter") + (keyAttrs.isEmpty() ? "" : " " + keyAttrs), parentSites).intern());
        where.put(d.id(), new Object[] {site, siteCounts.getOrDefault(site, 0)});
        if (inherits) { // MPI gives the members: the parent's position is the one field
            add(site, template(new Template.ParentGroup(d.call(), parentSites.get(0), attrs, rg != null, d.attrs().containsKey("size"))),
                    new long[] {f.get(0)}, new boolean[1], e);
            return;
        }
        Template t = template(new Template.Comm(d.call(), parentSites, lg, rg, attrs, numeric, d.attrs().containsKey("size")));
        long[] fa = f.stream().mapToLong(Long::longValue).toArray();
        boolean[] wa = new boolean[wild.size()];
        for (int i = 0; i < wa.length; i++) wa[i] = wild.get(i);
        add(site, t, fa, wa, e);
    }

    /**
     * The one instance of an equal template in this trace, its attribute values interned the first time: equal templates of
     * different traces then share their strings, and comparing them (every item of a unit, against its first) is a
     * reference check, not a walk through a 4,000-character site.
     */
    private Template template(Template t) {
        Template known = templates.get(t);
        if (known != null) return known;
        Template interned = t;
        if (t instanceof Template.Comm c) interned = new Template.Comm(c.call(), c.parentSites(), c.localGroups(), c.remoteGroups(),
                interned(c.attrs()), c.numericColor(), c.hasSize(), c.cyclic());
        else if (t instanceof Template.ParentGroup g) interned = new Template.ParentGroup(g.call(), g.parentSite(), interned(g.attrs()),
                g.inter(), g.hasSize());
        templates.put(interned, interned);
        return interned;
    }

    private static java.util.SortedMap<String, String> interned(java.util.SortedMap<String, String> attrs) {
        TreeMap<String, String> out = new TreeMap<>();
        for (Map.Entry<String, String> e : attrs.entrySet()) out.put(e.getKey().intern(), e.getValue().intern());
        return out;
    }

    /** Appends start, count, stride of each run (the stride of a one-process run is wild) and returns the runs' groups. */
    private static List<Integer> runs(Members m, List<Long> f, List<Boolean> wild) {
        List<Integer> groups = new ArrayList<>();
        for (Run r : m.runs()) {
            groups.add(r.group());
            f.add((long) r.start());
            f.add((long) r.count());
            f.add((long) r.stride());
            wild.add(false);
            wild.add(false);
            wild.add(r.count() == 1);
        }
        return groups;
    }

    private void add(String site, Template t, long[] fields, boolean[] wild, TraceEvent e) {
        int index = siteCounts.merge(site, 1, Integer::sum) - 1;
        Item it = new Item(site, index, t, fields, wild, e);
        if (!blocks.isEmpty() && blocks.get(blocks.size() - 1).site().equals(site)) blocks.get(blocks.size() - 1).items().add(it);
        else blocks.add(new Block(site, new ArrayList<>(List.of(it))));
    }
}
