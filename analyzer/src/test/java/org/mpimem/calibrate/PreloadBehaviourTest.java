package org.mpimem.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mpimem.trace.merge.TracerLibrary;

/** The preload must not change what a program does, from several threads, and must count exactly what stays live. */
class PreloadBehaviourTest {

    @Test
    void sameOutputAndExitCodeAndExactLiveBytes(@TempDir Path dir) throws Exception {
        Path lib = Launcher.buildPreload(dir);
        Path exe = dir.resolve("behaviour");
        TracerLibrary.run(List.of("gcc", "-O1", "-pthread", "-o", exe.toString(), Path.of("src/test/c/calib_behaviour.c").toAbsolutePath().toString(), "-ldl"), false);
        Launcher.Result plain = Launcher.run(List.of(exe.toString()));
        Launcher.Result counted = Launcher.run(List.of("env", "LD_PRELOAD=" + lib, exe.toString()));
        assertEquals(7, plain.exit());
        assertEquals(plain.exit(), counted.exit());
        String out = plain.output().strip();
        // stderr is merged: the counted run has one more line, the count, before the same stdout
        assertEquals(List.of("live +" + (3 * 1000 + 3 * 4096), out), counted.output().strip().lines().toList());
    }
}
