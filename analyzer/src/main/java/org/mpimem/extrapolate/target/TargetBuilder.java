package org.mpimem.extrapolate.target;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.align.Template;
import org.mpimem.extrapolate.laws.FieldLaw;
import org.mpimem.extrapolate.laws.IrregularEstimate;
import org.mpimem.extrapolate.laws.IrregularFit;
import org.mpimem.extrapolate.laws.UnitFit;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.CommFamily;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.ProcessGroup;
import org.mpimem.trace.Run;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes the target trace unit by unit from the fitted laws: each event is built from its fields'
 * values (runs, never expanded member lists), so a regular communicator costs its runs whatever P.
 * A unit whose events cannot be built (a parent that is not in the target trace, a run that leaves
 * the rank range) is left out whole and refused with the reason; ids are numbered as
 * {@link Trace.Builder} numbers them, so a complete extrapolation has the ids of the real trace.
 * A unit whose communicators are translates of one another made by one call is written as one
 * family record, and their frees, when consecutive, as one family free ({@link Families}): a split
 * into P singletons costs O(1) here, not O(P).
 */
public final class TargetBuilder {
    private final Scale target;
    private final List<TraceEvent> events = new ArrayList<>();
    private final Map<String, IdRanges> ids = new HashMap<>();
    /** Group id -> its size at the target (the world is group 0). */
    private final Map<Integer, Integer> groupSizes = new HashMap<>();
    /** Sites with a refused unit: later units of the site would take the wrong positions, so they are refused too. */
    private final java.util.Set<String> broken = new java.util.HashSet<>();
    /** Intracommunicator id -> its members at the target, for irregular units drawn from them. */
    private final Map<Integer, Members> membersOf = new HashMap<>();
    /** Intercommunicator id -> its definition, for an intercommunicator's dup. */
    private final Map<Integer, CommDef> interOf = new HashMap<>();
    /** The families written so far, by first id: their copies' members without a map entry each. */
    private final TreeMap<Integer, CommFamily> families = new TreeMap<>();
    private int nextId = 1, groups = 0;

    public TargetBuilder(Scale target) {
        this.target = target;
        ids.put("WORLD", IdRanges.of(Trace.WORLD));
        groupSizes.put(0, (int) target.procs());
        membersOf.put(Trace.WORLD, Members.range(0, 0, (int) target.procs()));
    }

    /** Adds the unit's events; null when done, else why the unit is left out. */
    public String add(UnitFit u) {
        String why = build(u);
        if (why != null) broken.add(u.site);
        return why;
    }

    /** Marks the site of a unit refused before it was built. */
    public void refused(String site) {
        broken.add(site);
    }

    private String build(UnitFit u) {
        if (broken.contains(u.site)) return "an earlier block of this site was not extrapolated, so its positions are unknown; what settles that block settles this one";
        List<TraceEvent> out = new ArrayList<>();
        IdRanges made = new IdRanges();
        int id = nextId;
        Map<Integer, Integer> newGroups = new HashMap<>();
        try {
            long n = u.events();
            if (n > Integer.MAX_VALUE) return "too many events at the target: " + n;
            List<TraceEvent> whole = Families.of(u, (int) n, id, ids, (t, f, i) -> comm(t, f, i, newGroups));
            if (whole != null && whole.get(0) instanceof TraceEvent.CreatedFamily) {
                made.addRange(id, (int) n);
                id += (int) n;
            }
            for (int k = 0; k < n && whole == null; k++) {
                long q = k / u.period;
                FieldLaw[] row = u.laws[k % u.period];
                long[] f = new long[row.length];
                for (int i = 0; i < row.length; i++) f[i] = row[i].at(q);
                if (u.template instanceof Template.Group g) {
                    int gid = groups + 1 + newGroups.size();
                    out.add(new TraceEvent.GroupAdded(new ProcessGroup(gid, toInt(f[0]), new Placement.Block(toInt(f[1])), id, g.origin()), 0));
                    newGroups.put(gid, toInt(f[0]));
                    made.add(id++);
                } else if (u.template instanceof Template.ParentGroup pg) {
                    out.add(new TraceEvent.Created(inherited(pg, lookup(pg.parentSite(), f[0]), id)));
                    made.add(id++);
                } else if (u.template instanceof Template.Free fr) {
                    out.add(new TraceEvent.Freed(lookup(fr.targetSite(), f[0]), fr.call(), 0));
                } else {
                    out.add(new TraceEvent.Created(comm((Template.Comm) u.template, f, id, newGroups)));
                    made.add(id++);
                }
            }
            if (whole != null) out.addAll(whole);
        } catch (IllegalArgumentException | IndexOutOfBoundsException | ArithmeticException e) {
            return "cannot be built at the target: " + e.getMessage();
        }
        commit(out, id);
        for (int g : newGroups.keySet()) ids.put("G" + g, IdRanges.of(((TraceEvent.GroupAdded) out.get(g - groups - 1)).group().worldComm()));
        groups += newGroups.size();
        groupSizes.putAll(newGroups);
        if (!(u.template instanceof Template.Free) && !(u.template instanceof Template.Group))
            ids.computeIfAbsent(u.site, s -> new IdRanges()).addAll(made);
        return null;
    }

    private void commit(List<TraceEvent> out, int id) {
        events.addAll(out);
        nextId = id;
        for (TraceEvent e : out) {
            if (e instanceof TraceEvent.Created c && !c.comm().isInter()) membersOf.put(c.comm().id(), c.comm().local());
            if (e instanceof TraceEvent.Created c && c.comm().isInter()) interOf.put(c.comm().id(), c.comm());
            if (e instanceof TraceEvent.CreatedFamily f) families.put(f.family().firstId(), f.family());
            if (e instanceof TraceEvent.GroupAdded g) membersOf.put(g.group().worldComm(), Members.range(g.group().id(), 0, g.group().size()));
        }
    }

