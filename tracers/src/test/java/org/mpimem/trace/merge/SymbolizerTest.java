package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Call-site symbolization without MPI: addr2line's answers turned into site= values, and its failures. */
class SymbolizerTest {

    @Test
    void addr2lineAnswersBecomeFunctionAtFileLineOrStayObjectOffset() {
        String raw = "/lib/x.so+0x10";
        assertEquals("main@/src/a.c:14", SiteText.of("main", "/src/a.c:14", raw));
        assertEquals("main@/src/a.c:14", SiteText.of("main", "/src/a.c:14 (discriminator 2)", raw));
        assertEquals("?@/src/a.c:14", SiteText.of("??", "/src/a.c:14", raw));
        assertEquals("pdgesv_@/lib/x.so+0x10", SiteText.of("pdgesv_", "??:0", raw));
        assertEquals(raw, SiteText.of("??", "??:0", raw));
        assertEquals("f(int,%20char)@/my%20src/a.cc:3", SiteText.of("f(int, char)", "/my src/a.cc:3", raw));
        assertEquals("/my src/a%", SiteText.unescape(SiteText.escape("/my src/a%")));
    }

    @Test
    void aMissingObjectKeepsTheRecordedSiteAndSaysSo() {
        List<String> notes = new ArrayList<>();
        Map<String, String> s = new Symbolizer(notes).symbolize(List.of("/no/such/object+0x1234"));
        assertEquals("/no/such/object+0x1234", s.get("/no/such/object+0x1234"));
        assertEquals(List.of("call sites in /no/such/object kept as object+offset: the object is not on this machine"), notes);
    }

    @Test
    void mergeKeepsTheFirstRanksSiteAndAMissingObjectIsANoteNotAProblem(@TempDir Path dir) throws Exception {
        for (int rank = 0; rank < 2; rank++)
            Files.writeString(dir.resolve("a-rank" + rank + ".log"), "mpimem-log 1\nproc rank=" + rank
                    + " size=2 host=a pid=1 job=j spawned=0 t=1\nc lid=2 call=MPI_Comm_dup parent=0 site=/gone/app" + rank
                    + "+0x1f seq=0 first=0 members=0/0:2 t=5\nc lid=3 call=MPI_Comm_dup parent=0 seq=1 first=0 members=0/0:2 t=6\nend t=7\n");
        MergeResult r = TraceMerger.merge(dir);
        assertEquals(List.of(), r.problems());
        assertEquals(List.of("call sites in /gone/app0 kept as object+offset: the object is not on this machine"), r.notes());
        assertEquals("/gone/app0+0x1f", r.trace().comms().get(0).attrs().get("site"));
        assertEquals(null, r.trace().comms().get(1).attrs().get("site")); // an old log's record: no site
        String text = org.mpimem.trace.TraceWriter.toText(r.trace());
        assertTrue(text.contains(" site=/gone/app0+0x1f\n"), text);
        assertTrue(org.mpimem.trace.TraceReader.read("t", new java.io.StringReader(text)).sameContent(r.trace()));
    }

    /** A shared object compiled with -g: the offset of a function's first instruction is its first line. */
    @Test
    void anObjectWithDebugInformationGivesFunctionAndLine(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("two.c"), so = dir.resolve("libtwo.so");
        Files.writeString(src, "int one(int x) {\n  return x + 1;\n}\n\nint two(int x) {\n  return x * 2;\n}\n");
        TracerLibrary.run(List.of("gcc", "-g", "-O0", "-shared", "-fPIC", "-o", so.toString(), src.toString()), false);
        Process nm = new ProcessBuilder("nm", so.toString()).start();
        String syms = new String(nm.getInputStream().readAllBytes());
        nm.waitFor();
        String two = syms.lines().filter(l -> l.endsWith(" T two")).findFirst().orElseThrow().split(" ")[0];
        String raw = so + "+0x" + two.replaceFirst("^0+", "");
        List<String> notes = new ArrayList<>();
        String site = new Symbolizer(notes).symbolize(List.of(raw)).get(raw);
        assertEquals(List.of(), notes);
        assertEquals("two@" + src + ":5", site);
    }

    /** A symbolizer that never answers is stopped at the timeout (it was waited for only after reading all its output: never). */
    @Test
    void aHungSymbolizerIsKilledAtTheTimeoutAndTheSitesStayRaw(@TempDir Path dir) throws Exception {
        Path fake = dir.resolve("slow-addr2line"), pid = dir.resolve("pid"), obj = dir.resolve("app");
        Files.writeString(fake, "#!/bin/sh\necho $$ > " + pid + "\necho partial\nexec sleep 60\n");
        fake.toFile().setExecutable(true);
        Files.writeString(obj, "not really an object");
        String raw = obj + "+0x10";
        List<String> notes = new ArrayList<>();
        long t0 = System.nanoTime();
        Map<String, String> s = new Symbolizer(notes, fake.toString(), 1000).symbolize(List.of(raw));
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertTrue(seconds < 20, "took " + seconds + " s");
        assertEquals(raw, s.get(raw));
        assertEquals(List.of("call sites in " + obj + " kept as object+offset: " + fake + " did not answer within 1 s and was stopped"), notes);
        long hung = Long.parseLong(Files.readString(pid).strip());
        for (int i = 0; i < 50 && ProcessHandle.of(hung).map(ProcessHandle::isAlive).orElse(false); i++) Thread.sleep(100);
        assertTrue(ProcessHandle.of(hung).map(h -> !h.isAlive()).orElse(true), "the hung symbolizer is still running");
    }
}
