/**
 * What MPI_Init keeps per process that grows with the job, for the designs named after installed
 * libraries: terms per process of the job, per node and per local peer, each measured across
 * simulated nodes (mpimem measure --procs --ppn), named after the structure that holds it and
 * cited (docs/growth-facts.md); and for Open MPI 5.0.7, not installed here, the terms whose
 * allocation its source makes the same way, at their 5.x sizes (OpenMpi5Init). The paper's designs
 * have none: the paper counts addresses and rank maps only.
 */
package org.mpimem.model.init;
