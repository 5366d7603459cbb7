package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.mpimem.trace.CommDef;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;
import org.mpimem.trace.TraceWriter;

/**
 * Call sites under real MPICH and Open MPI: a program compiled with -g runs under the tracer, and
 * every communicator of the merged trace must name the function and the source line of the call
 * that made it, read back from the source (not from a list kept here): the C entry points go
 * through the x86-64 trampolines, the Fortran ones through the Fortran wrappers.
 */
class CallSiteMpiTest {
    private static final Pattern SITE = Pattern.compile("(.+)@(.+):([0-9]+)");

    static Stream<Arguments> programs() {
        List<Arguments> a = new ArrayList<>();
        for (Mpi mpi : Mpi.values())
            for (String s : List.of("sites.c", "sites.f90", "sites08.f90")) a.add(Arguments.of(mpi, s));
        return a.stream();
    }

    @ParameterizedTest
    @MethodSource("programs")
    void everyCommunicatorNamesTheLineOfItsCall(Mpi mpi, String source) throws Exception {
        mpi.requireInstalled();
        Path dir = Files.createDirectories(Path.of("target/mpi-tests", "sites-" + mpi.id()).toAbsolutePath());
        Path lib = TracerLibrary.build(mpi.mpicc, mpi.id(), dir);
        Path logs = dir.resolve("trace-" + source);
        TracerMpiTest.deleteTree(logs);
        Mpi.Run run = mpi.run(mpi.compile(source, dir, List.of("-g", "-O0")), 4, lib, logs);
        assertEquals(0, run.exit(), run.output());
        MergeResult r = TraceMerger.merge(logs);
        assertEquals(List.of(), r.problems());
        JobFileMpiTest.readFromOneJobFile(r, 4); // and no note on symbols
        Trace t = TraceReader.read("merged", new StringReader(TraceWriter.toText(r.trace())));
        List<String> src = Files.readAllLines(Mpi.SOURCES.resolve(source));
        assertTrue(t.comms().size() >= 3, "communicators: " + t.comms().size());
        for (CommDef d : t.comms()) {
            String site = d.attrs().get("site");
            Matcher m = SITE.matcher(site == null ? "" : site);
            assertTrue(m.matches(), d.call() + " " + d.id() + ": site=" + site);
            assertEquals(source, Path.of(m.group(2)).getFileName().toString(), site);
            String line = src.get(Integer.parseInt(m.group(3)) - 1);
            assertTrue(line.toLowerCase(java.util.Locale.ROOT).contains(d.call().mpiName().toLowerCase(java.util.Locale.ROOT) + "("),
                    d.call() + " " + d.id() + ": site " + site + " is the line '" + line.strip() + "'");
            String function = d.call().mpiName().equals("MPI_Comm_dup") ? "helper" : source.endsWith(".c") ? "main" : "MAIN__";
            assertTrue(m.group(1).equals(function) || m.group(1).equals(function + "_"), site + ": expected in " + function);
        }
        Map<String, Long> calls = t.comms().stream().collect(java.util.stream.Collectors.groupingBy(d -> d.call().mpiName(), java.util.stream.Collectors.counting()));
        assertTrue(calls.containsKey("MPI_Comm_dup") && calls.containsKey("MPI_Comm_split"), calls.toString());
    }

    /** A library dlopen'ed by a relative path has a relative name, like the main program: it must still be named as itself. */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void aCallInALibraryLoadedByARelativePathNamesTheLibrary(Mpi mpi) throws Exception {
        mpi.requireInstalled();
        Path dir = Files.createDirectories(Path.of("target/mpi-tests", "dlsite-" + mpi.id()).toAbsolutePath());
        Path lib = TracerLibrary.build(mpi.mpicc, mpi.id(), dir), logs = dir.resolve("trace");
        Path so = mpi.compile("dlsite_lib.c", dir, List.of("-g", "-O0", "-shared", "-fPIC"));
        TracerMpiTest.deleteTree(logs);
        String relative = "./" + Path.of("").toAbsolutePath().relativize(so);
        Mpi.Run run = mpi.start(mpi.compile("dlsite.c", dir, List.of("-g", "-O0")), 2, lib, logs, List.of(), List.of(relative)).finish();
        assertEquals(0, run.exit(), run.output());
        MergeResult r = TraceMerger.merge(logs);
        assertEquals(List.of(), r.problems());
        JobFileMpiTest.readFromOneJobFile(r, 2); // and no note on symbols
        String site = r.trace().comms().get(0).attrs().get("site");
        Matcher m = SITE.matcher(site == null ? "" : site);
        assertTrue(m.matches(), "site=" + site);
        assertEquals("lib_dup", m.group(1), site);
        assertEquals("dlsite_lib.c", Path.of(m.group(2)).getFileName().toString(), site);
        assertTrue(Files.readAllLines(Mpi.SOURCES.resolve("dlsite_lib.c")).get(Integer.parseInt(m.group(3)) - 1).contains("MPI_Comm_dup("), site);
    }
}
