package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Trace;

/** Only MPI_COMM_SELF itself is parent=self; what is made from a SELF-derived communicator names that one. */
class SelfMergeTest {
    @TempDir
    Path dir;

    @Test
    void aDupOfADupOfSelfHasTheFirstDupAsItsParent() throws IOException {
        Files.writeString(dir.resolve("h-rank0.log"), """
                mpimem-log 1
                proc rank=0 size=1 host=h pid=1 job=j spawned=0 t=0
                c lid=2 call=MPI_Comm_dup parent=1 seq=0 first=0 members=0/0 t=1
                c lid=3 call=MPI_Comm_dup parent=2 seq=0 first=0 members=0/0 t=2
                end t=3
                """);
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(List.of(), r.problems());
        List<CommDef> comms = r.trace().comms();
        assertEquals(List.of(Trace.SELF), comms.get(0).parents());
        assertEquals(List.of(comms.get(0).id()), comms.get(1).parents());
    }
}
