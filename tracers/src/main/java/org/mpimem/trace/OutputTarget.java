package org.mpimem.trace;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * Where an output really goes, and whether it can go there, said in the user's terms. A symbolic
 * link is followed to the file it names, so the link stays and its target is replaced atomically
 * (replacing the link by a plain file would silently cut whatever the link tied together). Checks
 * run before any work, so a long run does not end in "cannot write".
 */
public final class OutputTarget {
    /** Standard output, for pipes. */
    public static final String STDOUT = "-";

    private OutputTarget() {}

    public static boolean isStdout(Path target) {
        return target.toString().equals(STDOUT);
    }

    /**
     * The absolute path behind any chain of symbolic links ending at {@code target} (which may not exist
     * yet), with its folder by its real path. A link to nothing is refused: following it would create the
     * file, and its missing folders, wherever the link points (as root, even at the file-system root),
     * outside the folder the user named.
     */
    public static Path resolve(Path target) throws IOException {
        Path p = placed(target.toAbsolutePath());
        int hops = 0;
        for (; Files.isSymbolicLink(p); hops++) {
            if (hops == 40) throw new InputException(target + ": too many levels of symbolic links");
            p = placed(p.resolveSibling(Files.readSymbolicLink(p)));
        }
        if (hops > 0 && !Files.exists(p, LinkOption.NOFOLLOW_LINKS))
            throw new InputException(target + ": a symbolic link to " + p + ", which does not exist (a dangling link is not "
                    + "followed: create the file first, or give a path that is not a link)");
        return p;
    }

    /**
     * {@code abs} as the file system reads it: its folder by its real path, its last name kept (a link
     * there is followed by {@link #resolve}, one step at a time). The file system resolves a link before
     * a {@code ..} after it ({@code sub/..} is the parent of the link's target, not the folder holding
     * {@code sub}); dropping {@code sub/..} as text named another file than the one the input check
     * compared (issue 29 item 6), so {@code ..} is never removed as text where a folder exists.
     */
    private static Path placed(Path abs) throws IOException {
        Path name = abs.getFileName();
        if (name == null) return abs; // the root
        String n = name.toString();
        if (n.equals(".") || n.equals("..")) return real(abs); // a folder, never a file's name
        return real(abs.getParent()).resolve(n);
    }

    /**
     * The real path of the longest part of {@code abs} that exists, the rest appended. Only folders this
     * run will create follow it, and a created folder is no link, so a {@code ..} there is removed as text.
     */
    private static Path real(Path abs) throws IOException {
        Path root = abs.getRoot();
        int count = abs.getNameCount();
        for (int k = count; k > 0; k--) {
            Path prefix = root.resolve(abs.subpath(0, k));
            if (Files.exists(prefix))
                return k == count ? prefix.toRealPath() : prefix.toRealPath().resolve(abs.subpath(k, count)).normalize();
        }
        return abs.normalize();
    }

    /** An output file: {@code -}, or a path that is not a folder, in a folder that exists or can be made and is writable. */
    public static void checkFile(Path target) throws IOException {
        if (isStdout(target)) return;
        Path p = resolve(target);
        if (Files.isDirectory(p)) throw new InputException(target + ": is a directory (give a file name, or - for standard output)");
        checkParent(target, p);
    }

    /** An output folder: one that exists, or can be made in a writable folder. */
    public static void checkFolder(Path target) throws IOException {
        Path p = resolve(target);
        if (Files.exists(p, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(p))
            throw new InputException(target + ": exists and is not a directory (give a folder)");
        checkParent(target, p);
    }

    private static void checkParent(Path target, Path p) {
        Path a = p.getParent();
        while (a != null && !Files.exists(a)) a = a.getParent();
        if (a == null) return;
        if (!Files.isDirectory(a)) throw new InputException(target + ": " + a + " is not a directory");
        if (!Files.isWritable(a)) throw new InputException(target + ": permission denied (cannot create files in " + a + ")");
    }

    /** An I/O failure while writing {@code target}, named by the user's path, not a hidden temporary, with the reason. */
    public static IOException failure(Path target, IOException e) {
        String why;
        if (e instanceof AccessDeniedException) why = "permission denied";
        else if (e instanceof NoSuchFileException) why = "no such directory";
        else if (e instanceof NotDirectoryException x) why = x.getFile() + " is not a directory";
        else if (e instanceof FileAlreadyExistsException x) why = x.getFile() + " is in the way (not a directory)";
        else if (e instanceof FileSystemException x && x.getReason() != null) why = x.getReason();
        else why = e.getMessage() != null ? e.getMessage() : e.toString();
        return new IOException("cannot write " + target + ": " + why, e);
    }
}
