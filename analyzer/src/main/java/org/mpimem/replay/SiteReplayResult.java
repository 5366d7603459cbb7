package org.mpimem.replay;

import java.util.List;

/** A trace replayed against several designs, each split by call site (replay --by-site). */
public record SiteReplayResult(String trace, int worldSize, int events, String profile, List<SiteResult> models) {}
