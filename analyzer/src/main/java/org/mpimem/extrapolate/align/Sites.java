package org.mpimem.extrapolate.align;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Site keys: the call and attributes, then the parents' keys. A deep parent key is shortened to its
 * own call and attributes (its call site: function@file:line, or object+offset) with its ancestry
 * elided, so keys stay small and a report still names the parent; two different parents that
 * shorten alike are numbered ([2], ...) in the order first seen, the same for every trace.
 */
final class Sites {
    private static final Map<String, String> SHORT = new ConcurrentHashMap<>();
    private static final Map<String, Integer> TAKEN = new ConcurrentHashMap<>();

    private Sites() {}

    static String key(String head, List<String> parentSites) {
        StringBuilder b = new StringBuilder(head).append(" of (");
        for (int i = 0; i < parentSites.size(); i++) {
            String p = parentSites.get(i);
            if (i > 0) b.append(", ");
            b.append(p.length() > 160 ? shortName(p) : p);
        }
        return b.append(')').toString();
    }

    private static synchronized String shortName(String key) {
        return SHORT.computeIfAbsent(key, k -> {
            int of = k.indexOf(" of (");
            String head = (of < 0 ? k : k.substring(0, of)) + " of (...)";
            int n = TAKEN.merge(head, 1, Integer::sum);
            return n == 1 ? head : head + " [" + n + "]";
        });
    }
}
