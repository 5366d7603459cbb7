package org.mpimem.cli.io;

import org.mpimem.trace.InputException;
import org.mpimem.trace.OutputTarget;
import org.mpimem.trace.TempNames;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/**
 * A folder of outputs (survey, figures) built in a fresh hidden sibling and swapped in whole when
 * the run is complete, so that a re-run over an old folder never leaves a mix of two runs (a run of
 * fewer figures would otherwise keep the old ones beside the new) and a failed run leaves the old
 * folder as it was. Swapping deletes the old folder, so only an empty folder or one this command
 * wrote (its index.md starts with {@code heading}) is replaced; any other is refused before work.
 */
public final class OutputFolder {
    private final Path target, real, tmp;

    private OutputFolder(Path target, Path real) {
        this.target = target;
        this.real = real;
        this.tmp = real.resolveSibling(TempNames.next(real.getFileName().toString(), "tmp"));
    }

    /** Checks {@code target} before any work; nothing is created yet. */
    public static OutputFolder prepare(Path target, String heading) throws IOException {
        OutputTarget.checkFolder(target);
        Path real = OutputTarget.resolve(target);
        if (real.getParent() == null) throw new InputException(target + ": the root folder cannot be replaced (give a folder below it)");
        if (Files.isDirectory(real) && !empty(real) && !wroteBy(real, heading))
            throw new InputException(target + ": holds files this command did not write (its index.md does not start with '"
                    + heading + "'); the folder is replaced as a whole, so give a new or empty folder");
        return new OutputFolder(target, real);
    }

    /** Where the run writes {@code name} (a path relative to the folder). */
    public Path resolve(String name) {
        return tmp.resolve(name);
    }

    /** Swaps the complete run in, then removes the old folder and leftovers of killed runs. */
    public void commit() throws IOException {
        try {
            Files.createDirectories(tmp);
            TempNames.cleanStale(real.getParent(), real.getFileName().toString());
            if (Files.exists(real)) {
                Path old = real.resolveSibling(TempNames.next(real.getFileName().toString(), "old"));
                Files.move(real, old, StandardCopyOption.ATOMIC_MOVE);
                Files.move(tmp, real, StandardCopyOption.ATOMIC_MOVE);
                TempNames.deleteTree(old);
            } else Files.move(tmp, real, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw OutputTarget.failure(target, e);
        }
    }

    /** After a failure: the partial run goes, the old folder stays. */
    public void abandon() {
        try {
            if (Files.exists(tmp)) TempNames.deleteTree(tmp);
        } catch (IOException e) {
            System.err.println("mpimem: warning: could not remove " + tmp + ": " + e.getMessage());
        }
    }

    private static boolean empty(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        }
    }

    private static boolean wroteBy(Path dir, String heading) throws IOException {
        Path index = dir.resolve("index.md");
        if (!Files.isRegularFile(index)) return false;
        try (BufferedReader r = Files.newBufferedReader(index, StandardCharsets.UTF_8)) {
            String first = r.readLine();
            return heading.equals(first);
        } catch (java.nio.charset.CharacterCodingException e) {
            return false;
        }
    }
}
