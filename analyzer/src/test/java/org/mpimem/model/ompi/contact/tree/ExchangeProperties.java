package org.mpimem.model.ompi.contact.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The exchanges against what a collective algorithm must be: every message has two ends (a rank
 * that names a peer is named by it), and an allreduce or allgather joins every rank to every
 * other (the graph is connected), with the number of partners each algorithm is known for.
 */
class ExchangeProperties {
    /** Every broadcast coll/tuned's rules can pick (tuned.TunedBcast). */
    private static final List<Exchange> BROADCASTS = List.of(new Linear(), new Chain(), new SplitBinaryTree(), new LevelTree(2),
            new LevelTree(3), new Bmtree(), new Knomial(4), new Knomial(2), new ScatterAllgather());

    /** Every exchange that runs over n ranks: the allgathers, the allreduce, the trees, the broadcasts. */
    private static List<Exchange> exchanges(int n) {
        List<Exchange> all = new ArrayList<>(List.of(new Bruck(), new Ring(), new Binomial(), new BinaryTree()));
        all.addAll(BROADCASTS);
        if (Integer.bitCount(n) == 1) all.add(new RecursiveDoubling());
        if (n == 2) all.add(new TwoProc());
        all.addAll(List.of(new InOrderBmtree(), new InOrderBintree(), new PairedRecursiveDoubling(), new FoldedRecursiveDoubling(),
                new AllPairs(), new Rooted(new Knomial(4), n / 3), new Rooted(new InOrderBmtree(), n - 1),
                new Union(new InOrderBintree(), new Edge(n - 1, 0))));
        return all;
    }

    /** A broadcast tree (all but the split tree's swaps and scatter-allgather's doubling) has n - 1 edges. */
    @Property(tries = 200)
    void aBroadcastTreeHasOneEdgeFewerThanRanks(@ForAll @IntRange(min = 2, max = 300) int n) {
        for (Exchange x : List.of(new Linear(), new Chain(), new LevelTree(2), new LevelTree(3), new Bmtree(), new Knomial(4), new Knomial(3),
                new InOrderBmtree(), new InOrderBintree(), new Rooted(new LevelTree(2), n / 2))) {
            int ends = 0;
            for (int r = 0; r < n; r++) ends += peers(x, r, n).cardinality();
            assertEquals(2 * (n - 1), ends, x + " n=" + n);
        }
    }

    /** The trees as the source's comments draw them (coll_base_topo.c). */
    @Example
    void theTreesOfTheSourcesComments() {
        assertEquals(BitSet.valueOf(new long[] {0b101001}), peers(new LevelTree(2), 1, 7), "fanout 2, 7 ranks: 1 under 0, over 3 and 5");
        assertEquals(BitSet.valueOf(new long[] {0b1010001}), peers(new LevelTree(2), 2, 7), "2 under 0, over 4 and 6");
        assertEquals(BitSet.valueOf(new long[] {0b11110}), peers(new Knomial(4), 0, 8), "radix 4, 8 ranks: 0 over 1, 2, 3, 4");
        assertEquals(BitSet.valueOf(new long[] {0b11100001}), peers(new Knomial(4), 4, 8), "4 under 0, over 5, 6, 7");
        assertEquals(BitSet.valueOf(new long[] {0b100010110}), peers(new Bmtree(), 0, 9), "0 over 1, 2, 4, 8");
        assertEquals(BitSet.valueOf(new long[] {0b100}), peers(new Bmtree(), 6, 8), "6 under 2 (its top bit off), over none");
        assertEquals(BitSet.valueOf(new long[] {0b100100}), peers(new InOrderBintree(), 6, 7), "in order, 7 ranks: the root 6 over 5 and 2");
        assertEquals(BitSet.valueOf(new long[] {0b1011000}), peers(new InOrderBintree(), 5, 7), "5 under 6, over 4 and 3");
        assertEquals(BitSet.valueOf(new long[] {0b1000011}), peers(new InOrderBintree(), 2, 7), "2 under 6, over 1 and 0");
        assertEquals(BitSet.valueOf(new long[] {0b1100001}), peers(new InOrderBmtree(), 4, 8), "4 under 0 (its low bit off), over 5 and 6");
        assertEquals(BitSet.valueOf(new long[] {0b11001}), peers(new PairedRecursiveDoubling(), 1, 6), "6 ranks: 1 stands for 0 and 1, meets 3 and 4");
        assertEquals(BitSet.valueOf(new long[] {0b10}), peers(new PairedRecursiveDoubling(), 0, 6), "0 hands over to 1 and sits out");
        assertEquals(BitSet.valueOf(new long[] {0b10000}), peers(new Rooted(new Bmtree(), 2), 0, 8), "rooted at 2: 0 is virtual rank 6, under virtual 2 = rank 4");
    }

    @Property(tries = 200)
    void everyPeerNamesTheRankBack(@ForAll @IntRange(min = 2, max = 300) int n) {
        for (Exchange x : exchanges(n))
            for (int r = 0; r < n; r++) {
                BitSet mine = peers(x, r, n);
                for (int q = mine.nextSetBit(0); q >= 0; q = mine.nextSetBit(q + 1))
                    assertTrue(peers(x, q, n).get(r), x + " n=" + n + ": " + r + " names " + q + ", not the other way");
            }
    }

    /** The quick test of whether a rank talks to a peer says what the enumeration says. */
    @Property(tries = 200)
    void reachesAgreesWithThePeerList(@ForAll @IntRange(min = 2, max = 200) int n) {
        for (Exchange x : exchanges(n))
            for (int r = 0; r < n; r++) {
                BitSet mine = peers(x, r, n);
                for (int q = 0; q < n; q++) if (q != r) assertEquals(mine.get(q), x.reaches(r, q, n), x + " n=" + n + " " + r + " -> " + q);
            }
    }

    @Property(tries = 200)
    void everyRankIsReached(@ForAll @IntRange(min = 2, max = 300) int n) {
        for (Exchange x : exchanges(n)) {
            BitSet reached = new BitSet();
            ArrayDeque<Integer> todo = new ArrayDeque<>(List.of(0));
            reached.set(0);
            while (!todo.isEmpty()) {
                int r = todo.poll();
                BitSet p = peers(x, r, n);
                for (int q = p.nextSetBit(0); q >= 0; q = p.nextSetBit(q + 1)) if (!reached.get(q)) {
                    reached.set(q);
                    todo.add(q);
                }
            }
            assertEquals(n, reached.cardinality(), x + " n=" + n);
        }
    }

    @Property
    void recursiveDoublingMeetsLog2Peers(@ForAll @IntRange(min = 1, max = 16) int k) {
        int n = 1 << k;
        for (int r = 0; r < n; r += Math.max(1, n / 64)) assertEquals(k, peers(new RecursiveDoubling(), r, n).cardinality());
    }

    /** For a power of two the binomial tree is a subset of recursive doubling: a dup after a split reaches nobody new. */
    @Property
    void theBinomialTreeIsInsideRecursiveDoubling(@ForAll @IntRange(min = 1, max = 12) int k) {
        int n = 1 << k;
        for (int r = 0; r < n; r++) {
            BitSet b = peers(new Binomial(), r, n);
            b.andNot(peers(new RecursiveDoubling(), r, n));
            assertTrue(b.isEmpty(), "n=" + n + " rank " + r + ": " + b);
        }
    }

    private static BitSet peers(Exchange x, int r, int n) {
        BitSet b = new BitSet();
        x.peers(r, n, q -> {
            if (q != r) b.set(q);
        });
        return b;
    }
}
