package org.mpimem.extrapolate.laws;

/**
 * One field of one residue of a unit at the target: value = a + q*b, each from a law (b's law
 * null when the target has one communicator per residue, or the field's value is implied). A unit
 * nested under several parents ({@link NestedFit}) has {@code perParent} children per parent, and
 * event q is child j = q mod perParent of parent i = q / perParent: value = a + i*b + j*c.
 */
public record FieldLaw(String name, Law aLaw, long a, Law bLaw, long b, long perParent, Law cLaw, long c) {
    FieldLaw(String name, Law aLaw, long a, Law bLaw, long b) {
        this(name, aLaw, a, bLaw, b, 0, null, 0);
    }

    public long at(long q) {
        return perParent == 0 ? a + q * b : a + q / perParent * b + q % perParent * c;
    }

    /** The field is the same for every event. */
    boolean constant() {
        return b == 0 && c == 0;
    }

    public String text() {
        String head = aLaw == null ? Long.toString(a) : aLaw.toString();
        if (perParent != 0) return head.equals("0") && !(b == 0 && c == 0) ? (term("i", bLaw, b) + term("j", cLaw, c)).substring(3)
                : b == 0 && c == 0 ? head : "(" + head + ")" + term("i", bLaw, b) + term("j", cLaw, c);
        if (bLaw == null || b == 0 && bLaw.basis() == Basis.ONE) return head;
        return "(" + head + ") + i*(" + bLaw + ")";
    }

    /** " + i*(law)", or nothing for a step that is 0 by law. */
    private static String term(String index, Law law, long value) {
        if (value == 0 && (law == null || law.basis() == Basis.ONE)) return "";
        return " + " + index + "*(" + (law == null ? Long.toString(value) : law.toString()) + ")";
    }
}
