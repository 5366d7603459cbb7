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
        int frees = 0;
        if (!pattern.equals("init") && !pattern.equals("dup-world"))
            ev.add(comm(1, "MPI_Comm_split", "0", runs(0, n, 1), " color=0 key=0"));
        int before = ev.size(), h = (n + 1) / 2;
        switch (pattern) {
            case "init" -> { }
            case "dup-world" -> ev.add(comm(1, "MPI_Comm_dup", "0", runs(0, world, 1), ""));
            case "dup" -> ev.add(comm(2, "MPI_Comm_dup", "1", runs(0, n, 1), ""));
            case "odd-even" -> {
                ev.add(comm(2, "MPI_Comm_split", "1", runs(0, h, 2), " color=0 key=0"));
                if (n > 1) ev.add(comm(3, "MPI_Comm_split", "1", runs(1, n / 2, 2), " color=1 key=0"));
            }
            case "block" -> {
                ev.add(comm(2, "MPI_Comm_split", "1", runs(0, h, 1), " color=0 key=0"));
                if (n > 1) ev.add(comm(3, "MPI_Comm_split", "1", runs(h, n - h, 1), " color=1 key=0"));
            }
            case "reversed" -> ev.add(comm(2, "MPI_Comm_split", "1", runs(n - 1, n, -1), " color=0"));
            case "group+create-group", "create-group" -> ev.add(comm(2, "MPI_Comm_create_group", "1",
                    runs(0, h, 2) + (n > 1 ? "," + runs(1, n / 2, 2) : ""), ""));
            case "cart-create" -> ev.add(comm(2, "MPI_Cart_create", "1", runs(0, n, 1), " reorder=0"));
            case "cart-sub" -> {
                ev.add(comm(2, "MPI_Cart_create", "1", runs(0, n, 1), " reorder=0"));
                before = ev.size(); // the grid is made before the window: the row is cart_sub alone
                ev.add(comm(3, "MPI_Cart_sub", "2", runs(0, n / 2, 2), ""));
                ev.add(comm(4, "MPI_Cart_sub", "2", runs(1, n / 2, 2), ""));
            }
            case "intercomm-merge" -> {
                int lo = n / 2;
                ev.add(comm(2, "MPI_Comm_split", "1", runs(0, lo, 1), " color=0 key=0"));
                ev.add(comm(3, "MPI_Comm_split", "1", runs(lo, n - lo, 1), " color=1 key=0"));
                ev.add(String.format(Locale.ROOT, "comm id=4 call=MPI_Intercomm_create parent=2,3 local=%s remote=%s",
                        runs(0, lo, 1), runs(lo, n - lo, 1)));
                ev.add("free id=2 call=MPI_Comm_free");
                ev.add("free id=3 call=MPI_Comm_free");
                frees = 2;
                ev.add(comm(5, "MPI_Intercomm_merge", "4", runs(0, n, 1), " high=0"));
            }
            default -> throw new IllegalArgumentException("unknown pattern " + pattern);
        }
        StringBuilder t = new StringBuilder("mpimem-trace 1\n");
        t.append(String.format(Locale.ROOT, "world size=%d nodes=block:%d%n", world, world));
        for (String e : ev) t.append(e).append('\n');
        t.append(String.format(Locale.ROOT, "end comms=%d frees=%d groups=0%n", ev.size() - frees, frees));
        return new ScenarioTrace(t.toString(), before, pattern.equals("create-group"));
    }

    private static String comm(int id, String call, String parent, String members, String extra) {
        return String.format(Locale.ROOT, "comm id=%d call=%s parent=%s members=%s%s", id, call, parent, members, extra);
    }

    private static String runs(int start, int count, int stride) {
        return stride == 1 ? start + ":" + count : start + ":" + count + ":" + stride;
    }
}
