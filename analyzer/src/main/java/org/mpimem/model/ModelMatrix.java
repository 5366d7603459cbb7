package org.mpimem.model;

import org.mpimem.model.mpich.MpichModel;
import org.mpimem.model.ch3.LazyVcModel;
import org.mpimem.model.mpich5.Mpich5Design;
import org.mpimem.model.ompi.OmpiBuild;
import org.mpimem.model.ompi.OpenMpiModel;
import org.mpimem.model.ompi.contact.PeerCosts;
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
 * when it has ch3's VC, Debian's MPICH 4.0.2 (AV-Rankmap with that build's sizes), MPICH 5's group
 * pmaps, and Open MPI 4.1.4 and 5.0 with pml/ob1 and pml/ucx (sized by their own profiles). The
 * designs of the libraries installed here and measured (MPICH 4.0.2, Open MPI 4.1.4) also charge
 * what their MPI_Init keeps as the job grows ({@link org.mpimem.model.init.InitStates}).
 * {@code all} is every one of them; the Open MPI variants with every proc created at MPI_Init or
 * with sparse groups ({@code --enable-sparse-groups}) are chosen by name only.
 */
public final class ModelMatrix {
    private ModelMatrix() {}

    /**
     * Every design: the default of replay and survey. The lazy models' peer sets cost O(runs) while
     * processes stay in few classes (splits, dups, prefixes); a 2-D grid (rows then columns) ends
     * with a class per process, so they cost O(P) there (docs/benchmarks.md, "Every design").
     */
    public static final String ALL = "all";
    /** The MPICH designs the size profile has: the paper's comparison, without the other libraries. */
    public static final String MPICH = "mpich";
    private static final String OMPI_EAGER = "openmpi-4.1-ob1-allprocs";
    /** The AV-Rankmap design with its own size profile, whatever {@code --profile} says: the library on this machine. */
    public static final String MPICH_402 = "mpich-4.0.2-ucx";
    /** MPICH 5.0 (v5.0.2) with its own size profile: group pmaps instead of rank maps. */
    public static final String MPICH_5 = "mpich-5";
    private static final List<String> BY_NAME_ONLY = List.of(OMPI_EAGER, "openmpi-4.1-ob1-sparse", "openmpi-5-ob1-sparse");
    /** What a trace cannot tell the Open MPI models, and what they assume instead. */
    private static final String OMPI_ASSUMES = "; contacted peers unknown to a trace, assumed = co-members of a communicator";
    private static final String OMPI_CONTACTS = "; peers met: those the library's own collectives and add_procs reach and the application's messages a version 2 trace records";

    private static Map<String, ModelSpec> known(SizeProfile p) {
        Map<String, ModelSpec> m = new LinkedHashMap<>();
        for (Models d : Models.designs(p)) m.put(d.cliName(), ModelSpec.mpich(d.create(p), p));
        if (p.has(Models.VC_VCRT.cliName()))
            m.put("lazy-vc", new ModelSpec("lazy-vc", LazyVcModel.title(), p.name(), (l, o) -> new LazyVcModel(p, l, o)));
        SizeProfile debian = SizeProfiles.require(SizeProfiles.MPICH_402_UCX);
        m.put(MPICH_402, new ModelSpec(MPICH_402, "MPICH 4.0.2 ch4:ucx as Debian builds it (AV-Rankmap, 1 VCI, UCX endpoints to every process)", debian.name(),
                (l, x) -> withInit(MPICH_402, new MpichModel(Models.AV_RANKMAP.create(debian), debian, l, false, x), l)));
        SizeProfile head = SizeProfiles.require(SizeProfiles.MPICH_5_OFI);
        // a fresh design per replay: it keeps the worlds each process has met
        Mpich5Design d5 = new Mpich5Design(head);
        m.put(MPICH_5, new ModelSpec(d5.name(), d5.title(), head.name(), (l, o) -> new MpichModel(new Mpich5Design(head), head, l, false, o)));
        OmpiBuild ob1 = OmpiBuild.of(SizeProfiles.OPENMPI_414, true).withContacts(PeerCosts.OB1_TCP),
                ucx = OmpiBuild.of(SizeProfiles.OPENMPI_414, false).withContacts(PeerCosts.UCX_TCP);
        ompi(m, "openmpi-4.1-ob1", "Open MPI 4.1.4, pml/ob1, lazy procs", SizeProfiles.OPENMPI_414, ob1);
        ompi(m, "openmpi-4.1-ucx", "Open MPI 4.1.4, pml/ucx, lazy procs", SizeProfiles.OPENMPI_414, ucx);
        ompi(m, OMPI_EAGER, "Open MPI 4.1.4, pml/ob1, every proc at MPI_Init", SizeProfiles.OPENMPI_414, ob1.withEagerProcs());
        ompi(m, "openmpi-4.1-ob1-sparse", "Open MPI 4.1.4 --enable-sparse-groups, pml/ob1, lazy procs", SizeProfiles.OPENMPI_414, ob1.withSparseGroups());
        OmpiBuild ob1v5 = OmpiBuild.of(SizeProfiles.OPENMPI_50, true).withHan(), ucxV5 = OmpiBuild.of(SizeProfiles.OPENMPI_50, false).withHan();
        ompi(m, "openmpi-5-ob1", "Open MPI 5.0.7, pml/ob1, lazy procs, coll/han", SizeProfiles.OPENMPI_50, ob1v5);
        ompi(m, "openmpi-5-ucx", "Open MPI 5.0.7, pml/ucx, lazy procs, coll/han", SizeProfiles.OPENMPI_50, ucxV5);
        ompi(m, "openmpi-5-ob1-sparse", "Open MPI 5.0.7 --enable-sparse-groups, pml/ob1, lazy procs, coll/han", SizeProfiles.OPENMPI_50, ob1v5.withSparseGroups());
        return m;
    }

    private static void ompi(Map<String, ModelSpec> m, String name, String title, SizeProfile profile, OmpiBuild b) {
        String t = title + (b.han() ? " (subcomms at the first HAN collective recorded, or all with --han-subcomms)" : "") + (b.contacts() != null && !b.eagerProcs() ? OMPI_CONTACTS : OMPI_ASSUMES);
        m.put(name, new ModelSpec(name, t, profile.name(), (l, o) -> withInit(name, new OpenMpiModel(b, l, o), l)));
    }

    /** The model with what the library's MPI_Init keeps charged on top, when the design names an installed library (or Open MPI 5, read from its source). */
    private static LibraryModel withInit(String design, LibraryModel model, org.mpimem.account.Ledger ledger) {
        org.mpimem.model.init.InitState s = org.mpimem.model.init.InitStates.of(design);
        return s.terms().isEmpty() ? model : new org.mpimem.model.init.WithInitState(model, s, ledger);
    }

    /** The MPICH designs of the profile (vc-vcrt, av-rankmap where it has them): the paper's comparison. */
    public static List<ModelSpec> mpich(SizeProfile p) {
        return Models.designs(p).stream().map(d -> ModelSpec.mpich(d.create(p), p)).toList();
    }

    /** The models {@code all} stands for with this size profile. */
    public static List<ModelSpec> all(SizeProfile p) {
        return known(p).values().stream().filter(s -> !BY_NAME_ONLY.contains(s.name())).toList();
    }

    /** The models named ({@code all} anywhere in the list adds every one), each once, in the order given. */
    public static List<ModelSpec> select(List<String> names, SizeProfile p) {
        Map<String, ModelSpec> k = known(p), out = new LinkedHashMap<>();
        for (String n : names) {
            if (n.equals(MPICH) && mpich(p).isEmpty())
                throw new InputException("size profile " + p.name() + " has no MPICH design for --model mpich (models sized by it: "
                        + String.join(", ", k.values().stream().filter(s -> s.profile().equals(p.name())).map(ModelSpec::name).toList()) + ")");
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
