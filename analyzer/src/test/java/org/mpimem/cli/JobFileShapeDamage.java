package org.mpimem.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Damage to the shared shapes of a version 2 job file's logs (JobFileMutants), as a flipped byte
 * or a bad copy leaves it: a reference naming another shape, one past the last or no number; a
 * reference with a value dropped, added or not a time difference; a definition whose line is lost,
 * whose id is changed or whose line loses a token. The index is left as it was, so the damage is
 * found where the logs are read, and named by file[rank r]:line.
 */
final class JobFileShapeDamage {
    private static final String[] VALUES = {"", "x", "-99999999999999999999", "9223372036854775807", "1e3", "+", "-"};

    private JobFileShapeDamage() {
    }

    static String damage(String data, JobFileMutants.Kind kind, Random rnd) {
        List<String> lines = new ArrayList<>(List.of(data.split("\n", -1)));
        char mark = kind == JobFileMutants.Kind.SHAPE_DEF ? '+' : '=';
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).startsWith(String.valueOf(mark))) at.add(i);
        if (at.isEmpty()) return data; // a log with nothing shared (a mutant of one process)
        int i = at.get(rnd.nextInt(at.size()));
        String line = lines.get(i);
        String[] t = line.split(" ", -1);
        switch (kind) {
            case SHAPE_REF -> t[0] = "=" + (rnd.nextInt(3) == 0 ? VALUES[rnd.nextInt(VALUES.length)] : String.valueOf(rnd.nextInt(2000)));
            case SHAPE_VALUE -> {
                int k = 1 + rnd.nextInt(Math.max(1, t.length - 1));
                if (rnd.nextBoolean() && t.length > 1) t = dropOne(t, k);
                else if (k < t.length && rnd.nextBoolean()) t[k] = VALUES[rnd.nextInt(VALUES.length)];
                else t = (String.join(" ", t) + " " + rnd.nextInt(100)).split(" ", -1);
            }
            default -> {
                switch (rnd.nextInt(3)) {
                    case 0 -> { lines.remove(i); return String.join("\n", lines); }
                    case 1 -> t[0] = "+" + rnd.nextInt(2000);
                    default -> { if (t.length > 2) t = dropOne(t, 2 + rnd.nextInt(t.length - 2)); }
                }
            }
        }
        lines.set(i, String.join(" ", t));
        return String.join("\n", lines);
    }

    private static String[] dropOne(String[] t, int k) {
        List<String> l = new ArrayList<>(List.of(t));
        l.remove(Math.min(k, l.size() - 1));
        return l.toArray(String[]::new);
    }
}
