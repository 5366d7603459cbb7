package org.mpimem.calibrate;

import java.util.List;

import org.mpimem.model.ModelMatrix;
import org.mpimem.model.ModelSpec;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;

/**
 * Models by name, {@code DESIGN@PROFILE} (e.g. {@code av-rankmap@mpich-4.3-ch4-ucx}), and each
 * MPI's default: the first name in its list that resolves. A name that resolves to nothing is
 * reported as "no model yet", so a model that lands later is picked up by adding its name here.
 */
public final class Predictors {
    private Predictors() {
    }

    /** Candidates per MPI, best first: the exact Debian build's profile before a neighbouring version's. */
    static List<String> defaults(String mpi) {
        return mpi.equals("mpich")
                ? List.of("av-rankmap@" + SizeProfiles.MPICH_402_UCX, "av-rankmap@mpich-4.3-ch4-ucx")
                : List.of("openmpi-4.1-ob1@" + SizeProfiles.OPENMPI_414.name());
    }

    public static String defaultName(String mpi) {
        for (String n : defaults(mpi)) if (byName(n) != null) return n;
        return defaults(mpi).get(0);
    }

    /** The predictor, or null when no such design or profile exists (yet). */
    public static Predictor byName(String name) {
        int at = name.indexOf('@');
        if (at < 0) return null;
        String design = name.substring(0, at);
        SizeProfile p = SizeProfiles.byName(name.substring(at + 1)).orElse(null);
        if (p == null) return null;
        ModelSpec spec = ModelMatrix.all(p).stream().filter(m -> m.name().equals(design)).findFirst().orElse(null);
        return spec == null ? null : new SpecPredictor(name, spec);
    }
}
