package org.mpimem.figures.measuring;

import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.Params;
import org.mpimem.replay.SharedReplays;

/**
 * How a built-in application's trace is named among shared replays: the survey's table, Figs.
 * 17–18 and the designs figure ask for the same trace when profile, parameters and scale agree,
 * and so share its replays.
 */
public final class SurveyTraces {
    private SurveyTraces() {}

    /** The application with these (resolved) parameters. */
    public static String app(AppProfile p, Params params) {
        return p.name() + " " + params;
    }

    public static SharedReplays.TraceKey key(AppProfile p, Params params, int procs, int ppn) {
        return new SharedReplays.TraceKey(app(p, params), procs, ppn);
    }
}
