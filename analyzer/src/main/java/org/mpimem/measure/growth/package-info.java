/**
 * Growth of what an MPI library keeps per process, measured at several process counts and
 * processes per node: the runs ({@link org.mpimem.measure.growth.GrowthRuns}), each call site's
 * bytes fitted into terms that grow with the job ({@link org.mpimem.measure.growth.Terms}),
 * measured beside the matching design's, and the reports.
 */
package org.mpimem.measure.growth;
