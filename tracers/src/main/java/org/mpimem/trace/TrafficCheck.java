package org.mpimem.trace;

import java.util.function.IntFunction;

/**
 * The rules of a {@code coll} or {@code send} record (docs/trace-format.md, version 2), checked
 * against the communicators alive where it stands. Apart from {@link TraceValidator} so that the
 * communicator rules stay one concern; it asks the validator for the comm's groups.
 */
final class TrafficCheck {
    /** A live communicator's groups as the validator knows them; remote is null for an intracommunicator. */
    record Sides(Members local, Members remote) {}

    private final String file;
    private final long pairLimit;

    TrafficCheck(String file, long pairLimit) {
        this.file = file;
        this.pairLimit = pairLimit;
    }

    /**
     * Checks {@code t}, which stands after {@code events} events; {@code comm} gives a comm's groups
     * or throws the reason it is not alive.
     */
    void check(Traffic t, long events, IntFunction<Sides> comm) {
        String label = (t instanceof Traffic.Collective c ? c.call() : "send") + " on comm " + t.comm();
        if (t.after() != events)
            throw fail(t, label + ": after=" + t.after() + " but it stands after " + events + " events"
                    + " (traffic is in order of after=, and never inside a family's copies)");
        Sides s = comm.apply(t.comm());
        if (t instanceof Traffic.Collective c) collective(c, label, s);
        else sends((Traffic.Sends) t, label, s);
    }

    private void collective(Traffic.Collective c, String label, Sides s) {
        if (!Collectives.known(c.call()))
            throw fail(c, "coll on comm " + c.comm() + ": unknown call '" + c.call() + "' (not an MPI collective, e.g. MPI_Bcast)");
        if (s.remote() != null) throw fail(c, label + ": comm " + c.comm() + " is an intercommunicator (coll records are for intracommunicators)");
        if (c.bytes() < 0) throw fail(c, label + ": bytes=" + c.bytes() + " must be at least 0");
        boolean rooted = Collectives.rooted(c.call());
        if (!rooted && c.root() != -1) throw fail(c, label + ": " + c.call() + " has no root, but root=" + c.root() + " is given");
        if (rooted && c.root() < 0) throw fail(c, label + ": " + c.call() + " needs root=");
        if (rooted && c.root() >= s.local().size())
            throw fail(c, label + ": root=" + c.root() + " but the comm has " + s.local().size() + " members");
    }

    private void sends(Traffic.Sends t, String label, Sides s) {
        if (t.from().size() != t.to().size())
            throw fail(t, label + ": from= has " + t.from().size() + " processes but to= has " + t.to().size() + " (they pair up)");
        if (t.from().size() == 0) throw fail(t, label + ": no processes in from=");
        distinct(t, label, t.from(), "from");
        distinct(t, label, t.to(), "to");
        if (s.remote() == null) {
            within(t, label, t.from(), s.local(), "from", "members");
            within(t, label, t.to(), s.local(), "to", "members");
            return;
        }
        // either side of an intercommunicator sends, always to the other
        boolean fromRemote = !RunArithmetic.isSubset(t.from(), s.local(), pairLimit) && RunArithmetic.isSubset(t.from(), s.remote(), pairLimit);
        within(t, label, t.from(), fromRemote ? s.remote() : s.local(), "from", fromRemote ? "remote group" : "local group");
        within(t, label, t.to(), fromRemote ? s.local() : s.remote(), "to", fromRemote ? "local group (the senders are in its remote group)" : "remote group");
    }

    private void distinct(Traffic t, String label, Members m, String field) {
        if (!RunArithmetic.hasDuplicates(m, pairLimit)) return;
        int[] at = RunArithmetic.firstDuplicate(m);
        throw fail(t, label + ": " + TraceValidator.proc(m.get(at[1])) + " appears twice in " + field + "= (positions " + at[0] + " and "
                + at[1] + "; write one send record per offset)");
    }

    private void within(Traffic t, String label, Members m, Members comm, String field, String side) {
        if (RunArithmetic.isSubset(m, comm, pairLimit)) return;
        int i = RunArithmetic.firstNotIn(m, comm);
        throw fail(t, label + ": " + field + "= position " + i + " (" + TraceValidator.proc(m.get(i)) + ") is not in the comm's " + side);
    }

    private TraceFormatException fail(Traffic t, String reason) {
        return new TraceFormatException(file, t.line(), reason);
    }
}
