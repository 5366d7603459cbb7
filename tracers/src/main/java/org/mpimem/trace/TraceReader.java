package org.mpimem.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the text format (versions 1 and 2) of {@code docs/trace-format.md}, line by line, checking each event with
 * a {@link TraceValidator} as soon as it is read, so that the first problem in the file is the one
 * reported. Either the whole trace is returned or a {@link TraceFormatException} is thrown: nothing
 * is half-applied.
 */
public final class TraceReader {

    static final String MAGIC = "mpimem-trace";

    private static final List<String> WORLD_FIELDS = List.of("size", "nodes");
    private static final List<String> GROUP_FIELDS = List.of("id", "size", "nodes", "world", "origin");
    private static final List<String> COMM_FIELDS = List.of("id", "call", "parent", "members", "local", "remote",
            "copies", "step", "colorstep", "color", "key", "reorder", "high", "name", "size", "site");
    private static final List<String> FREE_FIELDS = List.of("id", "call", "copies");
    private static final List<String> END_FIELDS = List.of("comms", "frees", "groups", "colls", "sends");
    private static final List<String> COLL_FIELDS = List.of("comm", "call", "bytes", "root");
    private static final List<String> SEND_FIELDS = List.of("comm", "from", "to");
    /** {@code [group/]start[:count[:stride]]}; only the stride may be negative. */
    private static final Pattern RUN = Pattern.compile("(?:([0-9]+)/)?([0-9]+)(?::([0-9]+)(?::(-?[0-9]+))?)?");
    private static final List<String> RECORDS = List.of("world", "group", "comm", "free", "coll", "send", "end");

    private TraceReader() {
    }

    /** Reads a UTF-8 trace file; messages name the file as {@code path.toString()}. */
    public static Trace read(Path path) throws IOException, TraceFormatException {
        try (BufferedReader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return read(path.toString(), in);
        }
    }

    /** Reads a trace from {@code in} (not closed); messages name it {@code sourceName}. */
    public static Trace read(String sourceName, Reader in) throws IOException, TraceFormatException {
        return new Parser(sourceName).parse(new TraceLines(sourceName, in, TraceLines.MAX_LINE));
    }

    /** The state of one read. */
    private static final class Parser {
        private final String file;
        private int line;
        private ProcessGroup world;
        private TraceValidator validator;
        private final List<TraceEvent> events = new ArrayList<>();
        private final List<Traffic> traffic = new ArrayList<>();
        private int comms, frees, groups, colls, sends, endLine, worldLine, version;
        private long expanded;
        /**
         * Values met before, kept once: a trace repeats its sites, calls, parents and member lists from
         * record to record (a million dups of the world: one of each), and a million copies of each took
         * half of a 1 GB heap and a third of the read. Bounded, so a trace of distinct values costs what it did.
         */
        private final Map<String, String> texts = new HashMap<>();
        private final Map<String, Members> memberLists = new HashMap<>();
        private final Map<String, List<Integer>> parentLists = new HashMap<>();
        private static final int MAX_KEPT = 1 << 16;

        Parser(String file) {
            this.file = file;
        }

        Trace parse(TraceLines in) throws IOException {
            String text;
            try {
                while ((text = in.next()) != null) {
                    line = in.line();
                    if (line == 1) header(text);
                    else record(text);
                }
            } catch (CharacterCodingException e) {
                line = in.line() + 1; // the line being read; the decoder reads ahead, so the bytes may be later
                throw fail("not valid UTF-8 (at or after this line)");
            }
            if (line == 0) {
                line = 1;
                throw fail("empty file, expected the header '" + MAGIC + " " + Trace.FORMAT_VERSION + "'");
            }
            if (world == null) throw fail("no world record: the file stops after line " + line + " (truncated?)");
            if (endLine == 0) throw fail("no end record: the file stops after line " + line + " (truncated?)");
            return new Trace(file, world, events, traffic);
        }

        private void header(String text) {
            if (!text.isEmpty() && text.charAt(0) == '\uFEFF') text = text.substring(1);
            String expected = MAGIC + " " + Trace.FORMAT_VERSION;
            String[] t = text.trim().split("[ \t]+");
            if (!t[0].equals(MAGIC))
                throw fail("missing header '" + expected + "', the first line is '" + shorten(text) + "'");
            if (t.length != 2 || !t[1].matches("[0-9]{1,9}"))
                throw fail("bad header '" + shorten(text) + "', expected '" + expected + "'");
            version = Integer.parseInt(t[1]);
            if (version != Trace.FORMAT_VERSION && version != Trace.TRAFFIC_VERSION)
                throw fail("unsupported format version " + version + " (this mpimem reads " + Trace.FORMAT_VERSION + " and "
                        + Trace.TRAFFIC_VERSION + ")");
        }

