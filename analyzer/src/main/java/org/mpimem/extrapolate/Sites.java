package org.mpimem.extrapolate;

import java.util.List;

/** Site keys: the call and attributes, then the parents' keys; deep parent keys shortened to a hash so keys stay small. */
final class Sites {
    private Sites() {}

    static String key(String head, List<String> parentSites) {
        StringBuilder b = new StringBuilder(head).append(" of (");
        for (int i = 0; i < parentSites.size(); i++) {
            String p = parentSites.get(i);
            if (i > 0) b.append(", ");
            b.append(p.length() > 160 ? "#" + Long.toHexString(fnv(p)) : p);
        }
        return b.append(')').toString();
    }

    private static long fnv(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < s.length(); i++) h = (h ^ s.charAt(i)) * 0x100000001b3L;
        return h;
    }
}
