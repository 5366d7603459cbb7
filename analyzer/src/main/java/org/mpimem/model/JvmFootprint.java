package org.mpimem.model;

import org.mpimem.size.SizeProfiles;
import org.mpimem.size.SizeTable;
import org.mpimem.account.Ledger;
import org.mpimem.trace.Members;
import org.mpimem.trace.Run;
import org.openjdk.jol.info.GraphLayout;
import org.openjdk.jol.vm.VM;
import org.openjdk.jol.vm.VirtualMachine;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * JOL's measurement ({@code GraphLayout.totalSize}) of the project's own Java structures, built
 * through the public model API at a fixed small size, so that a change that bloats them shows in
 * the {@code sizes} table and its baseline.
 */
public final class JvmFootprint {
    private JvmFootprint() {}

    /** Entries of the tables measured. */
    public static final int N = 1024;

    public record Item(String name, String type, long bytes) {}

    private static VirtualMachine vm;

    /**
     * JOL's VM, set up quietly: records (Run, Pattern) need JOL's "magic" field offsets, since
     * Unsafe refuses record fields; and JOL prints its attach warnings on standard output, which
     * carries our JSON and CSV, so they are dropped (the data model line says what JOL found).
     */
    public static synchronized VirtualMachine vm() {
        if (vm != null) return vm;
        if (System.getProperty("jol.magicFieldOffset") == null) System.setProperty("jol.magicFieldOffset", "true");
        PrintStream out = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        try {
            return vm = VM.current();
        } finally {
            System.setOut(out);
        }
    }

    /** The JVM data model the numbers hold for; a baseline is only compared under the same one. */
    public static String dataModel() {
        VirtualMachine vm = vm();
        return String.format(Locale.ROOT, "%d-bit JVM, object header %d B, array header %d B, reference %d B, class pointer %d B, alignment %d B",
                vm.addressSize() * 8, vm.objectHeaderSize(), vm.arrayHeaderSize(), vm.sizeOfField("oop"),
                vm.classPointerSize(), vm.objectAlignment());
    }

    private static List<Item> measured;

    /** Measured once per JVM: the graphs are fixed, and walking them costs about a second. */
    /** The measurement as rows of the {@code sizes} table (profile {@link SizeTable#JVM}). */
    public static List<SizeTable.Row> rows() {
        return measure().stream().map(i -> new SizeTable.Row(i.name(), SizeTable.JVM, i.type(), i.bytes(), -1)).toList();
    }

    public static synchronized List<Item> measure() {
        if (measured == null) measured = List.copyOf(measureNow());
        return measured;
    }

    private static List<Item> measureNow() {
        Design ch3 = Models.VC_VCRT.create(SizeProfiles.PAPER_2017), ch4 = Models.AV_RANKMAP.create(SizeProfiles.PAPER_2017);
        Members permuted = permutation();
        List<Item> out = new ArrayList<>();
        add(out, "Vcrt world n=" + N, () -> ch3.world(0, N));
        add(out, "Vcrt permuted n=" + N, () -> ch3.fromProcesses(permuted, false));
        Mapping world = ch4.world(0, N);
        add(out, "RankMap direct", () -> ch4.world(0, N));
        add(out, "RankMap offset", () -> ch4.derive(world, Members.range(0, N / 4, N / 2), false));
        add(out, "RankMap stride", () -> ch4.derive(world, Members.of(new Run(0, 0, N / 2, 2)), false));
        add(out, "RankMap stride-block", () -> ch4.derive(world, blocks(), false));
        add(out, "RankMap lut n=" + N, () -> ch4.derive(world, permuted, false));
        add(out, "RankMap mlut n=" + N, () -> ch4.fromProcesses(twoGroups(), false));
        // MPICH 5's group pmaps: a strided one must stay O(1), an array one 8 B per rank like the C
        Design head = new org.mpimem.model.mpich5.Mpich5Design(SizeProfiles.require(SizeProfiles.MPICH_5_OFI));
        Mapping headWorld = head.world(0, N);
        add(out, "GroupPmap stride", () -> head.derive(headWorld, Members.of(new Run(0, 0, N / 2, 2)), false));
        add(out, "GroupPmap map n=" + N, () -> head.derive(headWorld, permuted, false));
        Ledger empty = new Ledger();
        long base = bytes(empty);
        out.add(new Item("Ledger group n=" + N, Ledger.class.getName(), bytes(withGroup()) - base));
        return out;
    }

    private static void add(List<Item> out, String name, Supplier<Mapping> make) {
        Mapping m = make.get();
        out.add(new Item(name, m.getClass().getName() + " " + m.mode(), bytes(m)));
    }

    /**
     * JOL's total for the graph of {@code root}, without what all instances share and the JVM
     * fills in lazily: enum constants, and Class objects (an EnumMap points at its key class,
     * whose reflection caches differ from run to run). Computed as total(root + shared) -
     * total(shared): JOL's own {@code subtract} matches objects by address, which a GC between
     * two walks invalidates.
     */
    static long bytes(Object root) {
        vm();
        List<Object> shared = new ArrayList<>();
        for (Class<?> c : GraphLayout.parseInstance(root).getClasses()) {
            shared.add(c);
            Class<?> e = c.isEnum() ? c : c.getSuperclass() != null && c.getSuperclass().isEnum() ? c.getSuperclass() : null;
            if (e != null) shared.addAll(List.of(e.getEnumConstants()));
        }
        List<Object> all = new ArrayList<>(shared);
        all.add(root);
        return GraphLayout.parseInstance(all.toArray()).totalSize() - GraphLayout.parseInstance(shared.toArray()).totalSize();
    }

    private static Ledger withGroup() {
        Ledger l = new Ledger();
        l.addGroup(0, N);
        return l;
    }

    /** Rank i -> i with its 10 bits reversed: no pattern, a new run every two ranks. */
    private static Members permutation() {
        int[] r = new int[N];
        for (int i = 0; i < N; i++) r[i] = Integer.reverse(i) >>> (32 - Integer.numberOfTrailingZeros(N));
        return Members.ofRanks(r);
    }

    /** Blocks of 4 ranks every 8. */
    private static Members blocks() {
        List<Run> runs = new ArrayList<>();
        for (int b = 0; b < N / 8; b++) runs.add(new Run(0, 8 * b, 4, 1));
        return Members.of(runs);
    }

    /** Alternating members of group 0 and group 1 (a merge across process groups). */
    private static Members twoGroups() {
        Members.Builder b = new Members.Builder();
        for (int i = 0; i < N; i++) b.add(i % 2, i / 2);
        return b.build();
    }
}
