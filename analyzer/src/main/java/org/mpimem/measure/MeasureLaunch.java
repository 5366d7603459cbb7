package org.mpimem.measure;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The launch of an application under the tracer and the allocation counter at once: which MPI,
 * how many processes on which nodes, which transport the library must use, and for Open MPI which pml.
 * OpenMP is held to one thread per process (the machine's cores are the processes'). {@code mca}: further
 * Open MPI parameters as NAME=VALUE (NWChem needs osc=^rdma on one node). {@code tcp} forces the network transports a remote peer would get: UCX_TLS=tcp,self under MPICH's
 * ch4:ucx and under Open MPI's pml/ucx, btl tcp,self under pml/ob1.
 */
public record MeasureLaunch(Mpi mpi, int np, Transport transport, Pml pml, List<String> mca, NodeLayout nodes) {
    public enum Mpi { MPICH, OPENMPI }
    public enum Transport { SHM, TCP }
    public enum Pml { OB1, UCX }

    /** All processes on this machine as one node. */
    public MeasureLaunch(Mpi mpi, int np, Transport transport, Pml pml, List<String> mca) {
        this(mpi, np, transport, pml, mca, NodeLayout.oneNode());
    }

    /** The same launch with {@code np} processes on {@code nodes}. */
    public MeasureLaunch on(int np, NodeLayout nodes) {
        return new MeasureLaunch(mpi, np, transport, pml, mca, nodes);
    }

    /** The design whose model matches this library and pml. */
    public String design() {
        if (mpi == Mpi.MPICH) return org.mpimem.model.ModelMatrix.MPICH_402;
        return pml == Pml.UCX ? "openmpi-4.1-ucx" : "openmpi-4.1-ob1";
    }

    public String id() {
        return mpi.name().toLowerCase(Locale.ROOT);
    }

    /** The label of the run in reports: "openmpi/ob1 shm", "mpich tcp". */
    public String label() {
        return id() + (mpi == Mpi.OPENMPI ? "/" + pml.name().toLowerCase(Locale.ROOT) : "") + " " + transport.name().toLowerCase(Locale.ROOT);
    }

    /**
     * The launcher command: counter first in LD_PRELOAD, so its malloc is the one the tracer and MPI
     * reach. {@code job} names the job for the tracer (Hydra's proxies on several nodes share no
     * job id); {@code agent} starts Open MPI's daemons on simulated nodes (see {@link SimulatedNodes}).
     */
    public List<String> command(Path counter, Path tracer, Path logs, String job, Path agent, List<String> app) {
        String preload = counter + ":" + tracer;
        List<String> cmd = new ArrayList<>();
        if (mpi == Mpi.MPICH) {
            cmd.add("mpiexec.mpich");
            if (nodes.simulated()) cmd.addAll(List.of("-launcher", "fork"));
            if (!nodes.oneMachineNode()) cmd.addAll(List.of("-hosts", nodes.hostList()));
            cmd.addAll(List.of("-n", "" + np, "-genv", "LD_PRELOAD", preload, "-genv", "MPIMEM_TRACE_DIR", logs.toString(),
                    "-genv", "MPIMEM_TRACE_JOB", job, "-genv", "OMP_NUM_THREADS", "1"));
            if (transport == Transport.TCP) cmd.addAll(List.of("-genv", "UCX_TLS", "tcp,self"));
        } else {
            cmd.addAll(List.of("mpirun.openmpi", "--allow-run-as-root", "--oversubscribe", "-n", "" + np,
                    "-x", "LD_PRELOAD=" + preload, "-x", "MPIMEM_TRACE_DIR=" + logs, "-x", "MPIMEM_TRACE_JOB=" + job, "-x", "OMP_NUM_THREADS=1"));
            if (!nodes.oneMachineNode()) cmd.addAll(List.of("--host", nodes.hostList()));
            if (nodes.simulated()) cmd.addAll(List.of("--mca", "plm_rsh_agent", agent.toString()));
            for (String m : mca) {
                int eq = m.indexOf('=');
                cmd.addAll(List.of("--mca", m.substring(0, eq), m.substring(eq + 1)));
            }
            if (pml == Pml.UCX) {
                cmd.addAll(List.of("--mca", "pml", "ucx", "--mca", "pml_ucx_tls", "any", "--mca", "pml_ucx_devices", "any"));
                if (transport == Transport.TCP) cmd.addAll(List.of("-x", "UCX_TLS=tcp,self"));
            } else {
                cmd.addAll(List.of("--mca", "pml", "ob1"));
                if (transport == Transport.TCP) cmd.addAll(List.of("--mca", "btl", "tcp,self"));
            }
        }
        cmd.addAll(app);
        return cmd;
    }

    /** "MPICH 4.0.2 (ch4:ucx)", "Open MPI 4.1.4": what the installed library says of itself. */
    public String library() {
        try {
            String text = org.mpimem.trace.merge.TracerLibrary.run(mpi == Mpi.MPICH ? List.of("mpichversion") : List.of("ompi_info", "--version"), true);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(mpi == Mpi.MPICH
                    ? "MPICH Version:\\s*(\\S+)[\\s\\S]*?MPICH Device:\\s*(\\S+)" : "Open MPI v(\\S+)").matcher(text);
            if (!m.find()) return "unknown library";
            return mpi == Mpi.MPICH ? "MPICH " + m.group(1) + " (" + m.group(2) + ")" : "Open MPI " + m.group(1);
        } catch (java.io.IOException e) {
            return "unknown library";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown library";
        }
    }
}