    /** Adds an irregular unit's estimate ({@link IrregularEstimate}); null when done, else why not. */
    public String addIrregular(IrregularFit u) {
        List<TraceEvent> out;
        try {
            if (broken.contains(u.site)) throw new IllegalArgumentException("an earlier block of this site was not extrapolated");
            out = IrregularEstimate.events(u, nextId, this::lookup, this::membersOf);
        } catch (IllegalArgumentException | IndexOutOfBoundsException | ArithmeticException e) {
            broken.add(u.site);
            return "irregular member lists, and their shape cannot be scaled either: " + e.getMessage();
        }
        ids.computeIfAbsent(u.site, s -> new IdRanges()).addRange(nextId, out.size());
        commit(out, nextId + out.size());
        return null;
    }

    /** An intracommunicator's members at the target: a single one's, or a family copy's. */
    private Members membersOf(int id) {
        Members m = membersOf.get(id);
        if (m != null) return m;
        Map.Entry<Integer, CommFamily> f = families.floorEntry(id);
        return f != null && f.getValue().holds(id) ? f.getValue().member(id - f.getKey()).local() : null;
    }

    /** A dup's, a window's or a topology's communicator: its parent's members, as MPI defines them. */
    private CommDef inherited(Template.ParentGroup t, int parent, int id) {
        Members local = t.inter() ? null : membersOf(parent);
        CommDef inter = t.inter() ? interOf.get(parent) : null;
        if (local == null && inter == null) throw new IllegalArgumentException("its parent " + parent + "'s members are not known at the target");
        TreeMap<String, String> attrs = new TreeMap<>(t.attrs());
        if (t.hasSize()) attrs.put("size", Integer.toString(inter == null ? local.size() : inter.local().size()));
        return new CommDef(id, t.call(), List.of(parent), inter == null ? local : inter.local(), inter == null ? null : inter.remote(), attrs, 0);
    }

    private CommDef comm(Template.Comm t, long[] f, int id, Map<Integer, Integer> newGroups) {
        List<Integer> parents = new ArrayList<>();
        int k = 0;
        for (String p : t.parentSites()) {
            parents.add(p.equals("SELF") ? Trace.SELF : lookup(p, f[k]));
            k++;
        }
        Members local = members(t, t.localGroups(), f, k, newGroups);
        k += t.runWidth() * t.localGroups().size();
        Members remote = t.remoteGroups() == null ? null : members(t, t.remoteGroups(), f, k, newGroups);
        k += t.remoteGroups() == null ? 0 : t.runWidth() * t.remoteGroups().size();
        TreeMap<String, String> attrs = new TreeMap<>(t.attrs());
        if (t.numericColor()) attrs.put("color", Long.toString(f[k]));
        if (t.hasSize()) attrs.put("size", Integer.toString(local.size()));
        return new CommDef(id, t.call(), parents, local, remote, attrs, 0);
    }

    /** The runs from {@code f[k]} on; a block-cyclic run ({@link Template.Comm#cyclic()}) is its blocks, each a run. */
    private Members members(Template.Comm t, List<Integer> groupsOfRuns, long[] f, int k, Map<Integer, Integer> newGroups) {
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < groupsOfRuns.size(); i++, k += t.runWidth()) {
            int g = groupsOfRuns.get(i);
            if (g > groups + newGroups.size()) throw new IllegalArgumentException("process group " + g + " is not in the target trace; what settles that group settles this one");
            long blocks = t.cyclic() ? f[k + 3] : 1, gap = t.cyclic() && blocks > 1 ? f[k + 4] : 0;
            if (blocks < 1 || blocks > Integer.MAX_VALUE) throw new IllegalArgumentException("its block-cyclic run has " + blocks + " blocks at the target");
            for (long b = 0; b < blocks; b++) {
                Run r = new Run(g, toInt(f[k] + b * gap), toInt(f[k + 1]), f[k + 1] == 1 ? 1 : Math.toIntExact(f[k + 2]));
                // checked here, not only by the validator at the end: one unit's law out of range must not lose the whole report
                int size = newGroups.getOrDefault(g, groupSizes.getOrDefault(g, 0));
                if (r.max() >= size)
                    throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "its run %s reaches rank %d of process group %d, "
                            + "which has %d processes at the target: the law fitted at the traced scales does not hold there, and "
                            + "no further trace at smaller counts settles it (trace nearer the target's scale)", r, r.max(), g, size));
                runs.add(r);
            }
        }
        return Members.of(runs);
    }

    private int lookup(String site, long position) {
        IdRanges l = ids.get(site);
        if (l == null || broken.contains(site)) throw new IllegalArgumentException("it refers to site '" + site + "', which is not in the target trace; what settles that site settles this one");
        if (position < 0 || position >= l.size())
            throw new IllegalArgumentException("it refers to position " + position + " of site '" + site + "', which has " + l.size());
        return l.get((int) position);
    }

    private static int toInt(long v) {
        if (v < 0 || v > Integer.MAX_VALUE) throw new IllegalArgumentException("value " + v + " out of range");
        return (int) v;
    }

    public Trace build(String source) {
        return new Trace(source, new ProcessGroup(0, (int) target.procs(), new Placement.Block(target.ppn()), Trace.WORLD,
                ProcessGroup.Origin.INITIAL), events);
    }
}
