package org.mpimem.model.ch3;

import org.mpimem.size.SizeProfile;

/**
 * MPICH2's lazy VCs (Goodell et al., "Memory Consumption Analysis of MPI", EuroMPI 2010 prototype):
 * VCRTs as 3.2, but no VC table at MPI_Init; {@link LazyVcModel} charges a VC on first use.
 */
final class LazyVcDesign extends VcVcrtDesign {
    LazyVcDesign(SizeProfile profile) {
        super(profile);
    }

    @Override
    public String name() {
        return "lazy-vc";
    }

    @Override
    public String title() {
        return "lazy VCs (MPICH2 prototype, VCRTs as 3.2)";
    }

    @Override
    public long addressTableBytes(int groupSize) {
        return 0;
    }

    /** The world-sized arrays only: a VC's pending packet comes with the VC, on first use ({@link LazyVcModel} charges it). */
    @Override
    public long perPeerBytes(int groupSize, boolean ownWorld) {
        return worldArrayBytes(groupSize, ownWorld);
    }
}
