package org.mpimem.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Damages a trace the ways files get damaged or hand-edited: cut off, bytes flipped, tokens or
 * lines swapped, numbers replaced by huge, negative or zero-padded ones, line ends changed, bytes
 * that are not UTF-8. One damage per mutant, sometimes two or three, all drawn from the given {@link Random}, so
 * a seed reproduces a mutant.
 */
final class TraceMutator {
    /** Numbers at the edges of the reader's arithmetic (int range, run sums, huge placements). */
    private static final String[] NUMBERS = {"0", "1", "-1", "2", "-2147483648", "2147483647", "2147483648",
            "4294967296", "99999999999999999999", "00000000001", "600000000", "1073741824", "0x10", "+5", "1e3"};
    private static final byte[][] NOT_UTF8 = {{(byte) 0xff}, {(byte) 0xc3, '('}, {(byte) 0xed, (byte) 0xa0, (byte) 0x80},
            {(byte) 0xe2, (byte) 0x82}, {(byte) 0xf8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0xc0, (byte) 0xaf}};

    private TraceMutator() {}

    /** A damaged copy of {@code base}; {@code steps} receives one word per damage done. */
    static byte[] mutate(byte[] base, Random r, List<String> steps) {
        byte[] b = base;
        int n = r.nextInt(3) == 0 ? 2 + r.nextInt(2) : 1; // mostly one, so that many mutants get past the first error
        for (int i = 0; i < n; i++) b = once(b, r, steps);
        return b;
    }

    private static byte[] once(byte[] b, Random r, List<String> steps) {
        String text = new String(b, StandardCharsets.ISO_8859_1); // byte-exact, whatever the bytes
        int kind = r.nextInt(11);
        steps.add(List.of("truncate", "flip", "swap-tokens", "number", "crlf", "lone-cr", "not-utf8", "lines", "long-token",
                "value", "resize").get(kind));
        String out = switch (kind) {
            case 0 -> text.substring(0, r.nextInt(text.length() + 1));
            case 1 -> flip(text, r);
            case 2 -> swap(text, r, "[ \t\n=,:/]");
            case 3 -> number(text, r);
            case 4 -> text.replace("\r\n", "\n").replace("\n", "\r\n");
            case 5 -> insert(text, r, "\r");
            case 6 -> insert(text, r, new String(NOT_UTF8[r.nextInt(NOT_UTF8.length)], StandardCharsets.ISO_8859_1));
            case 7 -> swap(text, r, "\n");
            case 8 -> insert(text, r, (r.nextBoolean() ? "9" : "x,").repeat(1 + r.nextInt(50_000)));
            case 9 -> value(text, r);
            default -> resize(text, r);
        };
        return out.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String flip(String t, Random r) {
        if (t.isEmpty()) return t;
        char[] c = t.toCharArray();
        int i = r.nextInt(c.length);
        c[i] = (char) (r.nextBoolean() ? c[i] ^ (1 << r.nextInt(8)) : r.nextInt(256));
        return new String(c);
    }

    private static String insert(String t, Random r, String what) {
        int i = r.nextInt(t.length() + 1);
        return t.substring(0, i) + what + t.substring(i);
    }

    /** Swaps two pieces between separators (tokens, field parts, or whole lines). */
    private static String swap(String t, Random r, String separator) {
        String[] parts = t.split("(?<=" + separator + ")|(?=" + separator + ")", -1);
        List<Integer> words = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) if (!parts[i].matches(separator) && !parts[i].isEmpty()) words.add(i);
        if (words.size() < 2) return t;
        int a = words.get(r.nextInt(words.size())), z = words.get(r.nextInt(words.size()));
        String keep = parts[a];
        parts[a] = parts[z];
        parts[z] = keep;
        return String.join("", parts);
    }

    /** Replaces the value of one key=value field by a member list, a placement or an edge number. */
    private static String value(String t, Random r) {
        List<int[]> spans = new ArrayList<>();
        for (var m = Pattern.compile("(?<==)[^ \t\r\n]+").matcher(t); m.find(); ) spans.add(new int[] {m.start(), m.end()});
        if (spans.isEmpty()) return t;
        int[] s = spans.get(r.nextInt(spans.size()));
        String v = switch (r.nextInt(3)) {
            case 0 -> TraceValues.placement(r, 0);
            case 1 -> TraceValues.edge(r);
            default -> TraceValues.runs(r);
        };
        return t.substring(0, s[0]) + v + t.substring(s[1]);
    }

    /** Gives a world or group record a big size and a placement that fits it (or not). */
    private static String resize(String t, Random r) {
        Matcher m = Pattern.compile("size=[^ \t\r\n]+ nodes=[^ \t\r\n]+").matcher(t);
        return m.find() ? t.substring(0, m.start()) + TraceValues.sizedPlacement(r) + t.substring(m.end()) : t;
    }

    /** Replaces one run of digits (with its sign) by an edge number. */
    private static String number(String t, Random r) {
        List<int[]> spans = new ArrayList<>();
        for (int i = 0; i < t.length(); ) {
            int j = i;
            while (j < t.length() && Character.isDigit(t.charAt(j))) j++;
            if (j > i) spans.add(new int[] {i > 0 && t.charAt(i - 1) == '-' ? i - 1 : i, j});
            i = j + 1;
        }
        if (spans.isEmpty()) return t;
        int[] s = spans.get(r.nextInt(spans.size()));
        return t.substring(0, s[0]) + NUMBERS[r.nextInt(NUMBERS.length)] + t.substring(s[1]);
    }
}
