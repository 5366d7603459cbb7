package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.InputException;

/**
 * A job file of version 2 (shared record shapes stored once) damaged where only version 2 can be:
 * its shapes= and index columns, a reference to a shape it does not define, a damaged definition,
 * a value that is not a time. Each is named by file, line (of the process's log) and reason; the
 * logs up to the damage are used, as for a damaged per-process log.
 */
class JobFileShapesTest {
    private static final int P = 8;
    @TempDir
    Path tmp;

    /** The benchmark program's logs of P processes as one version 2 job file. */
    private String jobFile() throws IOException {
        Path d = tmp.resolve("logs");
        SyntheticLogs s = BenchmarkLogs.program(P);
        s.write(d);
        List<byte[]> logs = new ArrayList<>();
        for (int r = 0; r < P; r++) logs.add(Files.readAllBytes(d.resolve(s.fileName(r))));
        return new String(JobFileWriter.bytes("x", logs), StandardCharsets.ISO_8859_1);
    }

    private MergeResult merge(String file) throws IOException {
        Path d = Files.createDirectories(tmp.resolve("job" + System.nanoTime()));
        Files.writeString(d.resolve("job-x-1.log"), file, StandardCharsets.ISO_8859_1);
        return TraceMerger.merge(d);
    }

    /** The part of rank {@code r}: its lines, the first line of the part being line 1 of that log. */
    private static List<String> part(String file, int r) {
        String[] index = file.split("\n")[2 + r].split(" ");
        int end = file.indexOf('\n', file.indexOf("\n" + (P - 1) + " ") + 1) + 1;
        int from = end + Integer.parseInt(index[1]);
        return List.of(file.substring(from, from + Integer.parseInt(index[2])).split("\n"));
    }

    /** Replaces line {@code n} (from 1) of rank r's part; the index's lengths follow. */
    private static String withLine(String file, int r, int n, String line) {
        List<String> p = part(file, r);
        String old = String.join("\n", p) + "\n";
        List<String> changed = new ArrayList<>(p);
        changed.set(n - 1, line);
        String now = String.join("\n", changed) + "\n";
        int delta = now.length() - old.length();
        String[] lines = file.split("\n", -1);
        long bytes = 0;
        for (int k = 0; k < P; k++) {
            String[] t = lines[2 + k].split(" ");
            long off = Long.parseLong(t[1]) + (k > r ? delta : 0), len = Long.parseLong(t[2]) + (k == r ? delta : 0);
            lines[2 + k] = k + " " + off + " " + len + " " + t[3];
            bytes += len;
        }
        lines[1] = lines[1].replaceFirst("bytes=\\d+", "bytes=" + bytes);
        String head = String.join("\n", java.util.Arrays.asList(lines).subList(0, 2 + P)) + "\n";
        int data = file.indexOf('\n', file.indexOf("\n" + (P - 1) + " ") + 1) + 1;
        String rest = file.substring(data);
        int from = (int) Long.parseLong(file.split("\n")[2 + r].split(" ")[1]);
        return head + rest.substring(0, from) + now + rest.substring(from + old.length());
    }

    /** The merge reported a problem that contains {@code text}. */
    private static void has(MergeResult r, String text) {
        String all = String.join("\n", r.problems());
        assertTrue(all.contains(text), all);
    }

    @Test
    void sharedLinesAreStoredOnceAndTheFileMergesClean() throws IOException {
        String f = jobFile();
        assertTrue(f.startsWith("mpimem-job 2\njob=x procs=8 bytes="), f.substring(0, 60));
        assertTrue(part(f, 3).get(2).matches("=\\d+ \\d+"), "rank 3's first record refers to a shape: " + part(f, 3).get(2));
        assertTrue(part(f, 0).get(2).startsWith("+"), "rank 0 defines it: " + part(f, 0).get(2));
        assertEquals(List.of(), merge(f).problems());
    }

    @Test
    void aReferenceToAShapeTheFileDoesNotDefineIsNamed() throws IOException {
        MergeResult r = merge(withLine(jobFile(), 5, 7, "=99999 12"));
        has(r, "job-x-1.log[rank 5]:7: rank 5's log is unreadable from line 7: shared record shape 99999 is defined"
                + " nowhere in the job file (it has ");
        has(r, "; it is used up to line 6");
    }

    /** The merge of the job file with line {@code n} of rank r's part changed. */
    private MergeResult mergeChanged(int r, int n, java.util.function.UnaryOperator<String> change) throws IOException {
        String f = jobFile();
        return merge(withLine(f, r, n, change.apply(part(f, r).get(n - 1))));
    }

