package org.mpimem.replay;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One shared replay: run once, by a worker or by the first caller that needs it before a worker
 * took it. With a budget, a replay still running after {@code budgetSeconds} of its own wall time
 * is interrupted; the replayer stops between two events and the future fails with a
 * {@link CancellationException} (the designs figure says so instead of a number).
 */
final class ReplayJob implements Runnable {
    private static final ScheduledExecutorService TIMER = timer();

    private final java.util.function.Function<Runnable, SharedReplays.Outcome> work;
    private final Object lock = new Object();
    private double budgetSeconds; // guarded by lock
    private ScheduledFuture<?> timer; // guarded by lock
    private final String label;
    private final Progress progress;
    private final Runnable after;
    private final AtomicBoolean queued = new AtomicBoolean(), claimed = new AtomicBoolean();
    private final CompletableFuture<SharedReplays.Outcome> future = new CompletableFuture<>();

    /** {@code work} runs the replay; it calls its argument once the trace is there, when the budget's clock starts. */
    ReplayJob(java.util.function.Function<Runnable, SharedReplays.Outcome> work, double budgetSeconds, String label, Progress progress, Runnable after) {
        this.work = work;
        this.budgetSeconds = budgetSeconds;
        this.label = label;
        this.progress = progress;
        this.after = after;
    }

    /** Daemon workers that end when idle: a run that forgets the pool leaves no thread behind. */
    static Executor pool(int threads) {
        ThreadPoolExecutor p = new ThreadPoolExecutor(threads, threads, 2, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), daemon("replay"));
        p.allowCoreThreadTimeOut(true);
        return p;
    }

    private static ScheduledExecutorService timer() {
        ScheduledThreadPoolExecutor t = new ScheduledThreadPoolExecutor(1, daemon("replay-budget"));
        t.setRemoveOnCancelPolicy(true);
        return t;
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /** True the first time only: the caller hands it to the pool then. */
    boolean queue() {
        return queued.compareAndSet(false, true);
    }

    CompletableFuture<SharedReplays.Outcome> future() {
        return future;
    }

    public void run() {
        if (!claimed.compareAndSet(false, true)) return;
        progress.started(label);
        Thread me = Thread.currentThread();
        boolean[] over = {false};
        Runnable clock = () -> {
            synchronized (lock) {
                if (budgetSeconds > 0) timer = TIMER.schedule(() -> {
                    synchronized (lock) {
                        if (!future.isDone() && budgetSeconds > 0) { over[0] = true; me.interrupt(); }
                    }
                }, (long) (budgetSeconds * 1e9), TimeUnit.NANOSECONDS);
            }
        };
        try {
            SharedReplays.Outcome o = work.apply(clock);
            synchronized (lock) { future.complete(o); }
        } catch (RuntimeException | Error e) {
            synchronized (lock) { future.completeExceptionally(e); }
        } finally {
            synchronized (lock) {
                if (timer != null) timer.cancel(false);
                // an interrupt meant for this replay must not stop the thread's next one
                if (over[0]) Thread.interrupted();
            }
            after.run();
            progress.finished(label, future.isCompletedExceptionally() ? null : future.join().seconds());
        }
    }

    /**
     * No budget any more: someone who needs the number (the survey's table) asked for the same replay
     * without one. Too late if the budget has stopped it already.
     */
    void unbudget() {
        synchronized (lock) {
            budgetSeconds = 0;
            if (timer != null) timer.cancel(false);
        }
    }

    /** The value, or the replay's own exception (a CancellationException when its budget stopped it). */
    public static <T> T join(CompletableFuture<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException(e.getCause());
        }
    }
}
