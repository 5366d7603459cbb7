package org.mpimem.model.peers;

import org.mpimem.model.peers.PeerClasses.Klass;
import org.mpimem.trace.Members;
import org.mpimem.trace.Placement;
import org.mpimem.trace.Run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The {@link Lattice} classes of {@link PeerUse}. A communicator of fresh processes that is one
 * run starts one, or adds a line to the one its predecessor started (a grid's rows, one split
 * after another); a communicator whose grid positions form one rectangle steps a class in
 * O(index runs): every holder it meets gains the same number of peers, |m| minus the rectangle's
 * points on the holder's own lines. A column joining rows makes them row-and-column classes;
 * what fits no lattice is expanded into ordinary classes ({@link Lattice#expand}), as before.
 */
final class Lattices {
    private record Shape(int group, int da, int na) {}

    private final PeerClasses<Lattice> index = new PeerClasses<>();
    private final Map<Shape, Lattice> growing = new HashMap<>();
    private final Map<List<Object>, Lattice> byLines = new HashMap<>(); // row-and-column classes by (grid, js)
    private final boolean nodeKnown;
    private final IntFunction<Placement> placements;

    Lattices(boolean nodeKnown, IntFunction<Placement> placements) {
        this.nodeKnown = nodeKnown;
        this.placements = placements;
    }

    int size() {
        return index.size();
    }

    /** The lattice classes whose span meets m's (a superset of those holding a process of m). */
    List<Lattice> meeting(Members m) {
        return index.meeting(m);
    }

    /**
     * Steps every lattice class m meets, adding the processes of m they hold to {@code known}.
     * Classes m meets irregularly go to {@code classes} first; returned: the ordinary classes m
     * made, to be indexed once the ordinary classes have been stepped.
     */
    List<Klass> use(Members m, PeerClasses<Klass> classes, Members.Builder known, Charges charges) {
        List<Klass> made = new ArrayList<>();
        List<Lattice> born = new ArrayList<>();
        for (Lattice l : index.meeting(m)) {
            List<Grid.Rect> rects = new ArrayList<>();
            boolean irregular = false;
            for (int k = 0; k < m.runCount() && !irregular; k++) {
                List<Grid.Rect> x = l.grid().rects(m.run(k));
                if (x == null) irregular = true;
                else rects.addAll(x);
            }
            Grid.Rect hit = null;
            for (Grid.Rect q : rects) if (meets(l.is(), q.i()) && meets(l.js(), q.j())) hit = q;
            if (!irregular && hit == null) continue; // every process of m located, none held
            if (irregular || rects.size() > 1) {
                remove(l);
                l.expand().forEach(classes::add);
                continue;
            }
            step(l, hit, m, known, charges, made, born);
        }
        born.forEach(this::join);
        return made;
    }

    private void step(Lattice l, Grid.Rect q, Members m, Members.Builder known, Charges charges, List<Klass> made, List<Lattice> born) {
        Grid g = l.grid();
        Members iIn = PeerSets.intersect(l.is(), Members.of(q.i())), jIn = PeerSets.intersect(l.js(), Members.of(q.j()));
        int ni = q.i().count(), nj = q.j().count();
        long fresh = m.size() - ni - (l.ab() ? nj - 1 : 0); // the holder is on both of its lines
        Members in = l.ranks(iIn, jIn);
        in.runs().forEach(known::add);
        if (fresh == 0) return; // nothing new: the class stays whole
        remove(l);
        Members iOut = PeerSets.minus(l.is(), iIn), jOut = PeerSets.minus(l.js(), jIn);
        if (iOut.size() > 0) add(new Lattice(g, l.ab(), iOut, l.js()));
        if (jOut.size() > 0) add(new Lattice(g, l.ab(), iIn, jOut));
        Lattice met = new Lattice(g, l.ab(), iIn, jIn);
        charge(met, q, fresh, in, m, charges);
        if (ni == g.na() && (!l.ab() || nj == g.nb())) made.add(new Klass(in, m)); // its lines lie inside m
        else if (!l.ab() && ni == 1 && nj == g.nb() && m.size() == nj) born.add(new Lattice(g, true, iIn, jIn)); // m is column i
        else for (Klass k : met.expand()) made.add(new Klass(k.holders(), PeerSets.union(k.seen(), m)));
    }

    /**
     * Each holder gains the fresh count; with node-local peers known from MPI_Init, it gains m's
     * peers off its node less the points of the rectangle on its own lines off its node: one
     * node count over all holders, and one per line when the rectangle is more than a point there.
     */
    private void charge(Lattice met, Grid.Rect q, long fresh, Members in, Members m, Charges charges) {
        if (!nodeKnown) {
            in.runs().forEach(r -> charges.add(fresh, r));
            return;
        }
        NodePeers.charge(m, in, placements, charges);
        Charges seen = new Charges();
        Grid g = met.grid();
        for (Run jr : met.js().runs())
            for (int k = 0; k < jr.count() && q.i().count() > 1; k++) {
                Members line = Members.ofRanks(jr.rankAt(k));
                Members points = met.ranks(Members.of(q.i()), line);
                NodePeers.charge(points, met.ranks(met.is(), line), placements, seen);
            }
        for (Run ir : met.is().runs())
            for (int k = 0; k < ir.count() && met.ab() && q.j().count() > 1; k++) {
                Members line = Members.ofRanks(ir.rankAt(k));
                NodePeers.charge(met.ranks(line, Members.of(q.j())), met.ranks(line, met.js()), placements, seen);
            }
        charges.subtract(seen);
    }

    /** A communicator of processes that had seen nothing, one run: a new A-line, of the class its predecessor started when it continues it. */
    void fresh(Run line) {
        Run r = line.ascending();
        int da = r.count() == 1 ? 1 : r.stride();
        Shape shape = new Shape(r.group(), da, r.count());
        Lattice prev = growing.get(shape);
        if (prev != null && !prev.ab() && prev.is().size() == r.count() && prev.js().equals(Members.range(0, 0, prev.grid().nb()))) {
            Grid g = prev.grid();
            long db = g.nb() == 1 ? (long) r.start() - g.base() : g.db();
            if (db > 0 && db <= Integer.MAX_VALUE && r.start() == (long) g.base() + g.nb() * db && fits(g, (int) db)) {
                remove(prev);
                add(new Lattice(new Grid(g.group(), g.base(), da, r.count(), (int) db, g.nb() + 1), false, prev.is(), Members.range(0, 0, g.nb() + 1)));
                return;
            }
        }
        // one line: any B stride that keeps the lines apart will do until a second line fixes it
        Grid g = new Grid(r.group(), r.start(), da, r.count(), Math.toIntExact((long) da * r.count()), 1);
        add(new Lattice(g, false, Members.range(0, 0, r.count()), Members.ofRanks(0)));
    }

    /**
     * {@code more} further lines of the class {@code last} (its newest A-line) ends, each {@code db}
     * above the one before, as {@link #fresh} would add them one by one; false (nothing changed)
     * unless that class is the growing one of its shape, at B stride {@code db}, ending with {@code last},
     * and the lines stay apart (the stride exceeds a line's extent).
     */
    boolean extend(Run last, int db, int more) {
        Run r = last.ascending();
        int da = r.count() == 1 ? 1 : r.stride();
        Lattice l = growing.get(new Shape(r.group(), da, r.count()));
        if (l == null || l.ab() || l.is().size() != r.count() || !l.js().equals(Members.range(0, 0, l.grid().nb()))) return false;
        Grid g = l.grid();
        if (g.nb() < 2 || g.db() != db || g.da() != da || (long) g.base() + (long) (g.nb() - 1) * db != r.start()
                || (long) db <= (long) (g.na() - 1) * da || (long) g.base() + (long) (g.nb() + more - 1) * db + (long) (g.na() - 1) * da > Integer.MAX_VALUE)
            return false;
        remove(l);
        add(new Lattice(new Grid(g.group(), g.base(), da, g.na(), db, g.nb() + more), false, l.is(), Members.range(0, 0, g.nb() + more)));
        return true;
    }

    private static boolean fits(Grid g, int db) {
        return g.da() > (long) g.nb() * db || db > (long) (g.na() - 1) * g.da();
    }

    /** A new row-and-column class, merged into the one on the same grid and rows (the grid's earlier columns). */
    private void join(Lattice l) {
        Lattice same = byLines.get(List.of(l.grid(), l.js()));
        if (same != null) {
            remove(same);
            l = new Lattice(l.grid(), true, PeerSets.union(same.is(), l.is()), l.js());
        }
        add(l);
    }

    /** Takes class {@code l} out (its holders go to ordinary classes, {@link KnownFamily}). */
    void drop(Lattice l) {
        remove(l);
    }

    private void add(Lattice l) {
        index.add(l);
        if (l.ab()) byLines.put(List.of(l.grid(), l.js()), l);
        else if (l.js().size() == l.grid().nb() && l.is().size() == l.grid().na()) growing.put(new Shape(l.grid().group(), l.grid().da(), l.grid().na()), l);
    }

    private void remove(Lattice l) {
        index.remove(l);
        if (l.ab()) byLines.remove(List.of(l.grid(), l.js()), l);
        else growing.remove(new Shape(l.grid().group(), l.grid().da(), l.grid().na()), l);
    }

    private static boolean meets(Members set, Run r) {
        return PeerSets.commonCount(set, Members.of(r)) > 0;
    }
}
