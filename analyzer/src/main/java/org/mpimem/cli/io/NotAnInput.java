package org.mpimem.cli.io;

import org.mpimem.trace.InputException;
import org.mpimem.trace.OutputTarget;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.stream.Stream;

/**
 * Refuses, before any work, an output that would replace one of the command's inputs: a raw tracer
 * log or a traced trace can only be recreated by running the MPI job again. Files are compared as
 * the file system sees them (device and inode, {@link Files#isSameFile}), so symbolic links, {@code ..}
 * and hard links are all caught; an output that does not exist yet is placed by the real path of
 * its nearest existing folder.
 */
public final class NotAnInput {
    private NotAnInput() {}

    /** {@code out} (given as {@code option}; null or "-" for standard output) is none of {@code inputs}. */
    public static void check(String option, Path out, Collection<Path> inputs) throws IOException {
        if (writesNoFile(out)) return;
        for (Path in : inputs)
            if (same(out, in)) throw new InputException(option + " " + out + " is the input " + in
                    + " (the same file): it would be replaced; give another output file");
    }

    /** {@code out} lies in none of {@code dirs} (input folders, e.g. a tracer's logs) and is none of their files. */
    public static void checkOutside(String option, Path out, Collection<Path> dirs) throws IOException {
        if (writesNoFile(out)) return;
        Path where = location(out);
        for (Path d : dirs) {
            if (!Files.isDirectory(d)) continue; // the command reports a missing input itself
            if (where.startsWith(d.toRealPath()))
                throw new InputException(option + " " + out + " lies inside the input folder " + d
                        + ": it would be written among the inputs; give a file outside it");
            try (Stream<Path> files = Files.list(d)) {
                for (Path f : (Iterable<Path>) files::iterator) check(option, out, java.util.List.of(f));
            }
        }
    }

    /** Two outputs of one command (e.g. calibrate's report and samples) must not be one file. */
    public static void distinct(String option, Path out, String otherOption, Path other) throws IOException {
        if (writesNoFile(out) || writesNoFile(other)) return;
        if (same(out, other)) throw new InputException(option + " " + out + " and " + otherOption + " " + other
                + " are the same file: one would replace the other; give two files");
    }

    private static boolean writesNoFile(Path out) {
        return out == null || OutputTarget.isStdout(out);
    }

    private static boolean same(Path a, Path b) throws IOException {
        if (Files.exists(a) && Files.exists(b)) return Files.isSameFile(a, b);
        return location(a).equals(location(b));
    }

    /** Where {@code p} is or would be created: links followed, the nearest existing folder by its real path. */
    static Path location(Path p) throws IOException {
        Path abs = OutputTarget.resolve(p);
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) existing = existing.getParent();
        if (existing == null) return abs;
        return existing.toRealPath().resolve(existing.relativize(abs));
    }
}
