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
import org.mpimem.trace.merge.JobFileWriter;

/**
 * Job files (docs/tracer.md "One file per job", versions 1 and 2) made of a log mutant's
 * per-process logs, then damaged as a crash or a user damages the file itself: its index and its
 * layout, and in version 2 its shared shapes (a reference to another or no shape, a value dropped,
 * added or not a number, a definition lost or changed). The logs of the initial world go into one
 * job file in rank order as jobfile.c writes it (version 2 by the tracer's own rules,
 * JobFileWriter; a spawned job's logs stay per-process files beside it: a mix), so the logs' own
 * damages are read through a job file too. A rank with no log in the job file (length 0) is left
 * out: that is not damage (its per-process log may be beside the job file), and the merge names
 * the missing rank by job.
 */
final class JobFileMutants {
    enum Kind { NONE, INDEX_NUMBER, INDEX_LINE_DROP, HEADER, PROCS, CUT_INDEX, CUT_DATA, TRAILING, SHAPE_REF, SHAPE_VALUE, SHAPE_DEF }

    private static final Pattern RANK = Pattern.compile("-rank(\\d+)-");
    private static final String[] NUMBERS = {"-1", "0", "2147483648", "99999999999999999999", "x", "", "1e3"};

    /** The mutant's files with the initial world's logs in one job file (version 1 or 2), damaged by {@code kind}. */
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
        if (logs.isEmpty()) return out;
        // the writer's index and data, taken apart so that the index can be damaged line by line
        boolean v2 = rnd.nextBoolean();
        String whole = new String(v2 ? JobFileWriter.bytes("fuzz", logs) : v1(logs), StandardCharsets.ISO_8859_1);
        List<String> head = new ArrayList<>(List.of(whole.split("\n", -1)).subList(0, 2 + logs.size()));
        String data = whole.substring(String.join("\n", head).length() + 1);
        List<String> index = head.subList(2, head.size());
        String header = head.get(0), job = head.get(1);
        switch (kind) {
            case INDEX_NUMBER -> {
                int i = rnd.nextInt(index.size());
                String[] t = index.get(i).split(" ");
                t[rnd.nextInt(t.length)] = NUMBERS[rnd.nextInt(NUMBERS.length)];
                index.set(i, String.join(" ", t));
            }
            case INDEX_LINE_DROP -> index.remove(rnd.nextInt(index.size()));
            case HEADER -> header = rnd.nextBoolean() ? "mpimem-job 9" : "mpimem-job";
            case PROCS -> job = job.replaceFirst(rnd.nextBoolean() || !v2 ? "procs=\\d+" : "shapes=\\d+",
                    (rnd.nextBoolean() ? "procs=" : "shapes=") + NUMBERS[rnd.nextInt(NUMBERS.length)]);
            case SHAPE_REF, SHAPE_VALUE, SHAPE_DEF -> data = JobFileShapeDamage.damage(data, kind, rnd);
            default -> { }
        }
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes((header + "\n" + job + "\n" + String.join("\n", index) + (index.isEmpty() ? "" : "\n")).getBytes(StandardCharsets.ISO_8859_1));
        int indexEnd = b.size();
        b.writeBytes(data.getBytes(StandardCharsets.ISO_8859_1));
        byte[] file = b.toByteArray();
        if (kind == Kind.CUT_INDEX) file = java.util.Arrays.copyOf(file, rnd.nextInt(indexEnd));
        if (kind == Kind.CUT_DATA && file.length > indexEnd) file = java.util.Arrays.copyOf(file, indexEnd + rnd.nextInt(file.length - indexEnd));
        if (kind == Kind.TRAILING) {
            byte[] more = new byte[1 + rnd.nextInt(64)];
            rnd.nextBytes(more);
            file = concat(file, more);
        }
        out.put("job-fuzz-1.log", file);
        return out;
    }

    /** Version 1: the index, then the logs as they are. */
    private static byte[] v1(List<byte[]> logs) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        StringBuilder index = new StringBuilder();
        long offset = 0;
        for (int r = 0; r < logs.size(); r++) {
            index.append(r).append(' ').append(offset).append(' ').append(logs.get(r).length).append('\n');
            offset += logs.get(r).length;
        }
        b.writeBytes(("mpimem-job 1\njob=fuzz procs=" + logs.size() + " bytes=" + offset + "\n" + index).getBytes(StandardCharsets.ISO_8859_1));
        for (byte[] l : logs) b.writeBytes(l);
        return b.toByteArray();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
