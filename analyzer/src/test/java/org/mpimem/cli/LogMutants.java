package org.mpimem.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Mutants of real tracer logs (test resources {@code tracer-logs/<run>/}, captured from allcalls.c
 * under MPICH and Open MPI and spawn.c under Open MPI), one per seed: a run's logs with one to
 * three damages of the kinds a crash, a disk or a user does to them.
 */
final class LogMutants {
    enum Kind { TRUNCATE, BYTE_FLIP, TOKEN_SWAP, LINE_SWAP, LINE_DROP, LINE_DUP, FIELD_DROP, NUMBER, CRLF, BAD_UTF8 }

    private static final String[] NUMBERS = {"2147483647", "2147483648", "-1", "-2147483648", "0", "100000000",
            "99999999999999999999", "00001", "1e3", "x1", "", "-0"};

    /** One mutant: file name -> bytes, and what was done. */
    record Mutant(long seed, Map<String, byte[]> files, List<Kind> kinds) {}

    private final List<Map<String, byte[]>> runs = new ArrayList<>();

    LogMutants() throws IOException {
        Path base;
        try {
            base = Path.of(LogMutants.class.getResource("/tracer-logs").toURI());
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
        try (Stream<Path> dirs = Files.list(base)) {
            for (Path d : dirs.sorted().toList()) {
                Map<String, byte[]> run = new TreeMap<>();
                try (Stream<Path> logs = Files.list(d)) {
                    for (Path p : logs.sorted().toList()) run.put(p.getFileName().toString(), Files.readAllBytes(p));
                }
                runs.add(run);
            }
        }
    }

    Mutant mutant(long seed) {
        Random rnd = new Random(seed);
        Map<String, byte[]> files = new TreeMap<>(runs.get(rnd.nextInt(runs.size())));
        List<String> names = new ArrayList<>(files.keySet());
        List<Kind> kinds = new ArrayList<>();
        for (int n = 1 + rnd.nextInt(3), i = 0; i < n; i++) {
            Kind k = Kind.values()[rnd.nextInt(Kind.values().length)];
            String name = names.get(rnd.nextInt(names.size()));
            files.put(name, apply(k, files.get(name), rnd));
            kinds.add(k);
        }
        return new Mutant(seed, files, kinds);
    }

    private static byte[] apply(Kind k, byte[] b, Random rnd) {
        if (b.length == 0) return b;
        switch (k) {
            case TRUNCATE: return java.util.Arrays.copyOf(b, rnd.nextInt(b.length));
            case BYTE_FLIP: {
                byte[] c = b.clone();
                c[rnd.nextInt(c.length)] ^= (byte) (1 << rnd.nextInt(8));
                return c;
            }
            case CRLF: return bytes(text(b).replace("\n", "\r\n"));
            case BAD_UTF8: {
                int at = rnd.nextInt(b.length);
                ByteArrayOutputStream o = new ByteArrayOutputStream();
                o.write(b, 0, at);
                o.writeBytes(rnd.nextBoolean() ? new byte[] {(byte) 0xC3, 0x28} : new byte[] {(byte) 0xFF, (byte) 0xFE});
                o.write(b, at, b.length - at);
                return o.toByteArray();
            }
            default: return bytes(lines(k, text(b), rnd));
        }
    }

    /** Damages that keep the text well-formed UTF-8 and act on lines and their tokens. */
    private static String lines(Kind k, String text, Random rnd) {
        List<String> l = new ArrayList<>(List.of(text.split("\n", -1)));
        int n = l.size() - 1; // the last element is the "" after the final newline
        if (n < 1) return text;
        int i = rnd.nextInt(n), j = rnd.nextInt(n);
        switch (k) {
            case LINE_SWAP -> { String t = l.get(i); l.set(i, l.get(j)); l.set(j, t); }
            case LINE_DROP -> l.remove(i);
            case LINE_DUP -> l.add(i, l.get(i));
            default -> {
                String[] tok = l.get(i).split(" ", -1);
                int a = rnd.nextInt(tok.length), c = rnd.nextInt(tok.length);
                if (k == Kind.TOKEN_SWAP) { String t = tok[a]; tok[a] = tok[c]; tok[c] = t; }
                else if (k == Kind.FIELD_DROP) tok[a] = "";
                else tok[a] = number(tok[a], rnd);
                l.set(i, String.join(" ", tok).replace("  ", " ").strip());
            }
        }
        return String.join("\n", l);
    }

    /** One of the token's numbers (a field's value or a part of a member run) replaced by an extreme one. */
    private static String number(String tok, Random rnd) {
        List<int[]> at = new ArrayList<>();
        Matcher m = NUMBER.matcher(tok);
        while (m.find()) at.add(new int[] {m.start(), m.end()});
        if (at.isEmpty()) return tok;
        int[] r = at.get(rnd.nextInt(at.size()));
        return tok.substring(0, r[0]) + NUMBERS[rnd.nextInt(NUMBERS.length)] + tok.substring(r[1]);
    }

    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String text(byte[] b) {
        return new String(b, StandardCharsets.ISO_8859_1); // every byte kept as it is
    }
}
