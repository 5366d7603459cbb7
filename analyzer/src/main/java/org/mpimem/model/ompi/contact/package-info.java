/**
 * Which peers an Open MPI 4.1 process reaches, and what each first contact costs. Open MPI makes a
 * remote peer's {@code ompi_proc_t} and endpoints only when it first talks to it (or when
 * {@code add_procs} is handed the peer: MPI_Intercomm_create, connect/accept); a trace has no
 * point-to-point records, so the contacts charged are those the library's own collectives make
 * inside the calls that create communicators, algorithm by algorithm ({@code contact.tree}), as
 * v4.1.4's coll/tuned selects them ({@code contact.tuned}). This package keeps the state: who met
 * whom, and what each first contact cost. Facts and sizes: docs/growth-facts.md ("Per peer contacted").
 */
package org.mpimem.model.ompi.contact;
