package org.mpimem.extrapolate;

import java.lang.management.ManagementFactory;
import java.util.concurrent.Callable;

/**
 * The CPU seconds the calling thread spends on a task: what a speed test bounds, since on a shared
 * machine wall time measures the load (the same run took 2.3 s CPU and 45 s wall at load 17).
 */
final class CpuTime {
    private CpuTime() {}

    record Timed<T>(T value, double seconds) {}

    static <T> Timed<T> of(Callable<T> task) throws Exception {
        var bean = ManagementFactory.getThreadMXBean();
        long start = bean.getCurrentThreadCpuTime();
        T v = task.call();
        return new Timed<>(v, (bean.getCurrentThreadCpuTime() - start) / 1e9);
    }
}
