package org.mpimem.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** classify --by-site: which line of the application made which communicators. */
class ClassifyBySiteTest {
    @TempDir
    Path dir;

    // two splits at one line (the even and odd halves: Stride), a dup in a helper, a reversed split (Irreg.)
    private static final String TRACE = """
            mpimem-trace 1
            world size=8 nodes=block:4
            comm id=1 call=MPI_Comm_split parent=0 members=0:4:2 color=0 key=0 site=main@/src/app.c:14
            comm id=2 call=MPI_Comm_split parent=0 members=1:4:2 color=1 key=0 site=main@/src/app.c:14
            comm id=3 call=MPI_Comm_dup parent=0 members=0:8 site=helper@/src/app.c:5
            comm id=4 call=MPI_Comm_split parent=0 members=7:8:-1 color=0 site=/lib/libx.so+0x1f0
            comm id=5 call=MPI_Comm_dup parent=1 members=0:4:2
            end comms=5 frees=0 groups=0
            """;

    @Test
    void eachSiteAndCallIsOneRowWithItsCountAndColumns() throws Exception {
        Path t = Files.writeString(dir.resolve("app.trace"), TRACE), out = dir.resolve("sites.txt");
        StringWriter err = new StringWriter();
        assertEquals(0, Cli.run(err, "classify", "--by-site", t.toString(), "--out", out.toString()), err.toString());
        List<String> lines = Files.readAllLines(out).stream().map(l -> l.strip().replaceAll(" +", " ")).toList();
        assertEquals(List.of("app: communicators by call site",
                "site call comms first id Table I columns",
                "main@/src/app.c:14 MPI_Comm_split 2 1 Stride 2",
                "helper@/src/app.c:5 MPI_Comm_dup 1 3 Dup 1",
                "/lib/libx.so+0x1f0 MPI_Comm_split 1 4 Irreg. 1",
                "(no site) MPI_Comm_dup 1 5 Dup 1"), lines);
    }

    @Test
    void profilesHaveNoSitesSoBySiteRefusesThem() {
        StringWriter err = new StringWriter();
        assertEquals(2, Cli.run(err, "classify", "--by-site", "--profiles", "qbox"));
        assertTrue(err.toString().contains("--by-site reads traces"), err.toString());
    }
}
