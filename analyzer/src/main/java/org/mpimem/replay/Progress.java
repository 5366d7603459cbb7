package org.mpimem.replay;

/**
 * What a long run tells its user: the step it is on, the replays planned and finished (so how
 * far it is), and per replay detail that only a verbose run shows. Called from any thread.
 */
public interface Progress {
    /** A step a person would name ("figures", "writing the pages"). */
    void step(String what);

    /** A line of detail: one replay, one figure (shown with --verbose). */
    void detail(String line);

    /** {@code n} more replays will be made. */
    default void planned(int n) {}

    /** A replay began on some thread. */
    default void started(String label) {}

    /** A replay ended: its seconds, or null when it failed or its budget stopped it. */
    default void finished(String label, Double seconds) {}

    /** Nothing shown: tests and library use. */
    Progress NONE = new Progress() {
        public void step(String what) {}

        public void detail(String line) {}
    };

    /** Every step and detail as a line to {@code out} (the old behaviour, for callers that want all of it). */
    static Progress lines(java.util.function.Consumer<String> out) {
        return new Progress() {
            public void step(String what) { out.accept(what); }

            public void detail(String line) { out.accept(line); }
        };
    }
}
