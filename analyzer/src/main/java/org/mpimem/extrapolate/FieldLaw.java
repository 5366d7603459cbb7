package org.mpimem.extrapolate;

/**
 * One field of one residue of a unit at the target: value = a + q*b, each from a law (b's law
 * null when the target has one communicator per residue, or the field's value is implied).
 */
record FieldLaw(String name, Law aLaw, long a, Law bLaw, long b) {
    long at(long q) {
        return a + q * b;
    }

    String text() {
        String head = aLaw == null ? Long.toString(a) : aLaw.toString();
        if (bLaw == null || b == 0 && bLaw.basis() == Basis.ONE) return head;
        return "(" + head + ") + i*(" + bLaw + ")";
    }
}
