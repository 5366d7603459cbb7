package org.mpimem.calibrate;

import java.util.List;

/** Kills a process with everything it started, so that nothing of a hung MPI launch keeps running. */
final class ProcessTree {
    private ProcessTree() {}

    static void kill(Process p) throws InterruptedException {
        // the tree is listed before anything dies: a killed parent's children are re-parented and
        // would no longer be its descendants; a second pass catches what was forked meanwhile
        for (int pass = 0; pass < 2; pass++) {
            List<ProcessHandle> tree = p.descendants().toList();
            p.destroyForcibly();
            tree.forEach(ProcessHandle::destroyForcibly);
        }
        p.waitFor();
    }
}
