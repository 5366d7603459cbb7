package org.mpimem.extrapolate.evidence;

import java.util.List;
import java.util.Locale;

/**
 * What the report says about one unit: its site, how many events it had at each traced scale and
 * has at the target, the laws used (count and each field, per residue of the period), or why it
 * was refused, and the share of the replayed memory (max process, at the peak, per design) its
 * communicators carry at the traced scales. {@code evidence} says what checked the laws of a
 * written unit ({@link HeldOut}), or what an estimate assumes; {@code heldOutPredicted}, whether
 * each trace, held out in turn, was predicted by the laws of the others.
 */
public record UnitReport(int number, String site, Status status, List<Integer> tracedEvents, long targetEvents,
                         String countLaw, int period, List<List<String>> fieldLaws, String reason, List<String> memoryShare,
                         String evidence, boolean heldOutPredicted) {

    /**
     * CONFIRMED: each trace, held out in turn, is predicted exactly by the laws the others give, and the target lies inside
     * the traced range, where those checks reach; FITTED: the laws fit every trace but nothing was held out, a held-out trace
     * was needed to choose them, or the target lies beyond the traced range (no trace there can check a law: NWChem's grid,
     * predicted by every held-out trace from 4 to 16, stops growing above 16); ESTIMATE: written though not exact
     * (--scale-irregular, --estimate-shared); REFUSED and IRREGULAR (a refusal: member lists no law gives) are not written.
     */
    public enum Status {
        CONFIRMED, FITTED, ESTIMATE, REFUSED, IRREGULAR;

        /** As the JSON report spells it: an irregular unit is refused (its reason says why). */
        public String label() {
            return this == IRREGULAR ? "refused" : name().toLowerCase(Locale.ROOT);
        }
    }

    public boolean built() {
        return status == Status.CONFIRMED || status == Status.FITTED || status == Status.ESTIMATE;
    }

    /** Written from laws that reproduce every trace: confirmed or fitted, not an estimate. */
    public boolean exact() {
        return status == Status.CONFIRMED || status == Status.FITTED;
    }
}
