package org.mpimem.trace;

import java.util.ArrayList;
import java.util.List;

/**
 * What an application did with communicators: the initial world (group 0, communicator id 0 =
 * {@code MPI_COMM_WORLD}) and the events that followed, in order. A trace describes the
 * application only; the models add what the library does on top (internal communicators, tables).
 */
public record Trace(String source, ProcessGroup world, List<TraceEvent> events) {

    public static final int FORMAT_VERSION = 1;
    public static final int WORLD = 0;
    /**
     * The parent id of a communicator made from MPI_COMM_SELF, written {@code self}: each process
     * has its own, so it names no one communicator of the trace, only "the SELF of this
     * communicator's one process" (of each side's one process for an intercommunicator).
     */
    public static final int SELF = -1;

    public Trace {
        events = List.copyOf(events);
    }

    public int worldSize() {
        return world.size();
    }

    public List<ProcessGroup> groups() {
        List<ProcessGroup> g = new ArrayList<>();
        g.add(world);
        for (TraceEvent e : events) if (e instanceof TraceEvent.GroupAdded a) g.add(a.group());
        return g;
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
        return world.equals(other.world) && withoutLines().events.equals(other.withoutLines().events);
    }

    /** This trace with every line number 0, as if built in code. */
    public Trace withoutLines() {
        List<TraceEvent> e = new ArrayList<>(events.size());
        for (TraceEvent x : events) {
            if (x instanceof TraceEvent.GroupAdded g) e.add(new TraceEvent.GroupAdded(g.group(), 0));
            else if (x instanceof TraceEvent.Created c) e.add(new TraceEvent.Created(c.comm().atLine(0)));
            else if (x instanceof TraceEvent.Freed f) e.add(new TraceEvent.Freed(f.commId(), f.call(), 0));
        }
        return new Trace(source, world, e);
    }

    /** Builds traces in code (profiles, tests) in the order events happen. */
    public static final class Builder {
        private final String source;
        private final ProcessGroup world;
        private final List<TraceEvent> events = new ArrayList<>();
        private int nextId = 1;

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
            events.add(new TraceEvent.Created(def));
            nextId = Math.max(nextId, def.id() + 1);
            return def.id();
        }

        public ProcessGroup addGroup(int size, Placement placement, ProcessGroup.Origin origin) {
            int id = 1 + (int) events.stream().filter(e -> e instanceof TraceEvent.GroupAdded).count();
            ProcessGroup g = new ProcessGroup(id, size, placement, nextId++, origin);
            events.add(new TraceEvent.GroupAdded(g, 0));
            return g;
        }

        public Builder free(int id) {
            return free(id, "MPI_Comm_free");
        }

        /** A free by {@code MPI_Comm_free}, {@code MPI_Win_free} or {@code MPI_Comm_disconnect}. */
        public Builder free(int id, String call) {
            events.add(new TraceEvent.Freed(id, call, 0));
            return this;
        }

        public Trace build() {
            return new Trace(source, world, events);
        }

        private static List<Integer> boxed(int[] a) {
            List<Integer> l = new ArrayList<>();
            for (int x : a) l.add(x);
            return l;
        }
    }
}
