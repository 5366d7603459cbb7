package org.mpimem.model.ompi.contact;

import org.mpimem.model.ompi.contact.tree.Exchange;
import org.mpimem.model.ompi.contact.tree.Pairs;
import org.mpimem.model.ompi.contact.tuned.Collectives;
import org.mpimem.trace.Members;
import org.mpimem.trace.Traffic;

import java.util.HashMap;
import java.util.Map;

/**
 * The peers the application's own messages reach (a v2 trace's {@link Traffic}): a collective runs
 * the algorithm Open MPI picks for it over the communicator ({@link Collectives}), first sends
 * join their two processes; each charged as the library's own exchanges are ({@link Contacts}).
 * Collectives over intercommunicators are not recorded by the tracer, and a call no rule covers
 * charges nothing (docs/growth-facts.md, "The application's own messages").
 */
public final class AppMessages {
    private final Contacts contacts;
    private final CreationTraffic comms;

    public AppMessages(Contacts contacts, CreationTraffic comms) {
        this.contacts = contacts;
        this.comms = comms;
    }

    public void apply(Traffic t) {
        Members local = comms.local(t.comm()), remote = comms.remote(t.comm());
        if (local == null) return;
        if (t instanceof Traffic.Collective c) {
            if (remote != null) return;
            Exchange x = Collectives.of(c.call(), local.size(), c.bytes(), c.root());
            if (x != null) contacts.exchange(c.comm(), local, x);
        } else if (t instanceof Traffic.Sends s) {
            Members all = remote == null ? local : concat(local, remote);
            Map<Long, Integer> at = new HashMap<>();
            for (int i = 0; i < all.size(); i++) at.put(all.get(i), i);
            int[] from = positions(s.from(), at), to = positions(s.to(), at);
            if (from != null && to != null) contacts.exchange(s.comm(), all, new Pairs(from, to));
        }
    }

    /** Each process's position in the communicator, or null if one is not in it (the validator's to say). */
    private static int[] positions(Members m, Map<Long, Integer> at) {
        int[] p = new int[m.size()];
        for (int i = 0; i < p.length; i++) {
            Integer k = at.get(m.get(i));
            if (k == null) return null;
            p[i] = k;
        }
        return p;
    }

    private static Members concat(Members a, Members b) {
        Members.Builder out = new Members.Builder();
        for (Members m : new Members[] {a, b})
            for (int i = 0; i < m.runCount(); i++) {
                org.mpimem.trace.Run r = m.run(i);
                out.add(r.group(), r.start(), r.count(), r.stride());
            }
        return out.build();
    }
}
