package org.mpimem.replay;

import java.math.BigInteger;

/**
 * One call site's share of one design's memory at one moment (the end of a trace, or its peak):
 * the communicators it had made, the bytes they cost on the process with the most bytes at that
 * moment, and over all processes.
 */
public record SiteBytes(String site, int comms, long onMaxProcess, BigInteger allProcesses) {
    /** Communicators without a {@code site=} field (traces not written by the tracer, generated ones); classify says it too. */
    public static final String NO_SITE = "(no site)";
    /** What MPI_Init (and a spawned or connected group's arrival) costs: the world communicators. */
    public static final String INIT = "(MPI_Init)";
    /** What the application's own messages made the library keep (a v2 trace's traffic): no call site's. */
    public static final String MESSAGES = "(application messages)";

    /** The communicator's call site, or {@link #NO_SITE}: one label for replay and classify --by-site. */
    public static String siteOf(org.mpimem.trace.CommDef d) {
        return d.attrs().getOrDefault("site", NO_SITE);
    }
}
