package org.mpimem.replay;

import java.util.List;

/**
 * One design's replay split by call site: the replay itself and one row per site, in order of
 * first creation, at the end of the trace ({@code sites}) and at its peak ({@code atPeak}, same
 * sites in the same order, bytes on the process with the most bytes at the peak; a row's
 * communicators are those its site had made by then).
 */
public record SiteResult(ModelResult model, List<SiteBytes> sites, List<SiteBytes> atPeak) {}
