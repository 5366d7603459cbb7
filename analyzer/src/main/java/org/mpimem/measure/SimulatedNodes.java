package org.mpimem.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.mpimem.trace.InputException;

/**
 * Open MPI's side of nodes simulated on one machine: mpirun starts one daemon per host through
 * its rsh agent, and this agent starts it here instead, in a UTS namespace of its own whose host
 * name is the node's, so that Open MPI (which groups processes into nodes by host name) sees
 * separate nodes. The remote command arrives as the words ssh would join and hand to a shell;
 * the agent does the same. unshare --uts needs root (or CAP_SYS_ADMIN).
 */
public final class SimulatedNodes {
    private SimulatedNodes() {
    }

    static final String AGENT = "#!/bin/sh\n"
            + "# mpimem measure: Open MPI's rsh agent for nodes simulated on this machine\n"
            + "host=$1; shift\n"
            + "exec unshare --uts /bin/sh -c \"hostname $host && $*\"\n";

    /** Writes the agent into {@code dir}, after checking that this machine lets it make a UTS namespace. */
    public static Path agent(Path dir) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("unshare", "--uts", "true").redirectErrorStream(true).start();
        String why = new String(p.getInputStream().readAllBytes()).strip();
        if (p.waitFor() != 0)
            throw new InputException("simulated nodes under Open MPI need a UTS namespace per node, and 'unshare --uts' failed here ("
                    + why + "): run as root, or give real nodes with --hostfile");
        Path a = dir.resolve("rsh-agent.sh");
        Files.writeString(a, AGENT);
        Files.setPosixFilePermissions(a, PosixFilePermissions.fromString("rwxr-xr-x"));
        return a;
    }
}
