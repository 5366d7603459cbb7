package org.mpimem.profiles;

import org.mpimem.trace.InputException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The values of a profile's parameters: its defaults, overridden by what the user gave. */
public final class Params {
    private final String profile;
    private final Map<String, String> values = new LinkedHashMap<>();

    private Params(String profile) {
        this.profile = profile;
    }

    /** Defaults of {@code p} overridden by {@code given}; an unknown name is an error that lists the known ones. */
    public static Params of(AppProfile p, Map<String, String> given) {
        Params r = new Params(p.name());
        for (AppProfile.Param d : p.parameters()) r.values.put(d.name(), d.defaultValue());
        for (Map.Entry<String, String> e : given.entrySet()) {
            if (!r.values.containsKey(e.getKey()))
                throw new InputException("profile " + p.name() + " has no parameter '" + e.getKey() + "'"
                        + (r.values.isEmpty() ? " (it has none)" : " (it has: " + String.join(", ", r.values.keySet()) + ")"));
            r.values.put(e.getKey(), e.getValue());
        }
        return r;
    }

    public static Params defaults(AppProfile p) {
        return of(p, Map.of());
    }

    public String text(String name) {
        String v = values.get(name);
        if (v == null) throw new IllegalStateException("profile " + profile + " reads undeclared parameter " + name);
        return v;
    }

    /** An integer of at least {@code min}. */
    public int integer(String name, int min) {
        String v = text(name);
        try {
            int x = Integer.parseInt(v);
            if (x < min) throw new InputException(profile + ": " + name + "=" + v + " must be at least " + min);
            return x;
        } catch (NumberFormatException e) {
            throw new InputException(profile + ": " + name + "=" + v + " is not an integer");
        }
    }

    public long seed(String name) {
        try {
            return Long.parseLong(text(name));
        } catch (NumberFormatException e) {
            throw new InputException(profile + ": " + name + "=" + text(name) + " is not an integer");
        }
    }

    public boolean flag(String name) {
        String v = text(name).toLowerCase(Locale.ROOT);
        return switch (v) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new InputException(profile + ": " + name + "=" + text(name) + " is not true or false");
        };
    }

    /** One of {@code choices}, case-insensitively, returned in lower case. */
    public String choice(String name, String... choices) {
        String v = text(name).toLowerCase(Locale.ROOT);
        for (String c : choices) if (c.equals(v)) return v;
        throw new InputException(profile + ": " + name + "=" + text(name) + " is not one of " + String.join(", ", choices));
    }

    /** {@code name=value} pairs, in declaration order: the trace's source line records them. */
    @Override
    public String toString() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
    }
}
