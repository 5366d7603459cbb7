package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.report.EvidenceSummary;
import org.mpimem.extrapolate.report.Extrapolation;
import org.junit.jupiter.api.Test;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.trace.Trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The advice's promise on the built-in profiles traced where users trace, at powers of two: for every refusal that names
 * counts, a trace at the first count named (at the ppn named) settles the unit: extrapolated again with it, the unit is
 * written and equals the profile's own trace at the target, or refused with a reason no further trace settles.
 */
class AdvicePromiseTest {
    static final Pattern ADVICE = Pattern.compile("a trace at (?:one of )?P=(\\d+) \\((?:ppn (\\d+)|one node)\\)");
    static final int TARGET = 49_152;

    @Test
    void anOddEvenSplitTracedAtPowersOfTwoIsRefusedWithAdviceThatFollowedOnceMakesItExact() {
        // split --comms 10 at 1024, 4096, 16384: P/2, pow2floor(P)/2 and pow2ceil(P)/2 all fit; the advice named P=1089, where odd
        // P gives ceil/floor halves and the split was refused again. It keeps the multiples of 1024 and whole nodes now
        AppProfile p = AppProfiles.require("split");
        Params params = Params.of(p, java.util.Map.of("comms", "10"));
        Scale target = new Scale(786_432, 16);
        List<Trace> traces = new ArrayList<>();
        for (int n : new int[] {1024, 4096, 16384}) traces.add(p.generate(n, 16, params));
        Extrapolation x = Extrapolator.extrapolate(traces, target, null);
        String r = x.units().get(0).reason();
        assertTrue(r.contains("a trace at one of P=3072 (ppn 16), P=5120 (ppn 16), P=6144 (ppn 16) would separate them "
                + "(multiples of 1024 as every trace is, whole nodes of 16)"), r);
        traces.add(p.generate(3072, 16, params));
        Extrapolation y = Extrapolator.extrapolate(traces, target, null);
        assertTrue(y.complete(), y.units().toString());
        assertTrue(y.trace().sameContent(p.generate(786_432, 16, params)));
    }

    @Test
    void btTracedAtSquaresIsNotWrittenAsExactForANonSquareTarget() {
        // 1521, 3025, 12100 = 39^2, 55^2, 110^2: the active set floor(sqrt P)^2 is P at each; at 786,432 it is 886^2 = 784,996
        AppProfile p = AppProfiles.require("bt");
        List<Trace> traces = new ArrayList<>();
        for (int n : new int[] {1521, 3025, 12100}) traces.add(p.generate(n, p.defaultPpn(), Params.defaults(p)));
        Extrapolation x = Extrapolator.extrapolate(traces, new Scale(786_432, p.defaultPpn()), null);
        assertTrue(x.units().stream().noneMatch(UnitReport::exact), x.units().toString());
        assertTrue(x.units().get(0).reason().startsWith("every traced count is a square, and the target is not"), x.units().get(0).reason());
        Extrapolation est = Extrapolator.extrapolate(traces, new Scale(786_432, p.defaultPpn()), null, false, true);
        assertTrue(est.units().stream().allMatch(u -> u.status() == UnitReport.Status.ESTIMATE));
        assertTrue(est.trace().source().contains("ESTIMATE"), est.trace().source());
    }

    @Test
    void aTraceAtTheAdvisedCountSettlesEveryRefusalOfTheBuiltInProfilesAtPowersOfTwo() {
        List<String> rows = new ArrayList<>();
        for (AppProfile p : AppProfiles.all()) {
            int[] in = p.name().equals("ft") ? new int[] {4096, 8192, 16384} : new int[] {1024, 2048, 4096};
            List<Trace> traces = new ArrayList<>();
            for (int n : in) traces.add(p.generate(n, p.defaultPpn(), Params.defaults(p)));
            Scale target = new Scale(TARGET, p.defaultPpn());
            Trace truth = p.generate(TARGET, p.defaultPpn(), Params.defaults(p));
            Extrapolation x = Extrapolator.extrapolate(traces, target, null);
            assertEquals(List.of(), SiteComparison.wrongUnits(x, truth).stream().map(UnitReport::site).toList(), p.name());
            int followed = 0;
            for (UnitReport u : x.units()) {
                Matcher m = u.built() ? null : ADVICE.matcher(u.reason());
                if (m == null || !m.find()) continue;
                int n = Integer.parseInt(m.group(1)), ppn = m.group(2) == null ? n : Integer.parseInt(m.group(2));
                List<Trace> more = new ArrayList<>(traces);
                more.add(p.generate(n, ppn, Params.defaults(p)));
                Extrapolation y = Extrapolator.extrapolate(more, target, null);
                assertEquals(List.of(), SiteComparison.wrongUnits(y, truth).stream().map(UnitReport::site).toList(), p.name() + " with P=" + n);
                UnitReport v = y.units().stream().filter(w -> w.site().equals(u.site())).findFirst().orElseThrow();
                assertTrue(v.exact() || !ADVICE.matcher(v.reason()).find(), p.name() + " unit " + u.number() + " after a trace at P=" + n
                        + ": " + u.reason() + "\n  now: " + v.reason());
                followed++;
            }
            rows.add(String.format(Locale.ROOT, "%s from %d, %d, %d: %s; %d advised traces followed", p.name(), in[0], in[1], in[2],
                    EvidenceSummary.counts(x.units()), followed));
        }
        rows.forEach(System.out::println);
    }
}
