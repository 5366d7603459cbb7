package org.mpimem.replay;

import org.junit.jupiter.api.Test;
import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelOptions;
import org.mpimem.model.ModelSpec;
import org.mpimem.profiles.MicroBenchmarks;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** One replay per (trace, model) whoever asks and on whichever thread, with the numbers a plain replay gives. */
class SharedReplaysTest {
    private static final SizeProfile PROFILE = SizeProfiles.defaultProfile();

    /** Counts the replays made and the traces generated. */
    private static final class Counting implements Progress {
        final AtomicInteger planned = new AtomicInteger(), finished = new AtomicInteger();

        public void step(String what) {}

        public void detail(String line) {}

        public void planned(int n) { planned.addAndGet(n); }

        public void finished(String label, Double seconds) { finished.incrementAndGet(); }
    }

    /** A caller that queues its models one by one, the first finished before the next is queued, generates the trace once while it holds it. */
    @Test
    void aHeldTraceIsGeneratedOnceThoughItsFirstReplayEndsBeforeTheNextIsQueued() throws Exception {
        for (boolean held : new boolean[] {false, true}) {
            SharedReplays r = new SharedReplays(2, new Counting());
            AtomicInteger generated = new AtomicInteger();
            Supplier<Trace> trace = () -> {
                generated.incrementAndGet();
                return MicroBenchmarks.dups(256, 16, 3);
            };
            SharedReplays.TraceKey key = new SharedReplays.TraceKey("dups", 256, 16);
            List<ModelSpec> models = ModelMatrix.all(PROFILE).subList(0, 2);
            SharedReplays.Held hold = held ? r.hold(key) : () -> {};
            SharedReplays.await(r.submit(key, trace, PROFILE, models.get(0), ModelOptions.DEFAULT, 0, "first"));
            Thread.sleep(300); // the job lets go of the trace just after its result is out
            r.get(key, trace, PROFILE, models.get(1), ModelOptions.DEFAULT, "second");
            hold.close();
            assertEquals(held ? 1 : 2, generated.get(), held ? "held" : "not held: dropped after the first replay, made again");
        }
    }

    @Test
    void eachTraceAndModelIsReplayedOnceAndTheTraceGeneratedOnceWhateverTheAskers() throws Exception {
        Counting c = new Counting();
        SharedReplays r = new SharedReplays(2, c);
        AtomicInteger generated = new AtomicInteger();
        // "queued together": the trace is made only once every model is queued, else a loaded machine may finish the first
        // replay and drop the trace before the next model is queued (then made again: correct, but not what this asks)
        java.util.concurrent.CountDownLatch queued = new java.util.concurrent.CountDownLatch(1);
        Supplier<Trace> trace = () -> {
            try {
                queued.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            generated.incrementAndGet();
            return MicroBenchmarks.oddEvenSplits(4096, 16, 20);
        };
        SharedReplays.TraceKey key = new SharedReplays.TraceKey("split x20", 4096, 16);
        List<ModelSpec> models = ModelMatrix.all(PROFILE);
        List<CompletableFuture<SharedReplays.Outcome>> first = new ArrayList<>();
        for (ModelSpec m : models) first.add(r.submit(key, trace, PROFILE, m, ModelOptions.DEFAULT, 0, m.name()));
        queued.countDown();
        // asked again from four threads at once, by submit and by get (which replays in the caller when no worker has)
        List<Thread> askers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            Thread x = new Thread(() -> {
                for (ModelSpec m : models) r.get(key, trace, PROFILE, m, ModelOptions.DEFAULT, m.name());
            });
            askers.add(x);
            x.start();
        }
        for (Thread x : askers) x.join();
        Trace t = MicroBenchmarks.oddEvenSplits(4096, 16, 20);
        for (int i = 0; i < models.size(); i++) {
            SharedReplays.Outcome o = SharedReplays.await(first.get(i));
            assertEquals(new Replayer(PROFILE).replay(t, models.get(i)), o.result(), models.get(i).name());
            assertEquals(t.comms().size(), o.comms());
        }
        assertEquals(models.size(), c.planned.get());
        assertEquals(models.size(), c.finished.get());
        assertEquals(1, generated.get(), "one trace for every model queued together");
    }

