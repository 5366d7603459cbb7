package org.mpimem.replay;

import java.util.List;

/** A trace replayed against several designs with one size profile. */
public record ReplayResult(String trace, int worldSize, int events, String profile, List<ModelResult> models) {}
