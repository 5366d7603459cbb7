package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Arrival-order buffers are counted apart (issue 27 item 2): early.c's rank 0 calls MPI_Comm_dup with
 * a 1000 B message from rank 1 waiting in its transport, or with it already received. Open MPI's ob1
 * copies the early message into its bucket allocator inside the dup (a 2,048 B bucket + 16 B,
 * kept); the counter must name exactly those bytes mem_arrival=, so that mem= less mem_arrival= is
 * the dup's bytes without the message. Under MPICH/UCX the message stays in the transport's own
 * buffers (no allocation seen): the dup's bytes are the same both ways and nothing is named.
 */
class ArrivalBuffersMpiTest {

    @ParameterizedTest
    @EnumSource(Mpi.class)
    void anEarlyMessagesBufferIsNamedAndNothingElse(Mpi mpi) throws Exception {
        mpi.requireInstalled();
        Path dir = Files.createDirectories(Path.of("target/mpi-tests", mpi.id(), "arrival").toAbsolutePath());
        Path counter = TracerMemoryMpiTest.counter(dir), tracer = TracerLibrary.build(mpi.mpicc, mpi.id(), dir);
        Path exe = mpi.compile("early.c", dir);
        Map<String, String> early = dup(mpi, exe, Path.of(counter + ":" + tracer), dir.resolve("early"), "early");
        Map<String, String> late = dup(mpi, exe, Path.of(counter + ":" + tracer), dir.resolve("late"), "late");
        long arrival = Long.parseLong(early.getOrDefault("mem_arrival", "0"));
        assertEquals(null, late.get("mem_arrival"), "nothing arrived early: " + late);
        assertEquals(Long.parseLong(late.get("mem")), Long.parseLong(early.get("mem")) - arrival, "early " + early + ", late " + late);
        if (mpi == Mpi.OPENMPI) assertEquals(2048 + 16, arrival, "ob1's bucket for 1000 B + its 14 B header + 16 B: " + early);
        else assertTrue(arrival == 0, "MPICH: " + early);
    }

    /** Rank 0's MPI_Comm_dup record, as fields. */
    private static Map<String, String> dup(Mpi mpi, Path exe, Path preload, Path logs, String mode) throws Exception {
        TracerMpiTest.deleteTree(logs);
        Mpi.Run run = mpi.start(exe, 2, preload, logs, List.of(), List.of(mode)).finish();
        assertEquals(0, run.exit(), run.output());
        for (LogSource p : JobFile.inDirectory(logs)) {
            List<String> lines = p.text().lines().toList();
            if (!"0".equals(ProcessLog.fields(lines.get(1), 1).get("rank"))) continue;
            for (String line : lines)
                if (line.startsWith("c ") && line.contains("call=MPI_Comm_dup ")) return ProcessLog.fields(line, 1);
        }
        throw new AssertionError("no MPI_Comm_dup record of rank 0 in " + logs);
    }
}
