package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The records the walk takes from a job file's part without reading it again ({@link
 * ProcessLog#walked()}: the shapes' records) against the part read again in full ({@link
 * ProcessLog#records()}, the oracle): the same records in the same order, equal in everything the
 * walk reads, a spawn's start included; and every log's k-th record on line {@link ProcessLog#line(int)}.
 */
class WalkedRecordsProperties {

    @Property(tries = 100)
    void theWalkReadsWhatTheLogSays(@ForAll @IntRange(min = 2, max = 12) int p, @ForAll long seed) throws IOException {
        kept(MergeProperties.program(p, new Random(seed)));
    }

    /** A program whose every process keeps its shape records (rank 0 defines 6 shapes, the others refer to them). */
    @Example
    void aSmallProgramsPartsAllKeepTheirShapes() throws IOException {
        assertEquals(6, kept(MergeProperties.program(6, new Random(3))));
    }

    private static int kept(SyntheticLogs s) throws IOException {
        Path dir = Files.createTempDirectory("walked");
        try {
            s.writeJobFile(dir, 2);
            int kept = 0;
            for (Path f : Files.list(dir).toList()) kept += check(f);
            return kept;
        } finally {
            TracerMpiTest.deleteTree(dir);
        }
    }

    /** The same for logs with damaged, cut and unshared lines ({@link JobFileShapesProperties}'s). */
    @Property(tries = 200)
    void theWalkReadsWhatADamagedLogSays(@ForAll @IntRange(min = 1, max = 6) int procs, @ForAll long seed) throws IOException {
        Random rnd = new Random(seed);
        List<byte[]> logs = new ArrayList<>();
        for (int r = 0; r < procs; r++) logs.add(JobFileShapesProperties.log(r, rnd).getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Path dir = Files.createTempDirectory("walked-damaged");
        try {
            Path f = dir.resolve("job-x-1.log");
            Files.write(f, JobFileWriter.bytes("x", logs));
            check(f);
        } finally {
            TracerMpiTest.deleteTree(dir);
        }
    }

    /** Checks every part of a job file; the number of parts that kept their shape records. */
    private static int check(Path f) throws IOException {
        int kept = 0;
        for (LogSource part : JobFile.read(f, new ArrayList<>()).logs()) {
            ProcessLog log;
            try {
                log = ProcessLog.read(part, "x");
            } catch (org.mpimem.trace.InputException e) {
                continue; // a damaged header: the merge skips the log, and there is nothing to walk
            }
            List<LogRecord> full = log.records(), walked = log.walked();
            assertEquals(full.size(), walked.size(), part.toString());
            for (int k = 0; k < full.size(); k++) {
                assertEquals(ProcessLog.line(k), full.get(k).line(), part + " record " + k);
                assertEquals(walkView(full.get(k)), walkView(walked.get(k)), part + ":" + ProcessLog.line(k));
            }
            if (log.shapes() != null) kept++;
        }
        return kept;
    }

    /** A record as the walk reads it: all but its line, and but its times unless it is a spawn. */
    static String walkView(LogRecord r) {
        if (r instanceof LogRecord.Created c)
            return List.of(c.lid(), c.call(), c.parentLid(), c.seq(), c.first(), c.tag(), c.ref(), String.valueOf(c.port()),
                    c.local(), String.valueOf(c.remote()), c.fields().entrySet().stream().filter(e -> !e.getKey().equals("key")
                            && !e.getKey().equals("t") && !e.getKey().equals("t0")).sorted(java.util.Map.Entry.comparingByKey()).toList(),
                    c.call().startsWith("MPI_Comm_spawn") ? c.t0() : "-").toString();
        if (r instanceof LogRecord.Freed f) return "f " + f.lid() + " " + f.call();
        if (r instanceof LogRecord.Coll x) return "x " + x.lid() + " " + x.call() + " " + x.root() + " " + x.bytes();
        LogRecord.Send s = (LogRecord.Send) r;
        return "s " + s.lid() + " " + s.to();
    }

    @Property(tries = 1)
    void aShapeFromAnotherParentObjectIsNotTheSame() {
        WalkShapes shapes = new WalkShapes();
        java.util.Map<String, String> fields = new java.util.HashMap<>(java.util.Map.of("call", "MPI_Comm_create_group"));
        String parent = "W0/1.0", equal = new String(parent);
        CommEntry e = new CommEntry("W0/1.0/g0/x#1", "MPI_Comm_create_group", null, null, "here");
        shapes.put(fields, parent, null, null, "W0/1.0/g0/x", e);
        assertSame(e, shapes.get(fields, parent).entry());
        assertEquals(null, shapes.get(fields, equal));
        assertEquals(null, shapes.get(new java.util.HashMap<>(fields), parent));
        WalkShapes.Shape s = shapes.get(fields, parent);
        CommEntry second = new CommEntry("W0/1.0/g0/x#2", "MPI_Comm_create_group", null, null, "there");
        assertEquals(null, s.later(2));
        s.met(2, second);
        assertSame(second, s.later(2));
        assertEquals(null, s.later(3));
    }
}
