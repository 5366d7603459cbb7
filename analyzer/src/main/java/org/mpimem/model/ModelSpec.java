package org.mpimem.model;

import org.mpimem.model.mpich.MpichModel;
import org.mpimem.account.Ledger;

/**
 * One row of the model matrix: a name for the command line and reports, a title saying which
 * library it stands for, the size profile it is sized by (its own for a library version, else
 * {@code --profile}'s), and how to build it over a ledger.
 */
public record ModelSpec(String name, String title, String profile, Factory factory) {

    /** Builds the model charging {@code ledger}, with the readings of {@code options}. */
    @FunctionalInterface
    public interface Factory {
        LibraryModel create(Ledger ledger, ModelOptions options);
    }

    public LibraryModel create(Ledger ledger, ModelOptions options) {
        return factory.create(ledger, options);
    }

    /** An MPICH design under MPICH's life cycle, sized by {@code profile}. */
    public static ModelSpec mpich(Design d, org.mpimem.size.SizeProfile profile) {
        return new ModelSpec(d.name(), d.title(), profile.name(), (l, o) -> new MpichModel(d, profile, l, false, o));
    }
}
