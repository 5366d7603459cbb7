/**
 * The model framework: what a library model is ({@link org.mpimem.model.LibraryModel}), what
 * distinguishes one MPICH address design from another ({@link org.mpimem.model.Design},
 * {@link org.mpimem.model.Mapping}, {@link org.mpimem.model.Table}), and the registry that names
 * every model and builds it for a replay ({@link org.mpimem.model.ModelMatrix},
 * {@link org.mpimem.model.Models}, {@link org.mpimem.model.ModelSpec}). One folder per family of
 * designs below it ({@code ch3}, {@code ch4}, {@code mpich5}, {@code ompi}, MPICH's shared life
 * cycle in {@code mpich}, MPI_Init's terms in {@code init}); the registry is the only code here
 * that names them. What every design reads and none owns sits underneath: {@code scan} (node
 * splits and positions of member lists) and {@code peers} (who has met whom).
 */
package org.mpimem.model;
