package org.mpimem.size;

import org.mpimem.trace.InputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader for the baseline and budget files (objects, arrays, strings, integers,
 * booleans, null), so that hand-edited files are read whatever their layout. Errors say
 * {@code file:line: reason}.
 */
public final class Json {
    /** Baselines and budgets nest 3 deep; the bound keeps a hostile file from overflowing the parser's stack. */
    static final int MAX_DEPTH = 64;

    private final String text, file;
    private int pos, depth;

    private Json(String text, String file) {
        this.text = text;
        this.file = file;
    }

    /** {@code s} as a JSON string literal; also what the reports write (lower rooms write JSON too). */
    public static String str(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    public static Object parse(String text, String file) {
        Json j = new Json(text, file);
        Object v = j.value();
        j.space();
        if (j.pos < text.length()) throw j.error("unexpected '" + text.charAt(j.pos) + "' after the JSON value");
        return v;
    }

    private Object value() {
        space();
        if (pos >= text.length()) throw error("unexpected end of file");
        char c = text.charAt(pos);
        if (c == '{' || c == '[') {
            if (++depth > MAX_DEPTH) throw error("nested deeper than " + MAX_DEPTH + " levels");
            Object v = c == '{' ? object() : array();
            depth--;
            return v;
        }
        if (c == '"') return string();
        if (c == '-' || Character.isDigit(c)) return number();
        for (String w : new String[]{"true", "false", "null"})
            if (text.startsWith(w, pos)) {
                pos += w.length();
                return w.equals("null") ? null : Boolean.valueOf(w);
            }
        throw error("unexpected '" + c + "'");
    }

    private Map<String, Object> object() {
        Map<String, Object> m = new LinkedHashMap<>();
        pos++;
        space();
        if (peek('}')) return m;
        do {
            space();
            if (pos >= text.length() || text.charAt(pos) != '"') throw error("expected a member name");
            String k = string();
            expect(':');
            m.put(k, value());
            space();
        } while (peek(','));
        expect('}');
        return m;
    }

    private List<Object> array() {
        List<Object> l = new ArrayList<>();
        pos++;
        space();
        if (peek(']')) return l;
        do l.add(value()); while (peekAfterSpace(','));
        expect(']');
        return l;
    }

    private String string() {
        StringBuilder b = new StringBuilder();
        pos++;
        while (pos < text.length() && text.charAt(pos) != '"') {
            char c = text.charAt(pos++);
            if (c == '\\') {
                if (pos >= text.length()) break;
                char e = text.charAt(pos++);
                switch (e) {
                    case 'n' -> b.append('\n');
                    case 't' -> b.append('\t');
                    case 'r' -> b.append('\r');
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case '"', '\\', '/' -> b.append(e);
                    case 'u' -> {
                        if (pos + 4 > text.length() || !text.substring(pos, pos + 4).matches("[0-9a-fA-F]{4}"))
                            throw error("bad \\u escape");
                        b.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    default -> throw error("bad escape '\\" + e + "'");
                }
            } else b.append(c);
        }
        if (pos >= text.length()) throw error("unterminated string");
        pos++;
        return b.toString();
    }

    private Long number() {
        int start = pos;
        if (text.charAt(pos) == '-') pos++;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) pos++;
        if (pos < text.length() && ".eE".indexOf(text.charAt(pos)) >= 0) throw error("only integers are expected here");
        try {
            return Long.parseLong(text.substring(start, pos));
        } catch (NumberFormatException e) {
            throw error("bad number '" + text.substring(start, pos) + "'");
        }
    }

    private void space() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) pos++;
    }

    private boolean peek(char c) {
        if (pos < text.length() && text.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private boolean peekAfterSpace(char c) {
        space();
        return peek(c);
    }

    private void expect(char c) {
        space();
        if (!peek(c)) throw error("expected '" + c + "'");
    }

    private InputException error(String reason) {
        int line = 1;
        for (int i = 0; i < Math.min(pos, text.length()); i++) if (text.charAt(i) == '\n') line++;
        return new InputException(file + ":" + line + ": " + reason);
    }
}
