package org.mpimem.measure.growth;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * The growth series committed under docs/calibration/growth/ (scripts/measure-growth), as the jar
 * carries them: per series the library, the design that claims to be it, and MPI_Init's measured samples.
 */
public final class CommittedGrowth {
    static final String RESOURCE = "/org/mpimem/calibration/growth/";

    /** A committed series: its folder, the library measured and the matching design. */
    public record Series(String id, String library, String design) {}

    public static final List<Series> SERIES = List.of(new Series("mpich-ucx", "MPICH 4.0.2 ch4:ucx", "mpich-4.0.2-ucx"),
            new Series("openmpi-ob1", "Open MPI 4.1.4 pml/ob1", "openmpi-4.1-ob1"), new Series("openmpi-ucx", "Open MPI 4.1.4 pml/ucx", "openmpi-4.1-ucx"));

    private CommittedGrowth() {
    }

    /** The series committed (those scripts/measure-growth has not run are left out). */
    public static List<Series> committed() {
        return SERIES.stream().filter(s -> CommittedGrowth.class.getResource(RESOURCE + s.id() + "/growth-samples.csv") != null).toList();
    }

    /** The measured samples of one site ("(MPI_Init)" for MPI_Init) in a committed series. */
    public static List<Sample> measured(Series s, String site) {
        try (InputStream in = CommittedGrowth.class.getResourceAsStream(RESOURCE + s.id() + "/growth-samples.csv")) {
            if (in == null) throw new IOException("no committed growth for " + s.id());
            List<Sample> out = new ArrayList<>();
            for (CSVRecord r : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                    .parse(new InputStreamReader(in, StandardCharsets.UTF_8)))
                if (r.get("site").equals(site))
                    out.add(new Sample(Integer.parseInt(r.get("processes")), Integer.parseInt(r.get("ppn")), Double.parseDouble(r.get("measured_b"))));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
