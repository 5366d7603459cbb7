package org.mpimem.replay;

import java.util.List;

/** One design's replay split by call site: the replay itself and one row per site, in order of first creation. */
public record SiteResult(ModelResult model, List<SiteBytes> sites) {}