        private void record(String text) {
            List<String> tokens = tokens(text);
            if (tokens.isEmpty()) return;
            String kw = tokens.get(0);
            if (tokens.stream().anyMatch(t -> t.indexOf('\r') >= 0))
                throw fail("carriage return (CR) inside a record (a line ends in \\n or \\r\\n; a lone CR is no line end)");
            if (endLine > 0) throw fail("'" + kw + "' record after the end record at line " + endLine);
            if (!RECORDS.contains(kw))
                throw fail("unknown record '" + shorten(kw) + "' (expected world, group, comm, free, coll, send or end)");
            if ((kw.equals("coll") || kw.equals("send")) && version < Trace.TRAFFIC_VERSION)
                throw fail(kw + " record in a version " + version + " trace (traffic records need the header '" + MAGIC + " "
                        + Trace.TRAFFIC_VERSION + "')");
            if (kw.equals("world")) {
                world(fields(kw, tokens, WORLD_FIELDS));
                return;
            }
            if (world == null) throw fail(kw + " record before the world record (world must be the first record)");
            switch (kw) {
                case "group" -> group(fields(kw, tokens, GROUP_FIELDS));
                case "comm" -> comm(fields(kw, tokens, COMM_FIELDS));
                case "free" -> free(fields(kw, tokens, FREE_FIELDS));
                case "coll" -> coll(fields(kw, tokens, COLL_FIELDS));
                case "send" -> send(fields(kw, tokens, SEND_FIELDS));
                default -> end(fields(kw, tokens, END_FIELDS));
            }
        }

        private void world(Fields f) {
            if (world != null) throw fail("second world record (the first is at line " + worldLine + ")");
            int size = f.integer("size", 1);
            world = new ProcessGroup(0, size, f.placement(size), Trace.WORLD, ProcessGroup.Origin.INITIAL);
            worldLine = line;
            validator = new TraceValidator(file, world, line);
        }

        private void group(Fields f) {
            int id = f.integer("id", 0);
            f.who = "group " + id;
            int size = f.integer("size", 1);
            Placement p = f.placement(size);
            int worldComm = f.integer("world", 0);
            ProcessGroup.Origin origin = switch (f.required("origin")) {
                case "spawn" -> ProcessGroup.Origin.SPAWN;
                case "connect" -> ProcessGroup.Origin.CONNECT;
                default -> throw fail(f.who + ": bad origin=" + shorten(f.get("origin")) + " (expected spawn or connect)");
            };
            add(new TraceEvent.GroupAdded(new ProcessGroup(id, size, p, worldComm, origin), line));
            groups++;
        }

        private void comm(Fields f) {
            int id = f.integer("id", 0);
            f.who = "comm " + id;
            String name = f.required("call");
            MpiCall call = MpiCall.byMpiName(name)
                    .orElseThrow(() -> fail(f.who + ": unknown call '" + shorten(name) + "' (not an MPI call that creates a communicator)"));
            String parentText = f.required("parent");
            List<Integer> parents = parentLists.get(parentText);
            if (parents == null) {
                parents = new ArrayList<>();
                for (String p : parentText.split(",", -1)) parents.add(p.equals("self") ? Trace.SELF : f.number("parent", p, 0));
                parents = List.copyOf(parents);
                if (parentLists.size() < MAX_KEPT) parentLists.put(parentText, parents);
            }
            boolean intra = f.has("members"), inter = f.has("local") || f.has("remote");
            if (intra && inter)
                throw fail(f.who + ": both members= and local=/remote= given (an intracommunicator has members=, an intercommunicator local= and remote=)");
            if (!intra && !inter)
                throw fail(f.who + ": missing field members= (or local= and remote= for an intercommunicator)");
            if (inter && !f.has("remote")) throw fail(f.who + ": local= without remote=");
            if (inter && !f.has("local")) throw fail(f.who + ": remote= without local=");
            Members local = f.members(intra ? "members" : "local");
            Members remote = inter ? f.members("remote") : null;
            Map<String, String> attrs = new LinkedHashMap<>();
            for (String a : TraceValidator.ATTRIBUTES) if (f.has(a)) attrs.put(a, kept(f.get(a)));
            CommDef d = new CommDef(id, call, parents, local, remote, attrs, line);
            if (f.has("copies") || f.has("step") || f.has("colorstep")) {
                int copies = f.integer("copies", 2), step = f.integer("step", 1);
                int colorStep = f.has("colorstep") ? f.number("colorstep", f.get("colorstep"), 1) : 0;
                add(new TraceEvent.CreatedFamily(new CommFamily(d, copies, step, colorStep)));
            } else {
                add(new TraceEvent.Created(d));
            }
            comms++;
        }

