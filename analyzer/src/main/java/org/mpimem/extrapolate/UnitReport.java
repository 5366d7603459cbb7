package org.mpimem.extrapolate;

import java.util.List;

/**
 * What the report says about one unit: its site, how many events it had at each traced scale and
 * has at the target, the laws used (count and each field, per residue of the period), or why it
 * was refused, and the share of the replayed memory (max process, at the peak, per design) its
 * communicators carry at the traced scales.
 */
public record UnitReport(int number, String site, Status status, List<Integer> tracedEvents, long targetEvents,
                         String countLaw, int period, List<List<String>> fieldLaws, String reason, List<String> memoryShare) {

    /** ESTIMATED: an irregular unit whose shape was scaled (--scale-irregular); its members are not the application's. */
    public enum Status { EXTRAPOLATED, ESTIMATED, REFUSED, IRREGULAR }

    public boolean built() {
        return status == Status.EXTRAPOLATED || status == Status.ESTIMATED;
    }
}
