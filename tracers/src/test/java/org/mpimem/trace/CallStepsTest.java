package org.mpimem.trace;

import org.junit.jupiter.api.Test;

import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CallStepsTest {
    private static CallSteps steps(String body) throws Exception {
        return CallSteps.of(TraceReader.read("t", new StringReader("mpimem-trace 1\nworld size=8 nodes=block:4\n" + body)));
    }

    private static String ends(CallSteps s, int records) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < records; k++) b.append(s.endsStep(k) ? '|' : '.');
        return b.toString();
    }

    @Test
    void oneSplitsColoursAreOneStepAndTheNextSplitOfTheParentAnother() throws Exception {
        CallSteps s = steps("""
                comm id=1 call=MPI_Comm_split parent=0 members=1:4:2 color=1
                comm id=2 call=MPI_Comm_split parent=0 members=0:4:2 color=0
                comm id=3 call=MPI_Comm_split parent=0 members=0:4:2 color=0
                comm id=4 call=MPI_Comm_split parent=0 members=1:4:2 color=1
                comm id=5 call=MPI_Comm_dup parent=0 members=0:8
                comm id=6 call=MPI_Comm_dup parent=0 members=0:8
                free id=4 call=MPI_Comm_free
                free id=3 call=MPI_Comm_free
                free id=2 call=MPI_Comm_free
                free id=5 call=MPI_Comm_free
                end comms=6 frees=4 groups=0
                """);
        assertEquals(".|.|||.|||", ends(s, 10));
        assertEquals(7, s.count());
    }

    @Test
    void disjointRecordsOfOtherParentsOrSitesAreStepsOfTheirOwn() throws Exception {
        CallSteps s = steps("""
                comm id=1 call=MPI_Comm_split parent=0 members=0:4 color=0 site=a@x.c:1
                comm id=2 call=MPI_Comm_split parent=0 members=4:4 color=1 site=a@x.c:2
                comm id=3 call=MPI_Comm_split parent=1 members=0:2 color=0
                comm id=4 call=MPI_Comm_split parent=1 members=2:2 color=0
                comm id=5 call=MPI_Comm_split parent=2 members=6:2 color=1
                end comms=5 frees=0 groups=0
                """);
        assertEquals("||.||", ends(s, 5));
    }

    @Test
    void aStepEndsInsideAFamilyAtItsFirstCopyThatMeetsTheStep() throws Exception {
        // comm 1 holds process 2: the family's copies 0 and 1 (processes 0, 1) join its step, copy 2 starts the next
        CallSteps s = steps("""
                comm id=1 call=MPI_Comm_split parent=0 members=2:2
                comm id=2 call=MPI_Comm_split parent=0 members=0 copies=4 step=1
                end comms=2 frees=0 groups=0
                """);
        assertEquals(".|", ends(s, 2));
        assertEquals(1, s.endsInside(1));
        assertEquals(2, s.count());
    }
}
