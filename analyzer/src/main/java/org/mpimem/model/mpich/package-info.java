/**
 * MPICH's communicator life cycle, shared by every MPICH design: internal node communicators,
 * node tables, intercommunicator sides and who pays for which process group's addresses
 * ({@link org.mpimem.model.mpich.MpichModel}, {@link org.mpimem.model.mpich.AddressBook}), and the
 * shape MPICH's {@code detect_regular_model} finds in a rank array
 * ({@link org.mpimem.model.mpich.Pattern}). A design plugs in through
 * {@link org.mpimem.model.Design}.
 */
package org.mpimem.model.mpich;
