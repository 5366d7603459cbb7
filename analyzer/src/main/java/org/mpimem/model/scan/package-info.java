/**
 * What a communicator's member list says whatever the design: its node split
 * ({@link org.mpimem.model.scan.NodeSplit}), where a child's members sit in its parent's
 * ({@link org.mpimem.model.scan.Positions}, {@link org.mpimem.model.scan.Select}), and the cache
 * of both that the survey's replays share ({@link org.mpimem.model.scan.TraceScans}, handed to
 * every model by replay/). Depends on the trace format only.
 */
package org.mpimem.model.scan;
