package org.mpimem.extrapolate.align;

import org.mpimem.trace.TraceEvent;

/**
 * One event of a trace, aligned: its site, its position among the site's events in that trace,
 * its template and its fields ({@code wild[i]}: field i says nothing, e.g. the stride of a run of
 * one process).
 */
public record Item(String site, int index, Template template, long[] fields, boolean[] wild, TraceEvent event) {}
