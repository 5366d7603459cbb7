package org.mpimem.calibrate;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One calibration run: which library answered (its MPI_Get_library_version, shortened to name,
 * version and MPICH's device), when, and world rank 0's samples.
 */
public record Measured(String mpi, String library, String date, List<Sample> samples) {
    private static final Pattern MPICH = Pattern.compile("MPICH Version:\\s*(\\S+).*?MPICH Device:\\s*(\\S+)");
    private static final Pattern OMPI = Pattern.compile("Open MPI v(\\S+?),");

    public Measured {
        samples = List.copyOf(samples);
    }

    /** "MPICH 4.0.2 (ch4:ucx)", "Open MPI 4.1.4", or the text up to its first line break for another library. */
    static String shortName(String versionString) {
        Matcher m = MPICH.matcher(versionString);
        if (m.find()) return "MPICH " + m.group(1) + " (" + m.group(2) + ")";
        m = OMPI.matcher(versionString);
        if (m.find()) return "Open MPI " + m.group(1);
        String first = versionString.split(" \\| ")[0].trim();
        return first.isEmpty() ? "unknown library" : first;
    }
}
