package org.mpimem.cli;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Job files (docs/tracer.md "One file per job", version 1) made of a log mutant's per-process logs,
 * then damaged as a crash or a user damages the file itself: its index and its layout. The logs
 * of the initial world go into one job file in rank order as jobfile.c writes it (a spawned job's
 * logs stay per-process files beside it: a mix), so the logs' own damages are read through a job
 * file too. A rank with no log in the job file (length 0) is left out: that is not damage (its
 * per-process log may be beside the job file), and the merge names the missing rank by job.
 */
final class JobFileMutants {
    enum Kind { NONE, INDEX_NUMBER, INDEX_LINE_DROP, HEADER, PROCS, CUT_INDEX, CUT_DATA, TRAILING }

    private static final Pattern RANK = Pattern.compile("-rank(\\d+)-");
    private static final String[] NUMBERS = {"-1", "0", "2147483648", "99999999999999999999", "x", "", "1e3"};

    /** The mutant's files with the initial world's logs in one job file, damaged by {@code kind}. */
    static Map<String, byte[]> jobFile(LogMutants.Mutant m, Random rnd, Kind kind) {
        Map<String, byte[]> out = new TreeMap<>(), byRank = new TreeMap<>();
        for (Map.Entry<String, byte[]> f : m.files().entrySet()) {
            Matcher r = RANK.matcher(f.getKey());
            String text = new String(f.getValue(), StandardCharsets.ISO_8859_1);
            boolean spawned = text.contains(" spawned=1");
            if (!r.find() || spawned || byRank.containsKey(r.group(1))) out.put(f.getKey(), f.getValue());
            else byRank.put(String.format("%09d", Integer.parseInt(r.group(1))), f.getValue());
        }
        List<byte[]> logs = new ArrayList<>(byRank.values());
        List<String> index = new ArrayList<>();
        long offset = 0;
        for (int r = 0; r < logs.size(); r++) {
            index.add(r + " " + offset + " " + logs.get(r).length);
            offset += logs.get(r).length;
        }
        String header = "mpimem-job 1", job = "job=fuzz procs=" + logs.size() + " bytes=" + offset;
        switch (kind) {
            case INDEX_NUMBER -> {
                if (!index.isEmpty()) {
                    int i = rnd.nextInt(index.size());
                    String[] t = index.get(i).split(" ");
                    t[rnd.nextInt(3)] = NUMBERS[rnd.nextInt(NUMBERS.length)];
                    index.set(i, String.join(" ", t));
                }
            }
            case INDEX_LINE_DROP -> { if (!index.isEmpty()) index.remove(rnd.nextInt(index.size())); }
            case HEADER -> header = rnd.nextBoolean() ? "mpimem-job 9" : "mpimem-job";
            case PROCS -> job = "job=fuzz procs=" + NUMBERS[rnd.nextInt(NUMBERS.length)] + " bytes=" + offset;
            default -> { }
        }
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes((header + "\n" + job + "\n" + String.join("\n", index) + (index.isEmpty() ? "" : "\n")).getBytes(StandardCharsets.US_ASCII));
        int indexEnd = b.size();
        for (byte[] l : logs) b.writeBytes(l);
        byte[] file = b.toByteArray();
        if (kind == Kind.CUT_INDEX) file = java.util.Arrays.copyOf(file, rnd.nextInt(indexEnd));
        if (kind == Kind.CUT_DATA && file.length > indexEnd) file = java.util.Arrays.copyOf(file, indexEnd + rnd.nextInt(file.length - indexEnd));
        if (kind == Kind.TRAILING) {
            byte[] more = new byte[1 + rnd.nextInt(64)];
            rnd.nextBytes(more);
            file = concat(file, more);
        }
        if (!logs.isEmpty()) out.put("job-fuzz-1.log", file);
        return out;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
