import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Runs many mpimem commands in one JVM, as the launcher would run each (org.mpimem.cli.Main's
 * command line), with standard output, standard error and the exit code of each in NAME.out,
 * NAME.err and NAME.rc. Input: one command a line, NAME and the arguments, tab-separated.
 */
public final class Harness {
    public static void main(String[] args) throws Exception {
        PrintStream out = System.out, err = System.err;
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            Path name = Path.of(f[0]);
            Files.createDirectories(name.getParent());
            int rc;
            try (PrintStream o = new PrintStream(new FileOutputStream(f[0] + ".out"), true, StandardCharsets.UTF_8);
                 PrintStream e = new PrintStream(new FileOutputStream(f[0] + ".err"), true, StandardCharsets.UTF_8)) {
                System.setOut(o);
                System.setErr(e);
                try {
                    rc = org.mpimem.cli.Main.commandLine().execute(Arrays.copyOfRange(f, 1, f.length));
                } catch (Throwable t) {
                    // what would have ended the JVM: kept as the command's outcome
                    e.println("compare-outputs: " + t);
                    rc = 99;
                }
            } finally {
                System.setOut(out);
                System.setErr(err);
            }
            Files.writeString(Path.of(f[0] + ".rc"), rc + "\n");
        }
    }
}
