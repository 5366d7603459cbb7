package org.mpimem.bench;

import org.mpimem.model.Mapping;
import org.mpimem.model.ch3.Vc;
import org.mpimem.model.ch3.VcVcrtDesign;
import org.mpimem.model.ch3.VcrtTranslation;
import org.mpimem.model.ch4.AvRankmapDesign;
import org.mpimem.model.ch4.AvTranslation;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.IntToLongFunction;

/**
 * Rank-address translations per second (the paper's Table V, without the rest of MPI_Put):
 * VC-VCRT (VCRT entry, VC object, its address word) against the AV-Rankmap switch for each mode
 * (lpid from the rank map, packed AV entry, its address word). One translation per invocation,
 * the rank taken from a precomputed sequence, so nothing is hoisted out of a loop. Each
 * parameter pair runs in its own forks, so the translation call site stays monomorphic.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 3, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class LookupBenchmark {
    private static final int SEQUENCE = 1 << 16;

    @Param({"vcrt", "direct", "offset", "stride", "stride-block", "lut", "mlut"})
    public String mode;

    /** 16 ranks round-robin, or uniformly random ranks of a communicator spanning the 786,432-process WORLD. */
    @Param({"16-round-robin", "786432-random"})
    public String access;

    private IntToLongFunction translate;
    private int[] ranks;
    private int next;

    @Setup(Level.Trial)
    public void setup() {
        boolean small = access.startsWith("16");
        Members members = Communicators.of(mode, small);
        int world = Communicators.WORLD;
        Mapping m;
        if (mode.equals("vcrt")) {
            m = new VcVcrtDesign(SizeProfiles.PAPER_2017).fromProcesses(members, false);
            Vc[][] vcs = {VcrtTranslation.vcs(0, world)};
            translate = new VcrtTranslation(m, vcs)::address;
        } else {
            m = new AvRankmapDesign(SizeProfiles.PAPER_2017).fromProcesses(members, false);
            long[][] av = {AvTranslation.table(0, world), AvTranslation.table(1, world / 2)};
            translate = new AvTranslation(m, av)::address;
        }
        if (!m.mode().equals(Communicators.expectedMode(mode)))
            throw new IllegalStateException(mode + " built a " + m.mode() + " mapping");
        ranks = new int[SEQUENCE];
        SplittableRandom rnd = new SplittableRandom(42);
        for (int k = 0; k < SEQUENCE; k++) ranks[k] = small ? k % m.size() : rnd.nextInt(m.size());
    }

    @Benchmark
    public long translate() {
        return translate.applyAsLong(ranks[next++ & (SEQUENCE - 1)]);
    }
}
