package org.mpimem.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 22 item 2: a launcher that runs nothing, or never returns, is a failure with what it printed,
 * not an empty table. The launchers are test doubles of a broken MPI launcher (scripts); the preload
 * and program are still built with the real gcc and mpicc.mpich.
 */
class CalibrateFailsLoudlyTest {
    @TempDir
    Path dir;

    private Path script(String name, String body) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwx------"));
        return f;
    }

    @Test
    void aLauncherThatRunsNothingIsAnErrorShowingWhatItPrinted() throws Exception {
        Path fake = script("launch-nothing", "echo 'launcher: no hosts given, nothing to do'\nexit 0\n");
        Path samples = dir.resolve("samples.csv");
        Cli.Result r = Cli.capture("calibrate", "--mpi", "mpich", "--max-world", "5", "--launcher", fake.toString(),
                "--samples", samples.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(fake + " -n 2 ") && r.err().contains("exited with 0 but gave no sample"), r.err());
        assertTrue(r.err().contains("launcher: no hosts given, nothing to do"), r.err());
        assertFalse(r.err().contains("I/O error"), r.err());
        assertEquals("", r.out(), "no table");
        assertFalse(Files.exists(samples), "no samples file");
    }

    @Test
    void aLaunchPastItsTimeoutIsKilledWithItsChildrenAndReported() throws Exception {
        Path pid = dir.resolve("child.pid");
        Path fake = script("launch-hang", "echo started\nsleep 100000 &\necho $! > " + pid + "\nwait\n");
        long t0 = System.nanoTime();
        java.io.PrintStream old = System.err;
        java.io.ByteArrayOutputStream progress = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(progress, true));
        Cli.Result r;
        try {
            r = Cli.capture("calibrate", "--mpi", "mpich", "--max-world", "5", "--launcher", fake.toString(), "--launch-timeout", "2");
        } finally {
            System.setErr(old);
        }
        double s = (System.nanoTime() - t0) / 1e9;
        assertEquals(2, r.code(), r.err());
        assertTrue(progress.toString().contains("calibrate: mpich world 2 of 2..5 (at most 2 s): " + fake), progress.toString());
        assertTrue(r.err().contains("did not finish in 2 s and was killed with its processes; it printed:\nstarted"), r.err());
        assertTrue(s < 60, "stopped at the first launch: " + s + " s");
        long child = Long.parseLong(Files.readString(pid).trim());
        assertFalse(running(child), "the launcher's child " + child + " was killed too");
    }

    /** Alive and not a zombie (a killed orphan may wait for a reaper that a container lacks). */
    private static boolean running(long pid) throws Exception {
        Path stat = Path.of("/proc/" + pid + "/stat");
        for (int i = 0; i < 50 && Files.exists(stat); i++) {
            String s;
            try {
                s = Files.readString(stat);
            } catch (java.nio.file.NoSuchFileException gone) {
                return false;
            }
            if (s.substring(s.lastIndexOf(')') + 2).startsWith("Z")) return false;
            Thread.sleep(100);
        }
        return Files.exists(stat);
    }

    @Test
    void tooFewPointsForAFitAreAnError() throws Exception {
        // prints one sample of one pattern per world, the same x each time: no slope can be fitted
        Path fake = script("launch-one-point", "echo 'calib dup 4 4 100'\nexit 0\n");
        Cli.Result r = Cli.capture("calibrate", "--mpi", "mpich", "--max-world", "5", "--launcher", fake.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("too few points to fit a + b*x (two distinct x per pattern): dup (x = [4])"), r.err());
        assertEquals("", r.out());
    }
}
