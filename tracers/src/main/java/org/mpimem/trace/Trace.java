package org.mpimem.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What an application did with communicators: the initial world (group 0, communicator id 0 =
 * {@code MPI_COMM_WORLD}) and the events that followed, in order. A trace describes the
 * application only; the models add what the library does on top (internal communicators, tables).
 *
 * <p>{@link #records()} are the events as written, where a family (one call, many translated
 * communicators) is one record; {@link #events()} is the same trace as single creations and frees,
 * what every consumer that does not know families reads. Two traces are equal when they have the
 * same source, world and events, however they group them into records.
 */
public final class Trace {

    public static final int FORMAT_VERSION = 1;
    /** The version of a trace that holds {@link Traffic}; one without is still written as version 1. */
    public static final int TRAFFIC_VERSION = 2;
    public static final int WORLD = 0;
    /**
     * The parent id of a communicator made from MPI_COMM_SELF, written {@code self}: each process
     * has its own, so it names no one communicator of the trace, only "the SELF of this
     * communicator's one process" (of each side's one process for an intercommunicator).
     */
    public static final int SELF = -1;

    private final String source;
    private final ProcessGroup world;
    private final List<TraceEvent> records, events;
    private final List<Traffic> traffic;

    public Trace(String source, ProcessGroup world, List<TraceEvent> records) {
        this(source, world, records, List.of());
    }

    /** A trace with the application's own traffic between its events, in file order (non-decreasing {@link Traffic#after()}). */
    public Trace(String source, ProcessGroup world, List<TraceEvent> records, List<Traffic> traffic) {
        this.source = source;
        this.world = world;
        this.records = List.copyOf(records);
        this.events = ExpandedEvents.of(this.records);
        this.traffic = List.copyOf(traffic);
    }

    public String source() {
        return source;
    }

    public ProcessGroup world() {
        return world;
    }

    /** The records: a family and a family free are one each (what the writer writes, the replay's fast path reads). */
    public List<TraceEvent> records() {
        return records;
    }

    /** Every creation and free on its own, a family's copies one by one (never a family record). */
    public List<TraceEvent> events() {
        return events;
    }

    /** The application's collectives and first sends, in file order; empty for a version 1 trace. */
    public List<Traffic> traffic() {
        return traffic;
    }

    /** This trace with {@code traffic} in place of its own. */
    public Trace withTraffic(List<Traffic> traffic) {
        return new Trace(source, world, records, traffic);
    }

    /** The format version this trace is written in: 2 only when it holds traffic, so a trace without stays byte-identical to version 1. */
    public int formatVersion() {
        return traffic.isEmpty() ? FORMAT_VERSION : TRAFFIC_VERSION;
    }

    public boolean hasFamilies() {
        return events != records;
    }

    /** This trace with its families written out copy by copy. */
    public Trace expanded() {
        return hasFamilies() ? new Trace(source, world, new ArrayList<>(events), traffic) : this;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Trace t && Objects.equals(source, t.source) && world.equals(t.world) && events.equals(t.events)
                && traffic.equals(t.traffic);
    }

    @Override
    public int hashCode() {
        return Objects.hash(source, world, events.size());
    }

    @Override
    public String toString() {
        return "Trace[source=" + source + ", world=" + world + ", records=" + records.size() + ", events=" + events.size() + "]";
    }

    public int worldSize() {
        return world.size();
    }

    public List<ProcessGroup> groups() {
        List<ProcessGroup> g = new ArrayList<>();
        g.add(world);
        for (TraceEvent e : records) if (e instanceof TraceEvent.GroupAdded a) g.add(a.group()); // a group is never a family
        return g;
    }

    /** How many communicators the trace creates, counted on the records: a family of N counts N, without listing them. */
    public long commCount() {
        long n = 0;
        for (TraceEvent e : records) if (e instanceof TraceEvent.Created || e instanceof TraceEvent.CreatedFamily) n += e.expandedCount();
        return n;
    }

    public List<CommDef> comms() {
        List<CommDef> c = new ArrayList<>();
        for (TraceEvent e : events) if (e instanceof TraceEvent.Created k) c.add(k.comm());
        return c;
    }

    /**
     * Whether {@code other} describes the same world and events, ignoring the source name and the
     * line numbers (which a trace built in code does not have and a trace read back does).
     */
    public boolean sameContent(Trace other) {
        Trace a = withoutLines(), b = other.withoutLines();
        return world.equals(other.world) && a.events.equals(b.events) && a.traffic.equals(b.traffic);
    }

    /** This trace with every line number 0, as if built in code (its records as they are). */
    public Trace withoutLines() {
        List<TraceEvent> e = new ArrayList<>(records.size());
        for (TraceEvent x : records) {
            if (x instanceof TraceEvent.GroupAdded g) e.add(new TraceEvent.GroupAdded(g.group(), 0));
            else if (x instanceof TraceEvent.Created c) e.add(new TraceEvent.Created(c.comm().atLine(0)));
            else if (x instanceof TraceEvent.Freed f) e.add(new TraceEvent.Freed(f.commId(), f.call(), 0));
            else if (x instanceof TraceEvent.CreatedFamily f) e.add(new TraceEvent.CreatedFamily(f.family().atLine(0)));
            else if (x instanceof TraceEvent.FreedFamily f) e.add(new TraceEvent.FreedFamily(f.firstId(), f.call(), f.copies(), 0));
        }
        List<Traffic> t = new ArrayList<>(traffic.size());
        for (Traffic x : traffic) t.add(Traffic.atLine(x, 0));
        return new Trace(source, world, e, t);
    }

    /** Builds traces in code (profiles, tests) in the order events happen. */
    public static final class Builder {
        private final String source;
        private final ProcessGroup world;
        private final List<TraceEvent> events = new ArrayList<>();
        private final List<Traffic> traffic = new ArrayList<>();
        private int nextId = 1, expanded;

        public Builder(String source, int worldSize, Placement placement) {
            this.source = source;
            this.world = new ProcessGroup(0, worldSize, placement, WORLD, ProcessGroup.Origin.INITIAL);
        }

        public int nextId() {
            return nextId;
        }

        public int intra(MpiCall call, Members members, int... parents) {
            return add(CommDef.intra(nextId, call, boxed(parents), members));
        }

        public int inter(MpiCall call, Members local, Members remote, int... parents) {
            return add(CommDef.inter(nextId, call, boxed(parents), local, remote));
        }

        public int add(CommDef def) {
            event(new TraceEvent.Created(def));
            nextId = Math.max(nextId, def.id() + 1);
            return def.id();
        }

        /** Copies 0..copies-1 of {@code first}, each shifted by {@code step} more (see {@link CommFamily}). */
        public int family(CommDef first, int copies, int step, int colorStep) {
            event(new TraceEvent.CreatedFamily(new CommFamily(first, copies, step, colorStep)));
            nextId = Math.max(nextId, first.id() + copies);
            return first.id();
        }

        /** Frees comms {@code first} .. {@code first + copies - 1} in that order, as one record. */
        public Builder freeFamily(int first, int copies, String call) {
            event(new TraceEvent.FreedFamily(first, call, copies, 0));
            return this;
        }

        public ProcessGroup addGroup(int size, Placement placement, ProcessGroup.Origin origin) {
            int id = 1 + (int) events.stream().filter(e -> e instanceof TraceEvent.GroupAdded).count();
            ProcessGroup g = new ProcessGroup(id, size, placement, nextId++, origin);
            event(new TraceEvent.GroupAdded(g, 0));
            return g;
        }

        public Builder free(int id) {
            return free(id, "MPI_Comm_free");
        }

        /** A free by {@code MPI_Comm_free}, {@code MPI_Win_free} or {@code MPI_Comm_disconnect}. */
        public Builder free(int id, String call) {
            event(new TraceEvent.Freed(id, call, 0));
            return this;
        }

        /** {@code call} on {@code comm} here, after every event added so far; root -1 for an unrooted call. */
        public Builder collective(int comm, String call, int root, long bytes) {
            traffic.add(new Traffic.Collective(comm, call, root, bytes, expanded, 0));
            return this;
        }

        /** from.get(i)'s first message on {@code comm} to to.get(i), here. */
        public Builder sends(int comm, Members from, Members to) {
            traffic.add(new Traffic.Sends(comm, from, to, expanded, 0));
            return this;
        }

        /** How many single events (a family's copies one by one) have been added: where traffic added now stands. */
        public int eventCount() {
            return expanded;
        }

        private void event(TraceEvent e) {
            events.add(e);
            expanded += e.expandedCount();
        }

        public Trace build() {
            return new Trace(source, world, events, traffic);
        }

        private static List<Integer> boxed(int[] a) {
            List<Integer> l = new ArrayList<>();
            for (int x : a) l.add(x);
            return l;
        }
    }
}