    @Test
    void aDamagedDefinitionIsNamedWhereItIsUsed() throws IOException {
        String def = part(jobFile(), 0).get(4), id = def.substring(1, def.indexOf(' '));
        MergeResult r = mergeChanged(0, 5, d -> d.replaceFirst("members=\\S+", "members=0/x:2"));
        has(r, "job-x-1.log[rank 0]:5: rank 0's log is unreadable from line 5: members=: run '0/x:2'");
        has(r, "job-x-1.log[rank 1]:5: rank 1's log is unreadable from line 5: shared record shape " + id
                + ", defined at ");
        has(r, "job-x-1.log[rank 0]:5, is damaged: members=: run '0/x:2'");
    }

    @Test
    void aValueThatIsNotATimeDifferenceIsNamed() throws IOException {
        MergeResult r = mergeChanged(2, 4, ref -> ref.substring(0, ref.indexOf(' ')) + " 12x");
        has(r, "job-x-1.log[rank 2]:4: rank 2's log is unreadable from line 4: time '12x' of shape ");
        r = mergeChanged(2, 4, ref -> ref + " 5");
        has(r, "job-x-1.log[rank 2]:4: rank 2's log is unreadable from line 4: shared record shape ");
        has(r, "varying value(s), this line more");
    }

    @Test
    void theIndexsColumnsAndShapesAreChecked() throws IOException {
        String f = jobFile();
        InputException e = assertThrows(InputException.class, () -> merge(f.replaceFirst(" shapes=\\d+", "")));
        assertTrue(e.getMessage().contains("job-x-1.log:2: bad job line (job=<id> procs=<P> bytes=<B> shapes=<S>)"), e.getMessage());
        e = assertThrows(InputException.class, () -> merge(f.replaceFirst("\n3 (\\d+) (\\d+) \\d+\n", "\n3 $1 $2\n")));
        assertTrue(e.getMessage().contains("job-x-1.log:6: bad index line '3 "), e.getMessage());
        assertTrue(e.getMessage().contains("expected '3 <offset> <length> <shapes defined>'"), e.getMessage());
        String[] rank0 = f.split("\n")[2].split(" ");
        MergeResult r = merge(f.replaceFirst("\n0 0 (\\d+) \\d+\n", "\n0 0 $1 " + (Integer.parseInt(rank0[3]) - 1) + "\n"));
        has(r, "job-x-1.log[rank 0]: the index says this log defines " + (Integer.parseInt(rank0[3]) - 1)
                + " shared record shape(s), it holds " + rank0[3]);
    }

    @Test
    void aCutVersion2FileIsReportedAndItsCompleteLogsUsed() throws IOException {
        String f = jobFile();
        MergeResult r = merge(f.substring(0, f.length() - 10));
        has(r, "job-x-1.log:2: cut: 10 bytes of the logs are missing");
        has(r, "rank 7 did not reach MPI_Finalize");
        assertEquals(P, r.logs());
    }

    /** More shapes than the tracer's table keeps (16,384): the lines of the others stay whole, and every log comes back. */
    @Test
    void shapesBeyondTheTableStayWhole() throws IOException {
        List<byte[]> logs = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            StringBuilder b = new StringBuilder("mpimem-log 2\nproc rank=" + r + " size=2 host=h pid=" + r + " job=x spawned=0 t=5\n");
            for (int i = 0; i < JobFileWriter.KEEP + 500; i++)
                b.append("c lid=").append(2 + i).append(" call=MPI_Comm_dup parent=0 seq=").append(i).append(" first=0 members=0/0:2 t=").append(10 + i).append('\n');
            logs.add(b.append("end t=99999\n").toString().getBytes(StandardCharsets.ISO_8859_1));
        }
        Path f = tmp.resolve("job-x-1.log");
        Files.write(f, JobFileWriter.bytes("x", logs));
        List<String> problems = new ArrayList<>();
        JobFile jf = JobFile.read(f, problems);
        assertEquals(List.of(), problems);
        assertTrue(Files.readString(f).lines().skip(1).findFirst().orElseThrow().endsWith(" shapes=" + JobFileWriter.KEEP));
        List<String> rank1 = List.of(jf.logs().get(1).stored().split("\n"));
        assertEquals(JobFileWriter.KEEP, rank1.stream().filter(l -> l.startsWith("=")).count(), "a reference for each kept shape");
        assertEquals(501, rank1.stream().filter(l -> l.startsWith("c ") || l.startsWith("end")).count(), "the other 501 shapes' lines whole");
        for (LogSource part : jf.logs()) assertEquals(new String(logs.get(part.rank()), StandardCharsets.ISO_8859_1), part.text());
    }
}
