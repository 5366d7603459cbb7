package org.mpimem.extrapolate;

import org.mpimem.extrapolate.align.Scale;
import org.mpimem.extrapolate.evidence.UnitReport;
import org.mpimem.extrapolate.laws.LawFit;
import org.mpimem.extrapolate.report.Extrapolation;
import org.junit.jupiter.api.Test;
import org.mpimem.profiles.AppProfile;
import org.mpimem.profiles.AppProfiles;
import org.mpimem.profiles.Params;
import org.mpimem.trace.Trace;
import org.mpimem.trace.TraceReader;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every refusal says what is missing and which extra trace would settle it, or that none would. */
class RefusalReasonsTest {
    private static final Pattern SETTLES = Pattern.compile("a trace at (one of )?P=[0-9]+|traces at P=|no further trace|separates them|what settles that");

    private static List<UnitReport> refused(String profile) {
        AppProfile p = AppProfiles.require(profile);
        List<Trace> in = new ArrayList<>();
        for (int n : LeaveOneOutTest.inputs(p)) in.add(p.generate(n, p.defaultPpn(), Params.defaults(p)));
        return Extrapolator.extrapolate(in, new Scale(LeaveOneOutTest.TARGET, p.defaultPpn()), null).units().stream()
                .filter(u -> !u.exact()).toList();
    }

    private static String reasons(String profile) {
        return String.join("\n", refused(profile).stream().map(UnitReport::reason).toList());
    }

    @Test
    void everyRefusedUnitOfEveryProfileSaysWhetherATraceWouldSettleIt() {
        for (AppProfile p : AppProfiles.all())
            for (UnitReport u : refused(p.name())) assertTrue(SETTLES.matcher(u.reason()).find(), p.name() + " unit " + u.number() + ": " + u.reason());
    }

    @Test
    void btNamesTheSquaresAndThatNoTraceSettlesThem() {
        String r = reasons("bt");
        assertTrue(r.contains("(squares 27^2, 39^2, 55^2, e.g. floor(sqrt P)^2: the square of a rounded root, which the family does not have); no further trace"), r);
    }

    @Test
    void nwchemBlacsGridSideIsToldFromAnAffineLawByTheTraceNamed() {
        // nprow = grid_short(P) = 24, 32, 48 at 768, 1536, 3072, which P/96 + 16 fits too: 768 against 8208 rows at the target
        String r = reasons("nwchem");
        assertTrue(r.contains("grid_short(P) (768) and ga_grid_cols(P)/2 (768) all fit 24 at P=768, 32 at P=1536, 48 at P=3072; "
                + "a trace at one of P=3840 (ppn 16), P=5376 (ppn 16), P=6144 (ppn 16) would separate them (multiples of 768 as every trace is, whole nodes of 16)"), r);
        AppProfile p = AppProfiles.require("nwchem");
        List<Trace> in = new ArrayList<>();
        for (int n : new int[] {768, 784, 1536, 3072}) in.add(p.generate(n, p.defaultPpn(), Params.defaults(p)));
        Extrapolation x = Extrapolator.extrapolate(in, new Scale(LeaveOneOutTest.TARGET, p.defaultPpn()), null);
        assertTrue(x.complete(), x.units().stream().map(UnitReport::reason).filter(java.util.Objects::nonNull).toList().toString());
        assertTrue(x.trace().sameContent(p.generate(LeaveOneOutTest.TARGET, p.defaultPpn(), Params.defaults(p))));
    }

    @Test
    void irregularListsSayNoTraceSettlesThemAndNameTheOption() {
        for (String p : List.of("random-reorder", "spawn-merge")) {
            String r = reasons(p);
            assertTrue(r.contains("changes with P (a random or data-dependent order), so no law gives them and no further trace settles it "
                    + "(--scale-irregular writes an estimate of their shape)"), p + ": " + r);
        }
    }

    @Test
    void aSiteMissingFromTheSmallestTraceNamesTheTracesThatWouldSettleIt() throws Exception {
        List<Trace> in = new ArrayList<>();
        for (int n : new int[] {8, 16, 32}) in.add(missingAt8(n));
        Extrapolation x = Extrapolator.extrapolate(in, new Scale(1024, 4), null);
        assertFalse(x.complete());
        String r = x.units().stream().filter(u -> u.reason() != null).findFirst().orElseThrow().reason();
        assertTrue(r.startsWith("it is missing from the traces at P=8 (blocks: 0, 1, 1)"), r);
        // the advice keeps what the traces where it appears share with the target (multiples of 16, whole nodes of 4), with their
        // ppn, and several counts; it named doubling counts (64) before, whatever the traces or the target
        assertTrue(r.endsWith("a trace at one of P=48 (ppn 4), P=64 (ppn 4), P=80 (ppn 4) would settle it, with those at P=16, 32 "
                + "(multiples of 16 as every trace is, whole nodes of 4)"), r);
        // the promise: traced at the first count named, the site is extrapolated, and as the application has it at the target
        in.add(missingAt8(48));
        Extrapolation with = Extrapolator.extrapolate(in.subList(1, 4), new Scale(1024, 4), null);
        assertTrue(with.complete(), with.units().toString());
        assertTrue(with.trace().sameContent(missingAt8(1024)), with.trace().events().toString());
    }

    /** A dup of WORLD, and from 16 on a split of every second process of the first half. */
    private static Trace missingAt8(int n) throws Exception {
        String split = n == 8 ? "" : "comm id=2 call=MPI_Comm_split parent=0 members=0:" + n / 4 + ":2 color=0 key=0\n";
        return TraceReader.read("p" + n, new StringReader("mpimem-trace 1\nworld size=" + n + " nodes=block:4\ncomm id=1 "
                + "call=MPI_Comm_dup parent=0 members=0:" + n + "\n" + split + "end comms=" + (n == 8 ? 1 : 2) + " frees=0 groups=0\n"));
    }

    @Test
    void twoTracesNameTheThirdThatWouldCheckATwoParameterLaw() {
        LawFit.Result r = LawFit.decide(List.of(new LawFit.Point(new Scale(8, 4), 3), new LawFit.Point(new Scale(16, 4), 5)),
                new Scale(1024, 4), false);
        assertTrue(r.refusal().endsWith("not checked: a trace at one of P=24 (ppn 4), P=32 (ppn 4), P=40 (ppn 4) would check it "
                + "(multiples of 8 as every trace is, whole nodes of 4)"), r.refusal());
    }
}
