package org.mpimem.model;

import org.mpimem.model.ch3.LazyVcModel;
import org.mpimem.model.ompi.OmpiSizes;
import org.mpimem.model.ompi.OpenMpiModel;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.InputException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every model one trace can be replayed against, as JOL's internals-estimates runs one class
 * through a matrix of VM models: the MPICH designs the size profile has (sized by it), lazy VCs
 * when it has ch3's VC, and Open MPI 4.1.4 with pml/ob1 and pml/ucx (sized by their own profile).
 * {@code all} is every one of them; the Open MPI variant with every proc created at MPI_Init is
 * chosen by name only.
 */
public final class ModelMatrix {
    private ModelMatrix() {}

    /** Every design: the default of replay and survey (the lazy models' peer sets cost O(runs) too, see PeerSets). */
    public static final String ALL = "all";
    /** The MPICH designs the size profile has: the paper's comparison, without the other libraries. */
    public static final String MPICH = "mpich";
    private static final String OMPI_EAGER = "openmpi-4.1-ob1-allprocs";

    private static Map<String, ModelSpec> known(SizeProfile p) {
        Map<String, ModelSpec> m = new LinkedHashMap<>();
        for (Models d : Models.designs(p)) m.put(d.cliName(), ModelSpec.mpich(d.create(p), p));
        if (p.has(Models.VC_VCRT.cliName()))
            m.put("lazy-vc", new ModelSpec("lazy-vc", LazyVcModel.title(), (l, o) -> new LazyVcModel(p, l, o)));
        OmpiSizes o = OmpiSizes.of(SizeProfiles.OPENMPI_414);
        m.put("openmpi-4.1-ob1", new ModelSpec("openmpi-4.1-ob1", "Open MPI 4.1.4, pml/ob1, lazy procs", (l, x) -> new OpenMpiModel(o, l, true, false)));
        m.put("openmpi-4.1-ucx", new ModelSpec("openmpi-4.1-ucx", "Open MPI 4.1.4, pml/ucx, lazy procs", (l, x) -> new OpenMpiModel(o, l, false, false)));
        m.put(OMPI_EAGER, new ModelSpec(OMPI_EAGER, "Open MPI 4.1.4, pml/ob1, every proc at MPI_Init", (l, x) -> new OpenMpiModel(o, l, true, true)));
        return m;
    }

    /** The MPICH designs of the profile (vc-vcrt, av-rankmap where it has them): the paper's comparison. */
    public static List<ModelSpec> mpich(SizeProfile p) {
        return Models.designs(p).stream().map(d -> ModelSpec.mpich(d.create(p), p)).toList();
    }

    /** The models {@code all} stands for with this size profile. */
    public static List<ModelSpec> all(SizeProfile p) {
        return known(p).values().stream().filter(s -> !s.name().equals(OMPI_EAGER)).toList();
    }

    /** The models named ({@code all} anywhere in the list adds every one), each once, in the order given. */
    public static List<ModelSpec> select(List<String> names, SizeProfile p) {
        Map<String, ModelSpec> k = known(p), out = new LinkedHashMap<>();
        for (String n : names) {
            if (n.equals(ALL) || n.equals(MPICH)) {
                (n.equals(ALL) ? all(p) : mpich(p)).forEach(s -> out.putIfAbsent(s.name(), s));
                continue;
            }
            if (Models.names().contains(n) && !p.has(n))
                throw new InputException("size profile " + p.name() + " has no " + n + " design (it has: " + String.join(", ", p.designs()) + ")");
            ModelSpec s = k.get(n);
            if (s == null) throw new InputException("unknown model '" + n + "' (known with size profile " + p.name() + ": "
                    + String.join(", ", new ArrayList<>(k.keySet())) + ", mpich, all)");
            out.putIfAbsent(n, s);
        }
        return List.copyOf(out.values());
    }
}
