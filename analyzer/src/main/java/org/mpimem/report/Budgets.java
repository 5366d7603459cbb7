package org.mpimem.report;

import org.mpimem.size.Json;
import org.mpimem.size.SizeProfile;
import org.mpimem.size.SizeProfiles;
import org.mpimem.trace.InputException;
import org.mpimem.account.ProcessStats;
import org.mpimem.account.Category;
import org.mpimem.model.Models;
import org.mpimem.replay.ModelResult;
import org.mpimem.replay.Replayer;
import org.mpimem.trace.TraceReader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Per-application memory budgets: each names a trace (relative to the budget file), a design, a
 * size profile, a statistic ({@code total} or a category) of the process that holds the most
 * bytes at the trace's peak, and a limit in bytes. Replays are shared between budgets.
 */
public final class Budgets {
    static final String FORMAT = "mpimem-budgets 1";

    public record Budget(String name, String trace, String model, String profile, String statistic, long limit) {}

    /** A budget with the value measured now. */
    public record Result(Budget budget, long value) {
        public boolean exceeded() {
            return value > budget.limit();
        }

        public String line() {
            return String.format(Locale.ROOT, "%s %s: %,d bytes %s limit %,d bytes", exceeded() ? "EXCEEDED" : "ok",
                    budget.name(), value, exceeded() ? ">" : "<=", budget.limit());
        }
    }

    private Budgets() {}

    @SuppressWarnings("unchecked")
    public static List<Budget> parse(String text, String file) {
        Object root = Json.parse(text, file);
        if (!(root instanceof Map<?, ?> m) || !FORMAT.equals(m.get("format")) || !(m.get("budgets") instanceof List<?> list))
            throw new InputException(file + ":1: not a budget file (expected \"format\": \"" + FORMAT + "\" and a \"budgets\" array)");
        // A check with nothing to check would pass in CI while guarding nothing.
        if (list.isEmpty()) throw new InputException(file + ":1: no budgets: nothing to check");
        List<Budget> out = new ArrayList<>();
        for (Object o : list) {
            String where = file + ": budget " + (out.size() + 1) + ": ";
            if (!(o instanceof Map<?, ?>)) throw new InputException(where + "not an object");
            Map<String, Object> e = (Map<String, Object>) o;
            String trace = text(e, "trace", where), model = text(e, "model", where), profile = text(e, "profile", where);
            String stat = text(e, "statistic", where);
            Models.byName(model);
            if (!SizeProfiles.require(profile).has(model)) throw new InputException(where + "profile " + profile + " has no " + model + " design");
            if (!stat.equals("total")) category(stat, where);
            if (!(e.get("limit") instanceof Long limit)) throw new InputException(where + "needs an integer \"limit\" (bytes)");
            if (limit < 0) throw new InputException(where + "limit " + limit + " is negative (bytes are counted from 0)");
            String name = e.get("name") instanceof String n ? n : trace + " " + model + " " + profile + " " + stat;
            out.add(new Budget(name, trace, model, profile, stat, limit));
        }
        return out;
    }

    /** The trace a budget names: its path is relative to the budget file. */
    public static Path tracePath(Budget b, Path budgetFile) {
        return budgetFile.toAbsolutePath().getParent().resolve(b.trace());
    }

    public static List<Result> evaluate(List<Budget> budgets, Path budgetFile) throws Exception {
        Map<String, ProcessStats.Proc> peaks = new HashMap<>();
        List<Result> out = new ArrayList<>();
        for (Budget b : budgets) {
            String key = b.trace() + "\0" + b.model() + "\0" + b.profile();
            ProcessStats.Proc max = peaks.get(key);
            if (max == null) {
                SizeProfile p = SizeProfiles.require(b.profile());
                ModelResult r = new Replayer(p).replay(TraceReader.read(tracePath(b, budgetFile)), Models.byName(b.model()).create(p));
                peaks.put(key, max = r.peak().max());
            }
            long v = b.statistic().equals("total") ? max.total() : max.bytes().getOrDefault(category(b.statistic(), ""), 0L);
            out.add(new Result(b, v));
        }
        return out;
    }

    /** The budget file again, each limit set to the value measured now. */
    public static String toJson(List<Result> results) {
        StringBuilder s = new StringBuilder("{\n  \"format\": " + JsonReport.str(FORMAT) + ",\n  \"budgets\": [");
        for (int i = 0; i < results.size(); i++) {
            Budget b = results.get(i).budget();
            s.append(i == 0 ? "\n" : ",\n").append(String.format(Locale.ROOT,
                    "    {\"name\": %s, \"trace\": %s, \"model\": %s, \"profile\": %s, \"statistic\": %s, \"limit\": %d}",
                    JsonReport.str(b.name()), JsonReport.str(b.trace()), JsonReport.str(b.model()), JsonReport.str(b.profile()),
                    JsonReport.str(b.statistic()), results.get(i).value()));
        }
        return s.append("\n  ]\n}\n").toString();
    }

    private static String text(Map<String, Object> e, String key, String where) {
        if (e.get(key) instanceof String s) return s;
        throw new InputException(where + "needs a string \"" + key + "\"");
    }

    private static Category category(String label, String where) {
        return Arrays.stream(Category.values()).filter(c -> c.label().equals(label)).findFirst().orElseThrow(() ->
                new InputException(where + "unknown statistic '" + label + "' (total or one of: "
                        + String.join(", ", Arrays.stream(Category.values()).map(Category::label).toList()) + ")"));
    }

    public static List<Budget> read(Path file) throws java.io.IOException {
        return parse(Files.readString(file), file.toString());
    }
}
