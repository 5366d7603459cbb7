package org.mpimem.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/** The committed samples read back as written, whatever a site's text (C++ sites hold commas and quotes). */
class MeasureCsvProperties {

    @Property
    void aFieldSplitsBackAsQuoted(@ForAll @Size(max = 5) List<@StringLength(max = 12) String> fields) {
        List<String> clean = fields.stream().map(f -> f.replace("\n", "").replace("\r", "")).toList();
        String line = String.join(",", clean.stream().map(MeasureCsv::quote).toList());
        assertEquals(clean.isEmpty() ? List.of("") : clean, MeasureCsv.split(line));
    }

    @Property
    void aComparisonReadsBackAsWritten(@ForAll @StringLength(min = 1, max = 20) String site, @ForAll long a, @ForAll long b) {
        String s = site.replace("\n", "").replace("\r", "");
        Comparison c = new Comparison("app,1", "openmpi/ob1 shm", "Open MPI 4.1.4", "2026-11-25", "openmpi-4.1-ob1", 2,
                List.of(new SiteRow("(MPI_Init)", new int[] {1, 1}, new long[] {a, b}, new long[] {b, a}, new long[2], new long[2]),
                        new SiteRow(s + "x", new int[] {2, 3}, new long[] {b, a}, new long[] {1, 2}, new long[] {-a, 0}, new long[] {-1, -2},
                                new long[] {a, 272})),
                Set.of());
        StringWriter w = new StringWriter();
        MeasureCsv.write(c, new PrintWriter(w));
        Comparison back;
        try {
            back = MeasureCsv.read(new StringReader(w.toString()), "x.csv");
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals(c.app(), back.app());
        assertEquals(c.sites().size(), back.sites().size());
        for (int i = 0; i < c.sites().size(); i++) {
            SiteRow x = c.sites().get(i), y = back.sites().get(i);
            assertEquals(x.site(), y.site());
            assertEquals(List.of(x.calls()[0], x.calls()[1]), List.of(y.calls()[0], y.calls()[1]));
            for (long[][] p : new long[][][] {{x.measured(), y.measured()}, {x.modelled(), y.modelled()},
                    {x.measuredFreed(), y.measuredFreed()}, {x.modelledFreed(), y.modelledFreed()}, {x.arrival(), y.arrival()}})
                assertEquals(List.of(p[0][0], p[0][1]), List.of(p[1][0], p[1][1]));
        }
    }

    /** Samples committed before the arrival column read with no arrival-order bytes. */
    @Test
    void samplesWithoutTheArrivalColumnStillRead() throws IOException {
        Comparison c = MeasureCsv.read(new StringReader(MeasureCsv.OLD_HEADER + "\nlu,r,Open MPI,2026-11-25,openmpi-4.1-ob1,1,(MPI_Init),0,1,100,90,10,0,0\n"), "old.csv");
        assertEquals(100, c.init().measured()[0]);
        assertEquals(0, c.arrivalSum());
        IOException e = assertThrows(IOException.class, () -> MeasureCsv.read(new StringReader(MeasureCsv.OLD_HEADER
                + "\nlu,r,Open MPI,2026-11-25,openmpi-4.1-ob1,1,(MPI_Init),0,1,100,90,10,0,0,5\n"), "old.csv"));
        assertTrue(e.getMessage().startsWith("old.csv:2: 15 fields, expected 14"), e.getMessage());
    }

    @Test
    void badSamplesNameTheirLine() {
        IOException e = assertThrows(IOException.class, () -> MeasureCsv.read(new StringReader(MeasureCsv.HEADER + "\na,b\n"), "s.csv"));
        assertTrue(e.getMessage().startsWith("s.csv:2: 2 fields"), e.getMessage());
        e = assertThrows(IOException.class, () -> MeasureCsv.read(new StringReader("nope\n"), "s.csv"));
        assertTrue(e.getMessage().startsWith("s.csv:1: expected the header"), e.getMessage());
    }

    @Test
    void chartLabelsKeepFunctionAndLineOrOffset() {
        assertEquals("1. main sites.c:14", MeasureChart.label(0, "main@/src/tracers/sites.c:14"));
        assertEquals("2. blacs_gridmap_ +0x2f43d", MeasureChart.label(1, "blacs_gridmap_@/lib/x86_64-linux-gnu/libscalapack-mpich.so.2.2+0x2f43d"));
        assertEquals("3. LAMMPS_NS::ProcMap::cart_map…", MeasureChart.label(2,
                "LAMMPS_NS::ProcMap::cart_map(int,%20int*)@/lib/x86_64-linux-gnu/liblammps.so.0+0x53ce96"));
    }
}