        private void free(Fields f) {
            int id = f.integer("id", 0);
            String call = f.has("call") ? kept(f.get("call")) : TraceValidator.FREE_CALLS.get(0);
            if (f.has("copies")) add(new TraceEvent.FreedFamily(id, call, f.integer("copies", 2), line));
            else add(new TraceEvent.Freed(id, call, line));
            frees++;
        }

        private void coll(Fields f) {
            int comm = f.integer("comm", 0);
            f.who = "coll on comm " + comm;
            String call = f.required("call");
            String bytes = f.required("bytes");
            if (!bytes.matches("[0-9]{1,18}")) throw fail(f.who + ": bad number '" + shorten(bytes) + "' in bytes= (expected an integer >= 0)");
            int root = f.has("root") ? f.integer("root", 0) : -1;
            Traffic t = new Traffic.Collective(comm, call, root, Long.parseLong(bytes), (int) expanded, line);
            validator.accept(t);
            traffic.add(t);
            colls++;
        }

        private void send(Fields f) {
            int comm = f.integer("comm", 0);
            f.who = "send on comm " + comm;
            f.required("from");
            f.required("to");
            Traffic t = new Traffic.Sends(comm, f.members("from"), f.members("to"), (int) expanded, line);
            validator.accept(t);
            traffic.add(t);
            sends++;
        }

        private void end(Fields f) {
            check(f, "comms", comms, "comm");
            check(f, "frees", frees, "free");
            check(f, "groups", groups, "group");
            if (f.has("colls")) check(f, "colls", colls, "coll");
            if (f.has("sends")) check(f, "sends", sends, "send");
            endLine = line;
        }

        private void check(Fields f, String field, int actual, String record) {
            int said = f.integer(field, 0);
            if (said != actual)
                throw fail("end record says " + field + "=" + said + " but the file has " + actual + " " + record
                        + (actual == 1 ? " record" : " records"));
        }

        /**
         * A value a record keeps, as the first record that had it holds it. Only what records keep goes
         * in: with every field's value (each record's own id among them) the table filled before a
         * later site was ever seen.
         */
        private String kept(String v) {
            String k = texts.get(v);
            if (k != null) return k;
            if (texts.size() < MAX_KEPT) texts.put(v, v);
            return v;
        }

        private void add(TraceEvent e) {
            validator.accept(e);
            events.add(e);
            expanded += e.expandedCount();
        }

        /** Whitespace-separated tokens up to a token that starts with '#'. */
        private static List<String> tokens(String text) {
            List<String> out = new ArrayList<>();
            int i = 0, n = text.length();
            while (i < n) {
                while (i < n && isBlank(text.charAt(i))) i++;
                if (i == n || text.charAt(i) == '#') break;
                int j = i;
                while (j < n && !isBlank(text.charAt(j))) j++;
                out.add(text.substring(i, j));
                i = j;
            }
            return out;
        }

        private static boolean isBlank(char c) {
            return c == ' ' || c == '\t' || c == '\f'; // not CR: a lone CR inside a record is an error
        }

        private Fields fields(String kw, List<String> tokens, List<String> allowed) {
            Fields f = new Fields(kw + " record");
            for (String t : tokens.subList(1, tokens.size())) {
                int eq = t.indexOf('=');
                if (eq <= 0) throw fail(kw + " record: field '" + shorten(t) + "' is not key=value");
                String k = t.substring(0, eq), v = t.substring(eq + 1);
                if (!allowed.contains(k))
                    throw fail(kw + " record: unknown field " + shorten(k) + "= (allowed: " + String.join(", ", allowed) + ")");
                if (v.isEmpty()) throw fail(kw + " record: empty value in " + k + "=");
                if (f.values.put(k, v) != null) throw fail(kw + " record: field " + k + "= given twice");
            }
            return f;
        }

        /** The key=value fields of one record; {@code who} names the record in messages. */
        private final class Fields {
            final Map<String, String> values = new LinkedHashMap<>();
            String who;

            Fields(String who) {
                this.who = who;
            }

            boolean has(String k) {
                return values.containsKey(k);
            }

            String get(String k) {
                return values.get(k);
            }

            String required(String k) {
                String v = values.get(k);
                if (v == null) throw fail(who + ": missing field " + k + "=");
                return v;
            }

            int integer(String k, int min) {
                return number(k, required(k), min);
            }

            /** A decimal integer >= min (no sign, unless min is negative). */
            int number(String k, String text, int min) {
                long v = parse(text, min < 0);
                if (v == Long.MIN_VALUE)
                    throw fail(who + ": bad number '" + shorten(text) + "' in " + k + "= (expected "
                            + (min < 0 ? "an integer" : "an integer >= " + min) + ")");
                if (v < min) throw fail(who + ": " + k + "=" + text + " must be at least " + min);
                return (int) v;
            }

