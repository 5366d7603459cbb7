/**
 * What a trace is made of once read for extrapolation: each communicator event as a template
 * and its members ({@link org.mpimem.extrapolate.align.Item}), grouped into blocks by call site
 * ({@link org.mpimem.extrapolate.align.AlignedTrace}) in a canonical call order, with the scale it
 * ran at ({@link org.mpimem.extrapolate.align.Scale}). Also what trace diff reads.
 */
package org.mpimem.extrapolate.align;
