package org.mpimem.extrapolate.align;

import java.util.ArrayList;
import java.util.List;

/**
 * Member lists whose runs repeat: b consecutive ranks out of every p, the number of blocks growing
 * with P. GROMACS 2022.5 interleaves its separate PME ranks with the particle-particle ranks (the
 * default rank order): a PME rank follows each block of PP ranks whose PME index
 * (i * npme + npme/2) / npp steps (tag v2022.5, src/gromacs/domdec/domdec.cpp:654-664 and 666-687), and
 * the PP group is then {@code 0:3,4:3,8:3,...} when npp = 3 npme (the split by duty, :1581). Its
 * number of runs changes with P, so its events have a template per P; written as one run of blocks
 * (start, count, stride, blocks, stride between blocks) they have one, and each field a law.
 * Used only for a unit whose plain templates differ: every unit that fitted before fits as before.
 */
public final class BlockCyclic {
    private BlockCyclic() {}

    /** The items with each side's repeating runs as block-cyclic runs, or null when that does not give every item one template. */
    public static List<List<Item>> of(List<List<Item>> perTrace) {
        List<List<Item>> out = new ArrayList<>();
        Template first = null;
        for (List<Item> items : perTrace) {
            List<Item> l = new ArrayList<>(items.size());
            for (Item it : items) {
                if (!(it.template() instanceof Template.Comm c) || c.cyclic()) return null;
                Item x = of(it, c);
                if (first == null) first = x.template();
                else if (!first.equals(x.template())) return null;
                l.add(x);
            }
            out.add(l);
        }
        return out;
    }

    /** Each item as block-cyclic runs where it is a plain communicator; other items as they are. */
    public static List<Item> each(List<Item> items) {
        List<Item> out = new ArrayList<>(items.size());
        for (Item it : items) out.add(it.template() instanceof Template.Comm c && !c.cyclic() ? of(it, c) : it);
        return out;
    }

    private static Item of(Item it, Template.Comm c) {
        long[] f = it.fields();
        boolean[] w = it.wild();
        int k = c.parentSites().size();
        List<Long> nf = new ArrayList<>();
        List<Boolean> nw = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            nf.add(f[i]);
            nw.add(w[i]);
        }
        List<Integer> local = side(c.localGroups(), f, k, nf, nw);
        k += 3 * c.localGroups().size();
        List<Integer> remote = c.remoteGroups() == null ? null : side(c.remoteGroups(), f, k, nf, nw);
        k += c.remoteGroups() == null ? 0 : 3 * c.remoteGroups().size();
        for (int i = k; i < f.length; i++) { // the colour
            nf.add(f[i]);
            nw.add(w[i]);
        }
        long[] fa = new long[nf.size()];
        boolean[] wa = new boolean[nw.size()];
        for (int i = 0; i < fa.length; i++) {
            fa[i] = nf.get(i);
            wa[i] = nw.get(i);
        }
        Template t = new Template.Comm(c.call(), c.parentSites(), local, remote, c.attrs(), c.numericColor(), c.hasSize(), true);
        return new Item(it.site(), it.index(), t, fa, wa, it.event());
    }

    /**
     * Appends the side's runs from {@code f[k]} on as block-cyclic runs (each maximal sequence of runs of one group, with
     * equal counts and strides and starts a fixed distance apart, as one) and returns their groups.
     */
    private static List<Integer> side(List<Integer> groups, long[] f, int k, List<Long> nf, List<Boolean> nw) {
        List<Integer> out = new ArrayList<>();
        int n = groups.size();
        for (int i = 0; i < n; ) {
            int s = k + 3 * i, j = i + 1;
            long gap = j < n ? f[s + 3] - f[s] : 0;
            while (j < n && same(groups, f, k, i, j) && f[k + 3 * j] - f[k + 3 * (j - 1)] == gap && gap > 0) j++;
            long blocks = j - i;
            out.add(groups.get(i));
            nf.add(f[s]);
            nf.add(f[s + 1]);
            nf.add(f[s + 2]);
            nf.add(blocks);
            nf.add(blocks > 1 ? gap : 0);
            nw.add(false);
            nw.add(false);
            nw.add(f[s + 1] == 1); // one process per block: no stride within it
            nw.add(false);
            nw.add(blocks == 1); // one block: no stride between blocks
            i = j;
        }
        return out;
    }

    /** Runs i and j of one group with the same count and, when they have more than one process, the same stride. */
    private static boolean same(List<Integer> groups, long[] f, int k, int i, int j) {
        int a = k + 3 * i, b = k + 3 * j;
        return groups.get(i).equals(groups.get(j)) && f[a + 1] == f[b + 1] && (f[a + 1] == 1 || f[a + 2] == f[b + 2]);
    }
}
