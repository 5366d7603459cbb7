package org.mpimem.profiles;

import org.mpimem.trace.Trace;

import java.util.List;

/**
 * A generator of the communicator set-up of one application or benchmark, for any process count,
 * processes per node and problem parameters. {@link #source()} says where the pattern comes from
 * (the paper's text, the application's public source structure), so a reader can check it.
 */
public interface AppProfile {

    /** The name users type: {@code mpimem profile NAME}. */
    String name();

    /** One line: what the application creates. */
    String description();

    /** Where the pattern comes from. */
    String source();

    /** Profile-specific parameters with their defaults (besides procs and ppn). */
    List<Param> parameters();

    /** A small default scale: every profile generates at it in well under a second. */
    default int defaultProcs() {
        return 1024;
    }

    /** Mira's 16 processes per node unless the profile's reference configuration says otherwise. */
    default int defaultPpn() {
        return 16;
    }

    /** The trace; member lists are compressed runs wherever the pattern is regular. */
    Trace generate(int procs, int ppn, Params params);

    /** A profile parameter: name, default value (as text) and meaning. */
    record Param(String name, String defaultValue, String description) {
        public static Param of(String name, Object defaultValue, String description) {
            return new Param(name, String.valueOf(defaultValue), description);
        }
    }
}