    /**
     * Random orders of the world and of a spawned group merged with it (Figs. 13 and 14), fewer
     * orders drawn with the same seed (the same first communicators) too: the node splits and
     * positions that every model of the matrix reads from the run's table, on two workers at once,
     * give each the numbers of a replay on its own.
     */
    @Test
    void modelsReadingOneTableOfTraceScansGiveThePlainReplaysNumbers() {
        SharedReplays r = new SharedReplays(2, new Counting());
        List<ModelSpec> models = ModelMatrix.all(PROFILE);
        List<Supplier<Trace>> traces = List.of(() -> MicroBenchmarks.randomReorderDups(1024, 16, 12, 3),
                () -> MicroBenchmarks.spawnMergeReorderedDups(512, 16, 256, 8, 5),
                () -> MicroBenchmarks.randomReorderDups(1024, 16, 6, 3), () -> MicroBenchmarks.spawnMergeReorderedDups(512, 16, 256, 4, 5));
        for (int k = 0; k < traces.size(); k++) {
            SharedReplays.TraceKey key = new SharedReplays.TraceKey("random " + k, 1024, 16);
            List<CompletableFuture<SharedReplays.Outcome>> out = new ArrayList<>();
            for (ModelSpec m : models) out.add(r.submit(key, traces.get(k), PROFILE, m, ModelOptions.DEFAULT, 0, m.name()));
            Trace t = traces.get(k).get();
            for (int i = 0; i < models.size(); i++)
                assertEquals(new Replayer(PROFILE).replay(t, models.get(i)), SharedReplays.await(out.get(i)).result(), k + " " + models.get(i).name());
        }
    }

    @Test
    void aReplayOverItsBudgetFailsWithACancellationAndTheWorkerGoesOn() {
        SharedReplays r = new SharedReplays(1, Progress.NONE);
        ModelSpec lazy = ModelMatrix.select(List.of("lazy-vc"), PROFILE).get(0);
        // many events, not many processes: the replay checks its budget between events, and lazy-vc applies a
        // split of any size in a few of them, so only a long trace is sure to outlast a 1 us budget
        SharedReplays.TraceKey key = new SharedReplays.TraceKey("split x50000", 1024, 16);
        var slow = r.submit(key, () -> MicroBenchmarks.oddEvenSplits(1024, 16, 50_000), PROFILE, lazy, ModelOptions.DEFAULT, 1e-6, "slow");
        assertThrows(CancellationException.class, () -> SharedReplays.await(slow));
        // the same worker, its interrupt cleared, replays the next one whole
        SharedReplays.TraceKey small = new SharedReplays.TraceKey("split x2", 64, 16);
        var next = r.submit(small, () -> MicroBenchmarks.oddEvenSplits(64, 16, 2), PROFILE, lazy, ModelOptions.DEFAULT, 60, "next");
        assertEquals(new Replayer(PROFILE).replay(MicroBenchmarks.oddEvenSplits(64, 16, 2), lazy), SharedReplays.await(next).result());
    }

    @Test
    void aBudgetedReplayAlsoAskedForWithoutABudgetIsMadeWhole() {
        SharedReplays r = new SharedReplays(1, Progress.NONE);
        ModelSpec lazy = ModelMatrix.select(List.of("lazy-vc"), PROFILE).get(0);
        // the one worker busy first, so the budgeted replay is still queued when the table asks for it too
        r.submit(new SharedReplays.TraceKey("split x100", 65_536, 16), () -> MicroBenchmarks.oddEvenSplits(65_536, 16, 100), PROFILE, lazy,
                ModelOptions.DEFAULT, 0, "blocker");
        SharedReplays.TraceKey key = new SharedReplays.TraceKey("split x100", 262_144, 16);
        Supplier<Trace> t = () -> MicroBenchmarks.oddEvenSplits(262_144, 16, 100);
        var figure = r.submit(key, t, PROFILE, lazy, ModelOptions.DEFAULT, 1e-6, "designs figure");
        var table = r.submit(key, t, PROFILE, lazy, ModelOptions.DEFAULT, 0, "memory table");
        assertEquals(new Replayer(PROFILE).replay(t.get(), lazy), SharedReplays.await(table).result());
        assertEquals(SharedReplays.await(table), SharedReplays.await(figure));
    }
}
