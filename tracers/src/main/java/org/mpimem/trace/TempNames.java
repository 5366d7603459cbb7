package org.mpimem.trace;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names of the hidden siblings an output is built in ({@code .NAME.p<pid>.<hex>.tmp}, and
 * {@code .NAME.p<pid>.<hex>.old} for a folder being swapped out), and the clean-up of those a killed
 * run left behind. The pid in the name tells a leftover from the temporary of a run still going on
 * the same target, which must not be pulled from under it.
 */
public final class TempNames {
    private static final long PID = ProcessHandle.current().pid();

    private TempNames() {}

    /** A fresh hidden sibling name for {@code name}, ending in {@code suffix} ("tmp" or "old"). */
    public static String next(String name, String suffix) {
        return "." + name + ".p" + PID + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + "." + suffix;
    }

    /** Deletes the siblings of {@code dir/name} that earlier runs, now dead, left (files or whole folders). */
    public static void cleanStale(Path dir, String name) throws IOException {
        // the pid part is optional: temporaries of earlier versions were .NAME.<hex>.tmp
        Pattern p = Pattern.compile("\\." + Pattern.quote(name) + "\\.(?:p(\\d+)\\.)?[0-9a-f]+\\.(?:tmp|old)");
        if (!Files.isDirectory(dir)) return;
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "." + globSafe(name) + ".*")) {
            for (Path f : s) {
                Matcher m = p.matcher(f.getFileName().toString());
                if (m.matches() && (m.group(1) == null || dead(Long.parseLong(m.group(1))))) deleteTree(f);
            }
        }
    }

    private static boolean dead(long pid) {
        return pid != PID && ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
    }

    private static String globSafe(String name) {
        return name.replaceAll("[\\\\*?\\[\\]{}]", "?");
    }

    /** Deletes a file, or a folder and what it holds, without following links out of it. */
    public static void deleteTree(Path root) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path f, BasicFileAttributes a) throws IOException {
                Files.deleteIfExists(f);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null) throw e;
                Files.deleteIfExists(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
