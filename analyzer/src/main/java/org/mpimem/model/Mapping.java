package org.mpimem.model;

import java.util.List;

/**
 * The rank-address mapping of one communicator (or one group of an intercommunicator) in some
 * design: a VCRT, a rank map. It translates a rank to the process it addresses.
 */
public interface Mapping {

    /** The process addressed by {@code rank}, packed as {@code Members.gpid(group, rank)}. */
    long lookup(int rank);

    int size();

    /** Bytes embedded in the communicator object for this mapping (0 for a VCRT pointer). */
    long descriptorBytes();

    /** Heap tables this mapping references (shared ones included). */
    List<Table> tables();

    /** A short label of the mapping's form, e.g. {@code VCRT}, {@code STRIDE_INTRA}, {@code LUT}. */
    String mode();
}
