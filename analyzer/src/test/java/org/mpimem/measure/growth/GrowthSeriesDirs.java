package org.mpimem.measure.growth;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The growth series committed under docs/calibration/growth/, one folder each: a series added there is tested without naming it twice. */
final class GrowthSeriesDirs {
    static final Path ROOT = Path.of("../docs/calibration/growth");

    private GrowthSeriesDirs() {}

    static List<String> ids() throws IOException {
        try (var s = Files.list(ROOT)) {
            return s.filter(d -> Files.isDirectory(d.resolve("runs"))).map(d -> d.getFileName().toString()).sorted().toList();
        }
    }
}
