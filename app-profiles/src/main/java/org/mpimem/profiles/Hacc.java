package org.mpimem.profiles;

import org.mpimem.trace.Members;
import org.mpimem.trace.MpiCall;
import org.mpimem.trace.Trace;

import java.util.List;

/**
 * HACC: Cartesian communicators over all processes, never reordered, for the 3-D, the three 2-D
 * pencil and the 1-D distributions of its FFT (SWFFT's {@code distribution_init}: cart_3d,
 * cart_2d_x/y/z, cart_1d, each {@code MPI_Cart_create(comm, ndim, nproc, period, 0, &cart)}).
 */
final class Hacc implements AppProfile {
    public String name() {
        return "hacc";
    }

    public String description() {
        return "cosmology: MPI_Cart_create of WORLD without reorder for 3-D, 2-D pencil and 1-D distributions";
    }

    public String source() {
        return "Guo et al. 2017 §III (3-D, 2-D and 1-D MPI_Cart_create, no reordering) and the public SWFFT "
                + "distribution code (process_topology_1, _2_x, _2_y, _2_z, _3, each created with reorder=0)";
    }

    public List<Param> parameters() {
        return List.of(Param.of("pencils", 3, "2-D pencil decompositions (x, y, z)"));
    }

    public Trace generate(int procs, int ppn, Params p) {
        Trace.Builder b = AppProfiles.builder(this, procs, ppn, p);
        int pencils = p.integer("pencils", 0);
        cart(b, procs, 1);
        for (int i = 0; i < pencils; i++) cart(b, procs, 2);
        cart(b, procs, 3);
        return b.build();
    }

    /** Without reorder and with dims covering all processes, the new comm's ranks are WORLD's. */
    private static void cart(Trace.Builder b, int procs, int ndims) {
        Records.intra(b, MpiCall.CART_CREATE, Members.range(0, 0, procs), Records.attrs("reorder", "0", "name", "cart_" + ndims + "d"), Trace.WORLD);
    }
}
