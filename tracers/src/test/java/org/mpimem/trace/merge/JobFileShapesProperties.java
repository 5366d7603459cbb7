package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.mpimem.trace.TraceWriter;

/**
 * Job files of version 2 against the logs they were written from: stored with shared shapes, a
 * log must come back byte for byte, whatever its lines (shared, whole, damaged, cut), and a
 * random program's job file must merge exactly as its per-process logs.
 */
class JobFileShapesProperties {
    /** Record lines with holes: N a small int, T a time, K a key. */
    private static final List<String> LINES = List.of(
            "c lid=N call=MPI_Comm_dup parent=0 seq=N first=0 members=0/0:8 t=T",
            "c lid=N call=MPI_Comm_split parent=0 seq=N first=0 color=1 key=K members=0/1:4:2 t=T",
            "c lid=N call=MPI_Comm_spawn parent=0 seq=N ref=1 t0=T local=0/0:4 remote=1/0:2 t=T",
            "f lid=N call=MPI_Comm_free t=T",
            "x lid=N call=MPI_Bcast bytes=4096 root=N t=T",
            "s lid=0 to=N t=T",
            "end t=T",
            "end",
            "c lid=N call=MPI_Comm_dup t=T t=T",
            "c lid=N key= call=MPI_Comm_split t=T",
            "c lid=N call=MPI_Comm_dup  parent=0 t=T ");
    private static final List<String> TIMES = List.of("0", "7", "00", "12x", "", "9223372036854775807", "9223372036854775808",
            "99999999999999999999", "-4");

    @Property(tries = 200)
    void aLogComesBackByteForByte(@ForAll @IntRange(min = 1, max = 6) int procs, @ForAll long seed) throws IOException {
        Random rnd = new Random(seed);
        List<byte[]> logs = new ArrayList<>();
        for (int r = 0; r < procs; r++) logs.add(rnd.nextInt(8) == 0 ? new byte[0] : log(r, rnd).getBytes(StandardCharsets.ISO_8859_1));
        Path dir = Files.createTempDirectory("shapes-property");
        try {
            Path f = dir.resolve("job-x-1.log");
            Files.write(f, JobFileWriter.bytes("x", logs));
            List<String> problems = new ArrayList<>();
            for (LogSource part : JobFile.read(f, problems).logs())
                assertEquals(new String(logs.get(part.rank()), StandardCharsets.ISO_8859_1), part.text(), part.toString());
            assertEquals(List.of(), problems);
        } finally {
            TracerMpiTest.deleteTree(dir);
        }
    }

    /** Lines of every kind, most of them shared with other processes, times mostly rising, some damaged. */
    static String log(int rank, Random rnd) {
        StringBuilder b = new StringBuilder("mpimem-log 3\nproc rank=" + rank + " size=8 host=h pid=1 job=x spawned=0 t=" + time(rnd, 1000) + "\n");
        long clock = 1000;
        for (int i = 0, n = rnd.nextInt(30); i < n; i++) {
            StringBuilder line = new StringBuilder();
            for (char c : LINES.get(rnd.nextInt(LINES.size())).toCharArray()) {
                clock += rnd.nextInt(5000) - 100;
                line.append(c == 'N' ? String.valueOf(rnd.nextInt(3)) : c == 'T' ? time(rnd, clock) : c == 'K' ? String.valueOf(rnd.nextInt(5) - 2) : String.valueOf(c));
            }
            b.append(line).append('\n');
        }
        if (rnd.nextInt(4) == 0) b.append("c lid=9 call=MPI_Comm_dup parent=0 t=").append(clock); // cut: no newline
        return b.toString();
    }

    private static String time(Random rnd, long clock) {
        return rnd.nextInt(12) == 0 ? TIMES.get(rnd.nextInt(TIMES.size())) : Long.toString(Math.max(0, clock));
    }

    @Property(tries = 100)
    void aRandomProgramsJobFileMergesAsItsLogs(@ForAll @IntRange(min = 2, max = 12) int p, @ForAll long seed) throws IOException {
        SyntheticLogs s = MergeProperties.program(p, new Random(seed));
        Path perProcess = Files.createTempDirectory("shapes-logs"), oneFile = Files.createTempDirectory("shapes-job");
        try {
            s.write(perProcess);
            s.writeJobFile(oneFile, 2);
            MergeResult a = TraceMerger.merge(perProcess), b = TraceMerger.merge(oneFile);
            assertEquals(a.problems(), b.problems());
            assertEquals(text(a), text(b));
        } finally {
            TracerMpiTest.deleteTree(perProcess);
            TracerMpiTest.deleteTree(oneFile);
        }
    }

    static String text(MergeResult r) {
        return String.join("\n", TraceWriter.toText(r.trace()).lines().filter(l -> !l.startsWith("# source:")).toList());
    }
}
