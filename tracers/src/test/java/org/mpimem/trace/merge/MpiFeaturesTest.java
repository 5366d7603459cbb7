package org.mpimem.trace.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The MPI-4 constructors are wrapped exactly where the MPI has them, found by check compiles at
 * build time (mpi_features.sh), not by MPI_VERSION: Open MPI 5 reports 3 and has them. Without
 * Open MPI 5 here, an MPI like it is MPICH 4 behind an mpi.h that says MPI_VERSION 3.
 */
class MpiFeaturesTest {
    static final List<String> MPI4 = List.of("MPI_Comm_idup_with_info", "MPI_Comm_create_from_group", "MPI_Intercomm_create_from_groups");

    @TempDir
    Path dir;

    private static Set<String> exported(Path lib) throws Exception {
        return TracerLibrary.run(List.of("nm", "-D", "--defined-only", lib.toString()), false).lines()
                .map(l -> l.substring(l.lastIndexOf(' ') + 1)).collect(Collectors.toSet());
    }

    private static void assertWrapped(boolean expected, Path lib) throws Exception {
        Set<String> syms = exported(lib);
        for (String f : MPI4) {
            assertEquals(expected, syms.contains(f), lib + ": " + f);
            assertEquals(expected, syms.contains(f.toLowerCase(java.util.Locale.ROOT) + "_"), lib + ": Fortran " + f);
        }
    }

    /** MPICH 4.0.2 has them (MPI_VERSION 4), Open MPI 4.1.4 has not (MPI_VERSION 3). */
    @ParameterizedTest
    @EnumSource(Mpi.class)
    void theMpi4CallsAreWrappedWhereTheMpiHasThem(Mpi mpi) throws Exception {
        mpi.requireInstalled();
        assertWrapped(mpi == Mpi.MPICH, TracerLibrary.build(mpi.mpicc, mpi.id(), dir));
    }

    @Test
    void anMpiThatReportsVersion3ButHasTheCallsGetsThemWrapped() throws Exception {
        Mpi.MPICH.requireInstalled();
        Matcher inc = Pattern.compile("-I(\\S+)").matcher(TracerLibrary.run(List.of("mpicc.mpich", "-show"), false));
        assertTrue(inc.find());
        Path fake = Files.createDirectories(dir.resolve("include"));
        String header = Files.readString(Path.of(inc.group(1), "mpi.h"));
        String v3 = header.replaceFirst("#define MPI_VERSION +4", "#define MPI_VERSION 3");
        assertTrue(!v3.equals(header), "MPICH's mpi.h does not define MPI_VERSION 4");
        Files.writeString(fake.resolve("mpi.h"), v3);
        Path cc = dir.resolve("mpicc-v3");
        Files.writeString(cc, "#!/bin/sh\nexec mpicc.mpich -I" + fake + " \"$@\"\n");
        assertTrue(cc.toFile().setExecutable(true));
        Path check = dir.resolve("v.c");
        Files.writeString(check, "#include <mpi.h>\n#if MPI_VERSION != 3\n#error not 3\n#endif\nint main(void) { return 0; }\n");
        TracerLibrary.run(List.of(cc.toString(), "-o", dir.resolve("v").toString(), check.toString()), false);
        assertWrapped(true, TracerLibrary.build(cc.toString(), "v3", dir.resolve("java")));
        Path src = Path.of("src/main/c/Makefile").toAbsolutePath(), out = dir.resolve("make");
        TracerLibrary.run(List.of("make", "-s", "-f", src.toString(), "MPI=v3", "MPICC=" + cc, "OUT=" + out), false);
        assertWrapped(true, out.resolve("libmpimem-trace-v3.so"));
    }
}
