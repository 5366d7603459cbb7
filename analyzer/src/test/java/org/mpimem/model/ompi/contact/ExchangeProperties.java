package org.mpimem.model.ompi.contact;

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

    @Property
    void everyPeerNamesTheRankBack(@ForAll @IntRange(min = 2, max = 300) int n) {
        List<Exchange> all = new ArrayList<>(List.of(new Bruck(), new Ring(), new Binomial(), new BinaryTree(), TunedAllgather.of(n, 8)));
        if (Integer.bitCount(n) == 1) all.add(new RecursiveDoubling());
        if (n == 2) all.add(new TwoProc());
        for (Exchange x : all)
            for (int r = 0; r < n; r++) {
                BitSet mine = peers(x, r, n);
                for (int q = mine.nextSetBit(0); q >= 0; q = mine.nextSetBit(q + 1))
                    assertTrue(peers(x, q, n).get(r), x + " n=" + n + ": " + r + " names " + q + ", not the other way");
            }
    }

    /** The quick test of whether a rank talks to a peer says what the enumeration says. */
    @Property
    void reachesAgreesWithThePeerList(@ForAll @IntRange(min = 2, max = 200) int n) {
        List<Exchange> all = new ArrayList<>(List.of(new Bruck(), new Ring(), new Binomial(), new BinaryTree()));
        if (Integer.bitCount(n) == 1) all.add(new RecursiveDoubling());
        if (n == 2) all.add(new TwoProc());
        for (Exchange x : all)
            for (int r = 0; r < n; r++) {
                BitSet mine = peers(x, r, n);
                for (int q = 0; q < n; q++) if (q != r) assertEquals(mine.get(q), x.reaches(r, q, n), x + " n=" + n + " " + r + " -> " + q);
            }
    }

    @Property
    void everyRankIsReached(@ForAll @IntRange(min = 2, max = 300) int n) {
        for (Exchange x : List.of(new Bruck(), new Ring(), new Binomial(), new BinaryTree(), TunedAllgather.of(n, 8))) {
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

    @Example
    void splitsExchangeAsTheTunedTableSays() {
        assertEquals(new TwoProc(), TunedAllgather.of(2, 8));
        assertEquals(new RecursiveDoubling(), TunedAllgather.of(64, 8));
        assertEquals(new Bruck(), TunedAllgather.of(24, 8)); // algorithm 3 on a size not a power of two
        assertEquals(new Bruck(), TunedAllgather.of(3000, 8)); // 2048..4095 ranks, below 32 B: algorithm 2
        assertEquals(new RecursiveDoubling(), TunedAllgather.of(524_288, 8));
        assertEquals(new Ring(), TunedAllgather.of(64, 1 << 20));
    }

    private static BitSet peers(Exchange x, int r, int n) {
        BitSet b = new BitSet();
        x.peers(r, n, q -> {
            if (q != r) b.set(q);
        });
        return b;
    }
}