            Members members(String k) {
                String text = get(k);
                Members kept = memberLists.get(text);
                if (kept != null) return kept; // read before without an error, so the same now
                Members m = parseMembers(k, text);
                if (memberLists.size() < MAX_KEPT && text.length() <= 256) memberLists.put(text, m); // a long key would double what the list costs
                return m;
            }

            private Members parseMembers(String k, String text) {
                Members.Builder b = new Members.Builder();
                for (String run : text.split(",", -1)) {
                    Run r = run(k, run);
                    if (b.size() + (long) r.count() > Integer.MAX_VALUE)
                        throw fail(who + ": " + k + "= has more than 2^31-1 members (an MPI rank is an int)");
                    b.add(r);
                }
                return b.build();
            }

            private Run run(String k, String text) {
                Matcher m = RUN.matcher(text);
                if (!m.matches())
                    throw fail(who + ": bad run '" + shorten(text) + "' in " + k + "= (expected [group/]start[:count[:stride]])");
                int group = m.group(1) == null ? 0 : number(k, m.group(1), 0);
                int start = number(k, m.group(2), 0);
                int count = m.group(3) == null ? 1 : number(k, m.group(3), Integer.MIN_VALUE);
                int stride = m.group(4) == null ? 1 : number(k, m.group(4), Integer.MIN_VALUE);
                try {
                    return new Run(group, start, count, stride);
                } catch (IllegalArgumentException e) {
                    throw fail(who + ": bad run '" + shorten(text) + "' in " + k + "=: " + e.getMessage());
                }
            }

            Placement placement(int size) {
                String spec = required("nodes");
                int colon = spec.indexOf(':');
                String kind = colon < 0 ? spec : spec.substring(0, colon), arg = colon < 0 ? "" : spec.substring(colon + 1);
                switch (kind) {
                    case "block":
                        return new Placement.Block(number("nodes", arg, 1));
                    case "cyclic":
                        return new Placement.Cyclic(number("nodes", arg, 1));
                    case "explicit":
                        return explicit(arg, size);
                    default:
                        throw fail(who + ": bad nodes=" + shorten(spec) + " (expected block:<ppn>, cyclic:<nodes> or explicit:<node>x<count>,...)");
                }
            }

            private Placement explicit(String arg, int size) {
                String[] items = arg.split(",", -1);
                int[] node = new int[items.length], count = new int[items.length];
                long total = 0;
                for (int i = 0; i < items.length; i++) {
                    int x = items[i].indexOf('x');
                    if (x < 0) throw fail(who + ": bad item '" + shorten(items[i]) + "' in nodes=explicit: (expected <node>x<count>)");
                    node[i] = number("nodes", items[i].substring(0, x), 0);
                    count[i] = number("nodes", items[i].substring(x + 1), 1);
                    total += count[i];
                }
                if (total != size) throw fail(TraceValidator.placementMismatch(who.replace(" record", ""), total, size));
                return new Placement.Explicit(node, count); // as compact as written
            }
        }

        /**
         * Long.MIN_VALUE if {@code s} is not a decimal int (optionally negative). Leading zeros are
         * allowed ({@code 007} is 7): the format says decimal, and the value, not the spelling, is
         * what must fit in an int.
         */
        private static long parse(String s, boolean signed) {
            int i = signed && s.startsWith("-") ? 1 : 0;
            if (s.length() == i) return Long.MIN_VALUE;
            long v = 0;
            for (int j = i; j < s.length(); j++) {
                char c = s.charAt(j);
                if (c < '0' || c > '9') return Long.MIN_VALUE;
                v = v * 10 + (c - '0');
                if (v > 1L + Integer.MAX_VALUE) return Long.MIN_VALUE; // stops before a long could overflow
            }
            v = i == 1 ? -v : v;
            return v > Integer.MAX_VALUE || v < Integer.MIN_VALUE ? Long.MIN_VALUE : v;
        }

        /** Quoted input: cut to 60 characters, control characters escaped so the message stays one line. */
        private static String shorten(String s) {
            String t = s.length() <= 60 ? s : s.substring(0, 57) + "...";
            StringBuilder b = new StringBuilder(t.length());
            for (char c : t.toCharArray()) b.append(c < ' ' || c == 0x7f ? String.format(Locale.ROOT, "\\u%04x", (int) c) : String.valueOf(c));
            return b.toString();
        }

        private TraceFormatException fail(String reason) {
            return new TraceFormatException(file, line, reason);
        }
    }
}
