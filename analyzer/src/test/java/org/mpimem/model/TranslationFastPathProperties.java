package org.mpimem.model;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.mpimem.model.ch3.Vc;
import org.mpimem.model.ch3.VcrtTranslation;
import org.mpimem.model.ch4.AvTranslation;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.Members;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The translation hot paths (materialised VCRT to VC objects; rank map switch to packed AV
 * entries) reach the address of exactly the process {@link Mapping#lookup} names, for every rank
 * of random parents and of three generations of random children, in every mode the designs produce.
 */
class TranslationFastPathProperties {
    private static final int GROUP_SIZE = 201;

    @Property(tries = 500)
    void hotPathsReachTheLookedUpProcess(@ForAll("lists") List<Long> parentList, @ForAll("seeds") long seed) {
        Members.Builder b = new Members.Builder();
        for (long g : parentList) b.add(Members.groupOf(g), Members.rankOf(g));
        Members parentMembers = b.build();
        Vc[][] vcs = {VcrtTranslation.vcs(0, GROUP_SIZE), VcrtTranslation.vcs(1, GROUP_SIZE)};
        long[][] av = {AvTranslation.table(0, GROUP_SIZE), AvTranslation.table(1, GROUP_SIZE)};
        Random rnd = new Random(seed);
        for (Models which : Models.values()) {
            Design d = which.create(SizeProfiles.PAPER_2017);
            Mapping cur = d.fromProcesses(parentMembers, false);
            for (int gen = 0; gen < 4 && cur.size() > 0; gen++) {
                check(cur, which == Models.VC_VCRT ? new VcrtTranslation(cur, vcs)::address : new AvTranslation(cur, av)::address);
                cur = d.derive(cur, DesignProperties.childPositions(cur.size(), rnd), false);
            }
        }
    }

    private static void check(Mapping m, java.util.function.IntToLongFunction hot) {
        net.jqwik.api.statistics.Statistics.collect(m.mode());
        for (int r = 0; r < m.size(); r++) assertEquals(Addresses.of(m.lookup(r)), hot.applyAsLong(r), "rank " + r + " mode " + m.mode());
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Long> seeds() {
        return new DesignProperties().seeds();
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<List<Long>> lists() {
        return new DesignProperties().lists();
    }
}
