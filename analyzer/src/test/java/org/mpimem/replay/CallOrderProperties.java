package org.mpimem.replay;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.report.JsonReport;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceEvent;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceValidator;
import org.mpimem.trace.TraceWriter;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 20 item 5: the records of one collective call (a split's communicators, their frees) may
 * come in any order in a trace (the extrapolator writes them in a canonical order, a merged real
 * trace in the merge's); every replay number, under every design, is the same for any such order.
 */
class CallOrderProperties {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();
    private static final List<String> SITES = List.of("a@x.c:1", "b@x.c:2");

    @Property(tries = 80)
    void permutingOneCallsRecordsChangesNoReplayNumber(@ForAll @IntRange(min = 1, max = 6) int ppn, @ForAll @IntRange(min = 1, max = 6) int nodes,
                                                      @ForAll long seed) throws Exception {
        Random rnd = new Random(seed);
        int procs = Math.max(2, ppn * nodes - rnd.nextInt(ppn));
        List<List<TraceEvent>> calls = randomCalls(procs, rnd);
        List<List<TraceEvent>> shuffled = new ArrayList<>();
        for (List<TraceEvent> c : calls) {
            List<TraceEvent> s = new ArrayList<>(c);
            Collections.shuffle(s, rnd);
            shuffled.add(s);
        }
        Placement p = new Placement.Block(ppn);
        Trace a = trace(procs, p, calls), b = trace(procs, p, shuffled);
        List<ModelSpec> models = ModelMatrix.select(List.of("all", "openmpi-4.1-ob1-allprocs", "openmpi-4.1-ob1-sparse", "openmpi-5-ob1-sparse"), PROFILE);
        Replayer r = new Replayer(PROFILE);
        assertEquals(json(r, a, models), json(r, b, models), "in the calls' order:\n" + TraceWriter.toText(a) + "\nshuffled:\n" + TraceWriter.toText(b));
    }

    private static String json(Replayer r, Trace t, List<ModelSpec> models) throws Exception {
        StringWriter w = new StringWriter();
        new JsonReport().write(List.of(r.replayAll(t, models)), w);
        return w.toString();
    }

    /** The calls' records in order, written and read back: lines as a real trace file has them. */
    private static Trace trace(int procs, Placement p, List<List<TraceEvent>> calls) throws Exception {
        List<TraceEvent> records = new ArrayList<>();
        calls.forEach(records::addAll);
        Trace t = new Trace("calls", new Trace.Builder("calls", procs, p).build().world(), records);
        TraceValidator.validate(t);
        return TraceReader.read("calls", new StringReader(TraceWriter.toText(t)));
    }

    /**
     * Splits of live communicators into 1..4 colours covering the parent (members in a random key
     * order) or into singletons (a family and single records), dups, and one call's frees.
     */
    static List<List<TraceEvent>> randomCalls(int procs, Random rnd) {
        List<List<TraceEvent>> calls = new ArrayList<>();
        List<Integer> live = new ArrayList<>(List.of(Trace.WORLD));
        List<Members> of = new ArrayList<>(List.of(Members.range(0, 0, procs)));
        List<List<Integer>> made = new ArrayList<>(); // each call's communicators, while all live
        Map<Integer, Integer> families = new java.util.HashMap<>(); // first id -> copies
        int id = 1;
        for (int step = 0; step < 10; step++) {
            int kind = rnd.nextInt(10);
            Map<String, String> site = rnd.nextInt(3) == 0 ? Map.of() : Map.of("site", SITES.get(rnd.nextInt(SITES.size())));
            List<TraceEvent> call = new ArrayList<>();
            List<Integer> ids = new ArrayList<>();
            if (kind <= 5) {
                int k = rnd.nextInt(live.size());
                Members parent = of.get(k);
                int colours = 1 + rnd.nextInt(4);
                List<List<Long>> byColour = new ArrayList<>();
                for (int c = 0; c < colours; c++) byColour.add(new ArrayList<>());
                for (int i = 0; i < parent.size(); i++) byColour.get(rnd.nextInt(colours)).add(parent.get(i));
                for (int c = 0; c < colours; c++) {
                    List<Long> m = byColour.get(c);
                    if (m.isEmpty()) continue;
                    if (rnd.nextBoolean()) Collections.shuffle(m, rnd);
                    Members.Builder mb = new Members.Builder();
                    for (long g : m) mb.add(Members.groupOf(g), Members.rankOf(g));
                    Map<String, String> attrs = new java.util.HashMap<>(site);
                    attrs.put("color", Integer.toString(c));
                    Members members = mb.build();
                    call.add(new TraceEvent.Created(new CommDef(id, MpiCall.COMM_SPLIT, List.of(live.get(k)), members, null, attrs, 0)));
                    live.add(id);
                    of.add(members);
                    ids.add(id++);
                }
            } else if (kind == 6) { // a split of a one-run parent into singletons: a family and the rest one by one
                int k = rnd.nextInt(live.size());
                if (of.get(k).runCount() != 1 || of.get(k).size() < 3) continue;
                org.mpimem.trace.Run pr = of.get(k).run(0).ascending();
                int m = 2 + rnd.nextInt(pr.count() - 1);
                Map<String, String> attrs = new java.util.HashMap<>(site);
                attrs.put("color", "0");
                CommDef first = new CommDef(id, MpiCall.COMM_SPLIT, List.of(live.get(k)), Members.of(new org.mpimem.trace.Run(pr.group(), pr.start(), 1, 1)), null, attrs, 0);
                call.add(new TraceEvent.CreatedFamily(new org.mpimem.trace.CommFamily(first, m, pr.stride(), 1)));
                families.put(id, m);
                for (int j = 0; j < m; j++) {
                    live.add(id);
                    of.add(Members.of(new org.mpimem.trace.Run(pr.group(), pr.start() + j * pr.stride(), 1, 1)));
                    ids.add(id++);
                }
                for (int j = m; j < pr.count(); j++) {
                    Map<String, String> a = new java.util.HashMap<>(site);
                    a.put("color", Integer.toString(j));
                    Members one = Members.of(new org.mpimem.trace.Run(pr.group(), pr.start() + j * pr.stride(), 1, 1));
                    call.add(new TraceEvent.Created(new CommDef(id, MpiCall.COMM_SPLIT, List.of(live.get(k)), one, null, a, 0)));
                    live.add(id);
                    of.add(one);
                    ids.add(id++);
                }
            } else if (kind <= 7) {
                int k = rnd.nextInt(live.size());
                call.add(new TraceEvent.Created(new CommDef(id, MpiCall.COMM_DUP, List.of(live.get(k)), of.get(k), null, site, 0)));
                live.add(id);
                of.add(of.get(k));
                ids.add(id++);
            } else if (!made.isEmpty()) {
                List<Integer> freed = made.remove(rnd.nextInt(made.size()));
                Integer copies = families.get(freed.get(0));
                if (copies != null) call.add(new TraceEvent.FreedFamily(freed.get(0), "MPI_Comm_free", copies, 0));
                for (int x = 0; x < freed.size(); x++) {
                    int f = freed.get(x);
                    if (copies == null || x >= copies) call.add(new TraceEvent.Freed(f, "MPI_Comm_free", 0));
                    int at = live.indexOf(f);
                    live.remove(at);
                    of.remove(at);
                }
            }
            if (!ids.isEmpty()) made.add(ids);
            if (!call.isEmpty()) calls.add(call);
        }
        return calls;
    }
}
