package org.mpimem.calibrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the calibration program does, as a trace a model can replay: a world of P processes on one
 * node (the runs are oversubscribed on this machine), the parent (the first n ranks, split off
 * WORLD), then the pattern's communicators. {@link #before} events precede the measured creation.
 * {@code groupBuiltBefore}: the program made the group before the window (a trace records no
 * MPI_Group_incl, so the model charges the kept group to the call; that charge is not in the window).
 */
record ScenarioTrace(String text, int before, boolean groupBuiltBefore) {

    static ScenarioTrace of(String pattern, int world, int n) {
        List<String> ev = new ArrayList<>();
        if (!pattern.equals("init") && !pattern.equals("dup-world"))
            ev.add(comm(1, "MPI_Comm_split", "0", runs(0, n, 1), " color=0 key=0"));
        int before = ev.size();
        if (!pattern.equals("init")) {
            // the program makes each pattern once untimed first: what the first time reaches (peers an
            // Open MPI process meets, its per-communicator state on the parent) is not in the window
            int[] setupEnd = new int[1];
            List<String> warm = pattern(pattern, world, n, 100, setupEnd);
            ev.addAll(warm);
            ev.addAll(freesOf(warm));
            List<String> measured = pattern(pattern, world, n, 200, setupEnd);
            before = ev.size() + setupEnd[0];
            ev.addAll(measured);
        }
        StringBuilder t = new StringBuilder("mpimem-trace 1\n");
        t.append(String.format(Locale.ROOT, "world size=%d nodes=block:%d%n", world, world));
        for (String e : ev) t.append(e).append('\n');
        long frees = ev.stream().filter(e -> e.startsWith("free ")).count();
        t.append(String.format(Locale.ROOT, "end comms=%d frees=%d groups=0%n", ev.size() - frees, frees));
        return new ScenarioTrace(t.toString(), before, pattern.equals("create-group"));
    }

    /**
     * The pattern's events with communicator ids from {@code base}; the parent is WORLD (0) for
     * dup-world, else the split of the first n ranks (1). {@code setupEnd[0]}: how many of them the
     * program makes before the window opens.
     */
    private static List<String> pattern(String pattern, int world, int n, int base, int[] setupEnd) {
        List<String> ev = new ArrayList<>();
        int h = (n + 1) / 2, a = base, b = base + 1, c = base + 2, d = base + 3;
        setupEnd[0] = 0;
        switch (pattern) {
            case "dup-world" -> ev.add(comm(a, "MPI_Comm_dup", "0", runs(0, world, 1), ""));
            case "dup" -> ev.add(comm(a, "MPI_Comm_dup", "1", runs(0, n, 1), ""));
            case "odd-even" -> {
                ev.add(comm(a, "MPI_Comm_split", "1", runs(0, h, 2), " color=0 key=0"));
                if (n > 1) ev.add(comm(b, "MPI_Comm_split", "1", runs(1, n / 2, 2), " color=1 key=0"));
            }
            case "block" -> {
                ev.add(comm(a, "MPI_Comm_split", "1", runs(0, h, 1), " color=0 key=0"));
                if (n > 1) ev.add(comm(b, "MPI_Comm_split", "1", runs(h, n - h, 1), " color=1 key=0"));
            }
            case "reversed" -> ev.add(comm(a, "MPI_Comm_split", "1", runs(n - 1, n, -1), " color=0"));
            case "group+create-group", "create-group" -> ev.add(comm(a, "MPI_Comm_create_group", "1",
                    runs(0, h, 2) + (n > 1 ? "," + runs(1, n / 2, 2) : ""), ""));
            case "cart-create" -> ev.add(comm(a, "MPI_Cart_create", "1", runs(0, n, 1), " reorder=0"));
            case "cart-sub" -> {
                ev.add(comm(a, "MPI_Cart_create", "1", runs(0, n, 1), " reorder=0"));
                setupEnd[0] = 1; // the grid is made before the window: the row is cart_sub alone
                ev.add(comm(b, "MPI_Cart_sub", String.valueOf(a), runs(0, n / 2, 2), ""));
                ev.add(comm(c, "MPI_Cart_sub", String.valueOf(a), runs(1, n / 2, 2), ""));
            }
            case "intercomm-merge" -> {
                int lo = n / 2;
                ev.add(comm(a, "MPI_Comm_split", "1", runs(0, lo, 1), " color=0 key=0"));
                ev.add(comm(b, "MPI_Comm_split", "1", runs(lo, n - lo, 1), " color=1 key=0"));
                ev.add(String.format(Locale.ROOT, "comm id=%d call=MPI_Intercomm_create parent=%d,%d local=%s remote=%s",
                        c, a, b, runs(0, lo, 1), runs(lo, n - lo, 1)));
                ev.add("free id=" + a + " call=MPI_Comm_free");
                ev.add("free id=" + b + " call=MPI_Comm_free");
                ev.add(comm(d, "MPI_Intercomm_merge", String.valueOf(c), runs(0, n, 1), " high=0"));
            }
            default -> throw new IllegalArgumentException("unknown pattern " + pattern);
        }
        return ev;
    }

    /** Frees, last made first, of the communicators {@code made} creates and does not free itself. */
    private static List<String> freesOf(List<String> made) {
        List<String> out = new ArrayList<>();
        for (int i = made.size() - 1; i >= 0; i--) {
            String e = made.get(i);
            if (!e.startsWith("comm ")) continue;
            String id = e.substring("comm id=".length(), e.indexOf(' ', "comm id=".length()));
            if (made.stream().noneMatch(x -> x.equals("free id=" + id + " call=MPI_Comm_free")))
                out.add("free id=" + id + " call=MPI_Comm_free");
        }
        return out;
    }

    private static String comm(int id, String call, String parent, String members, String extra) {
        return String.format(Locale.ROOT, "comm id=%d call=%s parent=%s members=%s%s", id, call, parent, members, extra);
    }

    private static String runs(int start, int count, int stride) {
        return stride == 1 ? start + ":" + count : start + ":" + count + ":" + stride;
    }
}
