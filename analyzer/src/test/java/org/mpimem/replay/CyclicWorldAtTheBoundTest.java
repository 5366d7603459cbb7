package org.mpimem.replay;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mpimem.model.ModelMatrix;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;
import java.lang.management.ManagementFactory;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A dup of a world of 2^31 − 1 processes placed round-robin over 1,024 nodes (issue 29 item 8):
 * the designs of the installed libraries charged MPI_Init's terms rank by rank and sorted the
 * nodes' columns bit by bit, 28–54 s CPU and past the 1 GB heap. Now as many runs as nodes: the
 * replay costs what a block placement's does (nodes of 2,097,152 processes but the last, 2,097,151).
 */
class CyclicWorldAtTheBoundTest {
    private static final String TRACE = """
            mpimem-trace 1
            world size=2147483647 nodes=cyclic:1024
            comm id=1 call=MPI_Comm_dup parent=0 members=0:2147483647
            end comms=1 frees=0 groups=0
            """;

    @ParameterizedTest
    @ValueSource(strings = {"mpich-4.0.2-ucx", "openmpi-4.1-ob1", "openmpi-4.1-ucx"})
    void aCyclicWorldOf2To31ProcessesReplaysInSeconds(String design) throws Exception {
        Trace t = TraceReader.read("cyclic", new StringReader(TRACE));
        var profile = SizeProfiles.defaultProfile();
        var bean = ManagementFactory.getThreadMXBean();
        long start = bean.getCurrentThreadCpuTime();
        var r = new Replayer(profile).replay(t, ModelMatrix.select(java.util.List.of(design), profile).get(0));
        double seconds = (bean.getCurrentThreadCpuTime() - start) / 1e9;
        assertTrue(seconds < 10, design + ": " + seconds + " s CPU");
        // every process is charged the terms that grow with the job (2^31 processes: more than 512 MiB of endpoints each);
        // that each rank gets its node's share is InitStateProperties' oracle, at sizes a rank-by-rank count can check
        assertTrue(r.end().min().bytes().get(org.mpimem.account.Category.ENDPOINTS) > 1L << 29, design + ": " + r.end().min());
    }
}
