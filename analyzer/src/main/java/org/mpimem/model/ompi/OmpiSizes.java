package org.mpimem.model.ompi;

import org.mpimem.size.SizeProfile;

/** The byte counts the Open MPI model charges, read from the C layouts of an Open MPI size profile. */
public record OmpiSizes(long proc, long groupHeader, long slot) {

    public static OmpiSizes of(SizeProfile p) {
        return new OmpiSizes(p.structs().get("ompi_proc").size(), p.structs().get("ompi_group").size(),
                p.structs().get("proc_pointer").size());
    }

    /** A dense group: the header and one slot (proc pointer or sentinel) per rank. */
    public long group(long n) {
        return groupHeader + slot * n;
    }
}
