package org.mpimem.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Semantic checks on a trace, event by event, in the order the events happen: the rules of
 * {@code docs/trace-format.md} that do not depend on the text form. The first problem found throws
 * a {@link TraceFormatException} naming the line of the offending record (0 for events built in
 * code). Member lists are compared on their runs (see {@link RunArithmetic}), so a
 * 786,432-process trace written as a few runs a communicator validates in milliseconds.
 *
 * <p>Use {@link #validate(Trace)} on a whole trace, or create a validator for the world and
 * {@link #accept(TraceEvent)} events as they come (what {@link TraceReader} does).
 */
public final class TraceValidator {

    /** The optional fields of a communicator record, in the order {@link TraceWriter} writes them. */
    /** A call site: symbolized, or the object and offset the tracer recorded (docs/trace-format.md). */
    private static final java.util.regex.Pattern SITE = java.util.regex.Pattern.compile(".+@.+:[0-9]+|(?:.+@)?.+\\+0x[0-9a-fA-F]+");
    public static final List<String> ATTRIBUTES = List.of("color", "key", "reorder", "high", "name", "size", "site");

    /** The calls a free record may name; the first is the default. */
    public static final List<String> FREE_CALLS = List.of("MPI_Comm_free", "MPI_Win_free", "MPI_Comm_disconnect");

    /** A communicator known to the validator: defined by a record or the world of a process group. */
    private static final class Comm {
        final int id, line, worldOf;
        final Members local, remote;
        int freedAt = -1;

        Comm(int id, Members local, Members remote, int line, int worldOf) {
            this.id = id;
            this.local = local;
            this.remote = remote;
            this.line = line;
            this.worldOf = worldOf;
        }

        boolean isInter() {
            return remote != null;
        }

        boolean freed() {
            return freedAt >= 0;
        }

        /** What an id clash is with: "already defined at line 3", "MPI_COMM_WORLD", ... */
        String what() {
            if (worldOf == 0) return "MPI_COMM_WORLD";
            if (worldOf > 0) return "the MPI_COMM_WORLD of group " + worldOf + (line > 0 ? " (group record at line " + line + ")" : "");
            return "already defined" + at(line);
        }
    }

    private final String file;
    private final long pairLimit;
    // a family neither apart nor in a range-parent is checked copy by copy: its union is built run by run
    static final long MAX_UNION_RUNS = 1L << 24;
    private final List<ProcessGroup> groups = new ArrayList<>();
    /** Single comms and the worlds, by id (sorted: a family's ids are checked as a range). */
    private final TreeMap<Integer, Comm> comms = new TreeMap<>();
    private final FamilyIds families = new FamilyIds();
    private final TrafficCheck traffic;
    /** How many single events have been accepted: where a traffic record must say it stands. */
    private long events;

    /** Starts a validation of a trace whose initial world is {@code world}, read at {@code line}. */
    public TraceValidator(String file, ProcessGroup world, int line) {
        this(file, world, line, RunArithmetic.PAIR_LIMIT);
    }

    TraceValidator(String file, ProcessGroup world, int line, long pairLimit) {
        this.file = String.valueOf(file);
        this.pairLimit = pairLimit;
        this.traffic = new TrafficCheck(this.file, pairLimit);
        if (world.id() != 0) throw fail(line, "the world process group must have id 0, has " + world.id());
        if (world.origin() != ProcessGroup.Origin.INITIAL)
            throw fail(line, "the world process group must have origin INITIAL, has " + world.origin());
        if (world.worldComm() != Trace.WORLD)
            throw fail(line, "the world process group's communicator must be 0 (MPI_COMM_WORLD), is " + world.worldComm());
        checkPlacement("world", world, line);
        addGroup(world, 0);
    }

    /** Checks a whole trace; returns normally if it is sound. */
    public static void validate(Trace trace) {
        TraceValidator v = new TraceValidator(trace.source(), trace.world(), 0);
        InFileOrder.walkUnchecked(trace, new InFileOrder.Visitor() {
            public void record(TraceEvent e) {
                v.accept(e);
            }

            public void traffic(Traffic t) {
                v.accept(t);
            }
        });
    }

    /** Checks a traffic record against the communicators alive after the events accepted so far. */
    public void accept(Traffic t) {
        traffic.check(t, events, id -> {
            Comm c = lookup(id);
            String who = (t instanceof Traffic.Collective k ? k.call() : "send") + " on comm " + id;
            if (c == null) throw fail(t.line(), who + ": unknown comm " + id);
            if (c.freed()) throw fail(t.line(), who + ": use after free: comm " + id + " was freed" + at(c.freedAt));
            return new TrafficCheck.Sides(c.local, c.remote);
        });
    }

    /** Checks one event against everything before it and records it. */
    public void accept(TraceEvent e) {
        events += e.expandedCount();
        if (e instanceof TraceEvent.Created c) create(c.comm());
        else if (e instanceof TraceEvent.Freed f) free(f);
        else if (e instanceof TraceEvent.GroupAdded g) group(g.group(), g.line());
        else if (e instanceof TraceEvent.CreatedFamily f) createFamily(f.family());
        else if (e instanceof TraceEvent.FreedFamily f) freeFamily(f);
    }

    /** The comm {@code id} names (a single one, a world, or a copy of a family, made on demand), or null. */
    private Comm lookup(int id) {
        Comm c = comms.get(id);
        if (c != null) return c;
        FamilyIds.Entry e = families.holding(id);
        if (e == null) return null;
        int j = id - e.family.firstId();
        Comm m = new Comm(id, e.family.member(j).local(), null, e.line, -1);
        m.freedAt = e.freedAt(j);
        return m;
    }

    /** The reason given when an explicit placement does not cover its group. */
    static String placementMismatch(String who, long covered, int size) {
        return who + ": the explicit placement covers " + covered + " ranks, the group has " + size + " processes";
    }

    // ---------------------------------------------------------------- groups

    private void group(ProcessGroup g, int line) {
        if (g.id() != groups.size())
            throw fail(line, "group id " + g.id() + " out of order: expected " + groups.size() + " (group ids count up from 1)");
        String who = "group " + g.id();
        if (g.origin() == ProcessGroup.Origin.INITIAL)
            throw fail(line, who + ": origin must be spawn or connect (only group 0 is the initial world)");
        checkPlacement(who, g, line);
        Comm taken = lookup(g.worldComm());
        if (g.worldComm() < 0) throw fail(line, who + ": negative world comm id " + g.worldComm());
        if (taken != null) throw fail(line, who + ": world comm id " + g.worldComm() + " is " + taken.what());
        addGroup(g, line);
    }

    private void addGroup(ProcessGroup g, int line) {
        groups.add(g);
        Members all = Members.range(g.id(), 0, g.size());
        comms.put(g.worldComm(), new Comm(g.worldComm(), all, null, g.id() == 0 ? 0 : line, g.id()));
    }

    private void checkPlacement(String who, ProcessGroup g, int line) {
        if (g.placement() == null) throw fail(line, who + ": no node placement");
        if (g.placement() instanceof Placement.Explicit x && x.size() != g.size())
            throw fail(line, placementMismatch(who, x.size(), g.size()));
    }

    // ---------------------------------------------------------------- frees

    private void free(TraceEvent.Freed f) {
        int line = f.line(), id = f.commId();
        if (!FREE_CALLS.contains(f.call()))
            throw fail(line, "free of comm " + id + ": unknown call '" + f.call() + "' (expected MPI_Comm_free, MPI_Win_free or MPI_Comm_disconnect)");
        freeOne(id, line);
    }

    private void freeOne(int id, int line) {
        Comm c = lookup(id);
        if (c == null) throw fail(line, "free of unknown comm " + id);
        if (c.worldOf == 0) throw fail(line, "cannot free comm 0, MPI_COMM_WORLD");
        if (c.worldOf > 0) throw fail(line, "cannot free comm " + id + ", the MPI_COMM_WORLD of group " + c.worldOf);
        if (c.freed()) throw fail(line, "comm " + id + " freed twice" + (c.freedAt > 0 ? " (first at line " + c.freedAt + ")" : ""));
        c.freedAt = line;
        FamilyIds.Entry e = families.holding(id);
        if (e != null && comms.get(id) == null) e.free(id - e.family.firstId(), id - e.family.firstId() + 1, line);
    }

    /** Frees ids first .. first+copies-1: a family's copies as one range each, so O(pieces), not O(copies). */
    private void freeFamily(TraceEvent.FreedFamily f) {
        int line = f.line();
        if (!FREE_CALLS.contains(f.call()))
            throw fail(line, "free of comm " + f.firstId() + ": unknown call '" + f.call() + "' (expected MPI_Comm_free, MPI_Win_free or MPI_Comm_disconnect)");
        long id = f.firstId(), end = (long) f.firstId() + f.copies();
        while (id < end) {
            FamilyIds.Entry e = families.holding(id);
            if (e == null) {
                if (id > Integer.MAX_VALUE) throw fail(line, "free of unknown comm " + id);
                freeOne((int) id++, line);
                continue;
            }
            int from = (int) (id - e.family.firstId()), to = (int) Math.min(e.family.copies(), end - e.family.firstId());
            int twice = e.freed.nextSetBit(from);
            if (twice >= 0 && twice < to) {
                int at = e.freedAt(twice);
                throw fail(line, "comm " + (e.family.firstId() + twice) + " freed twice" + (at > 0 ? " (first at line " + at + ")" : ""));
            }
            e.free(from, to, line);
            id = e.family.firstId() + (long) to;
        }
    }

    // ---------------------------------------------------------------- communicators

    private void create(CommDef d) {
        check(d);
        comms.put(d.id(), new Comm(d.id(), d.local(), d.remote(), d.line(), -1));
    }

    /** Checks a communicator against everything before it, without recording it; returns its parents. */
    private List<Comm> check(CommDef d) {
        int line = d.line(), id = d.id();
        if (d.call() == null) throw fail(line, "comm " + id + " has no call");
        String label = d.call().mpiName() + " " + id;
        if (d.local() == null || d.local().size() == 0) throw fail(line, label + " has no members");
        if (d.remote() != null && d.remote().size() == 0) throw fail(line, label + " has an empty remote group");
        if (id < 0) throw fail(line, label + ": negative comm id");
        Comm taken = lookup(id);
        if (taken != null) throw fail(line, label + ": comm id " + id + " is " + taken.what());

        MpiCall.Family family = d.call().family();
        int want = family == MpiCall.Family.INTERCOMM ? 2 : 1;
        if (d.parents().size() != want)
            throw fail(line, label + " needs " + want + (want == 1 ? " parent" : " parents") + ", has " + d.parents().size());
        List<Comm> parents = new ArrayList<>();
        for (int i = 0; i < d.parents().size(); i++) {
            int p = d.parents().get(i);
            if (p == Trace.SELF) {
                parents.add(self(d, label, i));
                continue;
            }
            Comm c = lookup(p);
            if (c == null) throw fail(line, label + ": unknown parent " + p);
            if (c.freed()) throw fail(line, label + ": use after free: parent " + p + " was freed" + at(c.freedAt));
            parents.add(c);
        }

        checkAttrs(d, label);
        boolean inter = d.isInter();
        checkRange(d, label, d.local(), inter ? "local " : "");
        if (inter) checkRange(d, label, d.remote(), "remote ");
        checkNoDuplicates(d, label, d.local(), inter ? "local group" : "members");
        if (inter) {
            checkNoDuplicates(d, label, d.remote(), "remote group");
            if (!RunArithmetic.disjoint(d.local(), d.remote(), pairLimit)) {
                int l = RunArithmetic.firstIn(d.local(), d.remote());
                long p = d.local().get(l);
                throw fail(line, label + ": local and remote groups overlap: " + proc(p) + " is in both (local position "
                        + l + ", remote position " + RunArithmetic.indexOf(d.remote(), p) + ")");
            }
        }

        switch (family) {
            case DUP -> checkDup(d, label, parents.get(0));
            case SPLIT, TOPO -> checkSubset(d, label, parents.get(0));
            case INTERCOMM -> checkIntercomm(d, label, parents);
            case MERGE -> checkMerge(d, label, parents.get(0));
            case DYNAMIC -> checkDynamic(d, label, parents.get(0));
        }
        return parents;
    }

    /**
     * A family: copy 0 as any communicator, then what makes the copies one collective call: their
     * ids free, the last copy in range, no process in two copies, every copy in the parent. On the
     * union of the copies' runs, so a family of P singletons is checked in O(1) runs.
     */
    private void createFamily(CommFamily f) {
        CommDef d = f.first();
        int line = d.line(), id = d.id(), n = f.copies();
        String label = (d.call() == null ? "comm" : d.call().mpiName()) + " " + id;
        if (d.isInter()) throw fail(line, label + ": a family (copies=) is made of intracommunicators, this one has local= and remote=");
        boolean self = d.parents().equals(List.of(Trace.SELF));
        MpiCall.Family kind = d.call() == null ? null : d.call().family();
        if (kind != null && !self && kind != MpiCall.Family.SPLIT && kind != MpiCall.Family.TOPO)
            throw fail(line, label + ": copies= needs a split or topology call, or parent self (each copy of a " + d.call().mpiName()
                    + " would have all of its parent's members)");
        List<Comm> parents = check(d);
        if (f.lastId() > Integer.MAX_VALUE) throw fail(line, label + ": its last copy's id " + f.lastId() + " leaves the int range");
        Map.Entry<Integer, Comm> clash = comms.ceilingEntry(id + 1);
        long fam = families.firstHeldIn(id + 1L, f.lastId());
        long k = clash != null && clash.getKey() <= f.lastId() ? clash.getKey() : -1;
        if (fam >= 0 && (k < 0 || fam < k)) k = fam;
        if (k >= 0) throw fail(line, label + ": comm id " + k + " (copy " + (k - id) + ") is " + lookup((int) k).what());
        if (f.colorStep() != 0) colors(f, label, line);
        String last = label + ", copy " + (n - 1) + " (comm " + f.lastId() + ")";
        try {
            checkRange(d, last, f.member(n - 1).local(), "");
        } catch (IllegalArgumentException e) {
            throw fail(line, last + ": " + e.getMessage());
        }
        boolean apart = f.apart(), covered = self || apart && coveredBy(f, parents.get(0).local);
        if (apart && covered) {
            families.add(f, line);
            return;
        }
        if (f.unionRuns() > MAX_UNION_RUNS)
            throw fail(line, label + ": " + n + " copies of " + d.local().runCount() + " runs are too many to check copy by copy (more than "
                    + MAX_UNION_RUNS + " runs): a family is checked at once only when each copy lies within fewer than step= ranks"
                    + " and its parent is one range of ranks");
        Members all = f.union();
        int m = d.local().size();
        if (RunArithmetic.hasDuplicates(all, pairLimit)) {
            int[] at = RunArithmetic.firstDuplicate(all);
            throw fail(line, label + ": copies " + at[0] / m + " and " + at[1] / m + " overlap: " + proc(all.get(at[1]))
                    + " is in both (step=" + f.step() + " is smaller than a copy's extent)");
        }
        if (!self && !RunArithmetic.isSubset(all, parents.get(0).local, pairLimit)) {
            int i = RunArithmetic.firstNotIn(all, parents.get(0).local);
            throw fail(line, label + ", copy " + i / m + " (comm " + (id + i / m) + "): member " + i % m + " (" + proc(all.get(i))
                    + ") is not in its parent " + parents.get(0).id);
        }
        families.add(f, line);
    }

    /** A colour per copy: copy 0's must be an int (MPI's colour is), and so must the last copy's. */
    private void colors(CommFamily f, String label, int line) {
        // a family built in code (the reader refuses colorstep < 1 itself): a split's copies differ in colour,
        // and the format writes them in increasing colour, so a family is one way to write a set of copies
        if (f.colorStep() < 0) throw fail(line, label + ": colorstep=" + f.colorStep() + " must be at least 1");
        String c = f.first().attrs().get("color");
        long first;
        try {
            first = Integer.parseInt(String.valueOf(c));
        } catch (NumberFormatException e) {
            throw fail(line, label + ": colorstep= needs an integer color=, has " + (c != null ? "color=" + c : "none"));
        }
        long last = first + (long) (f.copies() - 1) * f.colorStep();
        if (last != (int) last)
            throw fail(line, label + ", copy " + (f.copies() - 1) + " (comm " + f.lastId() + "): its color " + last + " leaves the int range");
    }

    /** Whether the parent's members are one range of ranks (stride 1) holding every copy: checked without listing the copies. */
    private static boolean coveredBy(CommFamily f, Members parent) {
        if (parent.runCount() != 1 || parent.run(0).stride() != 1 || parent.run(0).group() != f.first().local().run(0).group()) return false;
        long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
        for (Run r : f.first().local().runs()) {
            lo = Math.min(lo, r.min());
            hi = Math.max(hi, r.max());
        }
        return lo >= parent.run(0).min() && hi + (long) (f.copies() - 1) * f.step() <= parent.run(0).max();
    }

    /**
     * MPI_COMM_SELF as the i-th parent: an intracommunicator of the one process on that side (the
     * local group, or for MPI_Intercomm_create's second parent the remote one), which must be it.
     */
    private Comm self(CommDef d, String label, int i) {
        MpiCall.Family family = d.call().family();
        if (family == MpiCall.Family.MERGE) throw fail(d.line(), label + ": parent self (MPI_COMM_SELF) is not an intercommunicator");
        if (d.isInter() && family != MpiCall.Family.INTERCOMM && family != MpiCall.Family.DYNAMIC)
            throw fail(d.line(), label + " is an intercommunicator but its parent self (MPI_COMM_SELF) is an intracommunicator");
        Members m = i == 1 ? d.remote() : d.local();
        String side = family == MpiCall.Family.INTERCOMM || family == MpiCall.Family.DYNAMIC ? (i == 1 ? "remote group" : "local group") : "members";
        if (m == null || m.size() != 1)
            throw fail(d.line(), label + ": made from self (MPI_COMM_SELF), its " + side + " must be one process, has "
                    + (m == null ? 0 : m.size()));
        return new Comm(Trace.SELF, m, null, d.line(), -1);
    }

    private void checkAttrs(CommDef d, String label) {
        for (Map.Entry<String, String> a : d.attrs().entrySet()) {
            String k = a.getKey(), v = a.getValue();
            if (!ATTRIBUTES.contains(k))
                throw fail(d.line(), label + ": unknown attribute '" + k + "' (allowed: " + String.join(", ", ATTRIBUTES) + ")");
            if (v == null || v.isEmpty() || v.chars().anyMatch(ch -> Character.isWhitespace(ch) || Character.isISOControl(ch)))
                throw fail(d.line(), label + ": " + k + "='" + v + "' must be a non-empty word without spaces");
            if ((k.equals("reorder") || k.equals("high")) && !v.equals("0") && !v.equals("1"))
                throw fail(d.line(), label + ": " + k + "=" + v + " must be 0 or 1");
            if (k.equals("site") && !v.chars().allMatch(ch -> ch >= '!' && ch <= '~'))
                throw fail(d.line(), label + ": site= has a character outside ASCII '!'..'~' (the format writes such a byte %XX)");
            if (k.equals("site") && !SITE.matcher(v).matches())
                throw fail(d.line(), label + ": site=" + v + " is neither function@file:line nor [function@]object+0x<hex offset>");
        }
        String size = d.attrs().get("size");
        if (size == null) return;
        long n = size.matches("[0-9]{1,10}") ? Long.parseLong(size) : -1;
        if (n < 0) throw fail(d.line(), label + ": bad number '" + size + "' in size=");
        if (n != d.local().size())
            throw fail(d.line(), label + ": size=" + size + " but " + (d.isInter() ? "its local group has " : "it has ")
                    + d.local().size() + (d.isInter() ? " processes" : " members"));
    }

    private void checkRange(CommDef d, String label, Members m, String side) {
        for (int k = 0; k < m.runCount(); k++) {
            Run r = m.run(k);
            if (r.group() >= groups.size())
                throw fail(d.line(), label + ": " + side + "member " + m.runOffset(k) + " is in process group " + r.group()
                        + ", which does not exist" + (d.line() > 0 ? " yet" : ""));
            int size = groups.get(r.group()).size();
            if (r.max() < size) continue;
            int j = r.stride() < 0 || r.start() >= size ? 0 : (int) ((size - (long) r.start() + r.stride() - 1) / r.stride());
            throw fail(d.line(), label + ": " + side + "member " + (m.runOffset(k) + j) + " is rank " + r.rankAt(j)
                    + " of group " + r.group() + ", which has " + size + " processes");
        }
    }

    private void checkNoDuplicates(CommDef d, String label, Members m, String list) {
        if (!RunArithmetic.hasDuplicates(m, pairLimit)) return;
        int[] at = RunArithmetic.firstDuplicate(m);
        throw fail(d.line(), label + ": " + proc(m.get(at[1])) + " appears twice in " + list + " (positions " + at[0] + " and " + at[1] + ")");
    }

    private void checkKind(CommDef d, String label, Comm parent) {
        if (d.isInter() == parent.isInter()) return;
        throw fail(d.line(), label + " is an " + kind(d.isInter()) + " but its parent " + parent.id + " is an " + kind(parent.isInter()));
    }

    private void checkDup(CommDef d, String label, Comm p) {
        checkKind(d, label, p);
        if (!d.isInter()) {
            if (!d.local().equals(p.local))
                throw fail(d.line(), label + " must have the members of its parent " + p.id + " (" + p.local.size()
                        + " processes), has " + has(p.local, d.local(), "the parent"));
            return;
        }
        if (d.local().equals(p.local) && d.remote().equals(p.remote)) return;
        if (d.local().equals(p.remote) && d.remote().equals(p.local)) return;
        boolean swapped = d.local().equals(p.remote)
                || !d.local().equals(p.local) && RunArithmetic.indexOf(p.remote, d.local().get(0)) >= 0;
        Members wantLocal = swapped ? p.remote : p.local, wantRemote = swapped ? p.local : p.remote;
        String detail = d.local().equals(wantLocal)
                ? "remote " + has(wantRemote, d.remote(), "the parent")
                : "local " + has(wantLocal, d.local(), "the parent");
        throw fail(d.line(), label + " must have the two groups of its parent " + p.id + " (" + p.local.size() + " and "
                + p.remote.size() + " processes, either way round), has " + detail);
    }

    private void checkSubset(CommDef d, String label, Comm p) {
        checkKind(d, label, p);
        if (!d.isInter()) {
            if (RunArithmetic.isSubset(d.local(), p.local, pairLimit)) return;
            int i = RunArithmetic.firstNotIn(d.local(), p.local);
            throw fail(d.line(), label + ": member " + i + " (" + proc(d.local().get(i)) + ") is not in its parent " + p.id);
        }
        boolean straight = RunArithmetic.isSubset(d.local(), p.local, pairLimit);
        if (!straight && !RunArithmetic.isSubset(d.local(), p.remote, pairLimit)) {
            int a = RunArithmetic.firstNotIn(d.local(), p.local), b = RunArithmetic.firstNotIn(d.local(), p.remote);
            throw fail(d.line(), label + ": the local group must lie in one group of its parent " + p.id + ", but local member "
                    + a + " (" + proc(d.local().get(a)) + ") is not in the parent's local group and local member " + b
                    + " (" + proc(d.local().get(b)) + ") not in its remote group");
        }
        Members other = straight ? p.remote : p.local;
        if (RunArithmetic.isSubset(d.remote(), other, pairLimit)) return;
        int i = RunArithmetic.firstNotIn(d.remote(), other);
        throw fail(d.line(), label + ": remote member " + i + " (" + proc(d.remote().get(i)) + ") is not in the "
                + (straight ? "remote" : "local") + " group of its parent " + p.id + ", which the local group is not in");
    }

    private void checkIntercomm(CommDef d, String label, List<Comm> ps) {
        if (!d.isInter()) throw fail(d.line(), label + " must be an intercommunicator (local and remote groups), is an intracommunicator");
        for (Comm p : ps)
            if (p.isInter()) throw fail(d.line(), label + ": parent " + p.id + " must be an intracommunicator, is an intercommunicator");
        // MPI-4's from_groups has no local comms: its groups are drawn from the parents (the world), not equal to them
        boolean fromGroups = d.call() == MpiCall.INTERCOMM_CREATE_FROM_GROUPS;
        checkSame(d, label, "local", ps.get(0), d.local(), fromGroups);
        checkSame(d, label, "remote", ps.get(1), d.remote(), fromGroups);
    }

    private void checkMerge(CommDef d, String label, Comm p) {
        if (d.isInter()) throw fail(d.line(), label + " must be an intracommunicator (members), is an intercommunicator");
        if (!p.isInter()) throw fail(d.line(), label + ": parent " + p.id + " must be an intercommunicator, is an intracommunicator");
        Members localFirst = concat(p.local, p.remote), remoteFirst = concat(p.remote, p.local);
        if (d.local().equals(localFirst) || d.local().equals(remoteFirst)) return;
        boolean remoteLed = RunArithmetic.indexOf(p.remote, d.local().get(0)) >= 0;
        throw fail(d.line(), label + " must have the members of its parent " + p.id + ", local then remote or remote then local ("
                + localFirst.size() + " processes), has " + has(remoteLed ? remoteFirst : localFirst, d.local(), "the parent"));
    }

    private void checkDynamic(CommDef d, String label, Comm p) {
        if (!d.isInter()) throw fail(d.line(), label + " must be an intercommunicator (local and remote groups), is an intracommunicator");
        if (p.isInter()) throw fail(d.line(), label + ": parent " + p.id + " must be an intracommunicator, is an intercommunicator");
        checkSame(d, label, "local", p, d.local(), false);
        int[] rg = d.remote().groups();
        if (rg.length > 1)
            throw fail(d.line(), label + ": the remote group must lie in one process group, has processes of groups " + rg[0] + " and " + rg[1]);
        // spawned processes are always a new group; connect/accept may join two parts of one job
        boolean spawn = d.call() == MpiCall.COMM_SPAWN || d.call() == MpiCall.COMM_SPAWN_MULTIPLE;
        for (int g : d.local().groups())
            if (spawn && g == rg[0])
                throw fail(d.line(), label + ": the remote group is in process group " + g + ", which the local group is in too");
    }

    private void checkSame(CommDef d, String label, String side, Comm p, Members m, boolean subset) {
        if (subset ? RunArithmetic.isSubset(m, p.local, pairLimit) : m.equals(p.local)) return;
        if (subset) throw fail(d.line(), label + ": the " + side + " group must be drawn from parent " + p.id);
        throw fail(d.line(), label + ": the " + side + " group must be the members of parent " + p.id + " (" + p.local.size()
                + " processes), has " + has(p.local, m, "the parent"));
    }

    // ---------------------------------------------------------------- helpers

    /** "8", or "16 but position 3 is rank 5 where the parent has rank 3" for equal sizes. */
    private static String has(Members want, Members have, String whose) {
        if (have.size() != want.size()) return String.valueOf(have.size());
        int i = 0;
        while (i < have.size() && have.get(i) == want.get(i)) i++;
        return have.size() + " but position " + i + " is " + proc(have.get(i)) + " where " + whose + " has " + proc(want.get(i));
    }

    private static Members concat(Members a, Members b) {
        Members.Builder m = new Members.Builder();
        for (Run r : a.runs()) m.add(r);
        for (Run r : b.runs()) m.add(r);
        return m.build();
    }

    /** A process for messages: "rank 5" in the world, "rank 2 of group 1" elsewhere. */
    static String proc(long gpid) {
        int g = Members.groupOf(gpid);
        return "rank " + Members.rankOf(gpid) + (g == 0 ? "" : " of group " + g);
    }

    private static String kind(boolean inter) {
        return inter ? "intercommunicator" : "intracommunicator";
    }

    private static String at(int line) {
        return line > 0 ? " at line " + line : "";
    }

    private TraceFormatException fail(int line, String reason) {
        return new TraceFormatException(file, line, reason);
    }
}
