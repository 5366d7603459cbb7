package org.mpimem.trace.merge;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The text of a site= value. Trace values are words: a byte outside '!'..'~', and '%', is written
 * %XX, as the tracer writes object paths (a demangled C++ name has blanks).
 */
final class SiteText {
    private SiteText() {
    }

    /** From addr2line's two lines for one address; {@code raw} (object+offset) where it knows no line. */
    static String of(String function, String fileLine, String raw) {
        String fl = fileLine.replaceFirst(" \\(discriminator [0-9]+\\)$", "").strip();
        boolean knownFunction = !function.isBlank() && !function.startsWith("??");
        boolean knownLine = !fl.startsWith("??") && !fl.endsWith(":0") && !fl.endsWith(":?");
        String f = knownFunction ? escape(function.strip()) : "?";
        if (knownLine) return f + "@" + escape(fl);
        return knownFunction ? f + "@" + raw : raw;
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (byte x : s.getBytes(StandardCharsets.UTF_8)) {
            int c = x & 0xff;
            if (c > ' ' && c < 127 && c != '%') b.append((char) c);
            else b.append('%').append(String.format(java.util.Locale.ROOT, "%02X", c));
        }
        return b.toString();
    }

    static String unescape(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length() && s.substring(i + 1, i + 3).matches("[0-9A-Fa-f]{2}")) {
                out.write(Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                out.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
