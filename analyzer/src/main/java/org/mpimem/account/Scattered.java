package org.mpimem.account;

import java.util.List;

/**
 * When a charge's pieces in one process group go to a vector at once ({@link CostVector#addEach}):
 * many pieces, close together. One add per piece costs a split and a merge around each piece
 * (a few hundred steps, more where the values are irregular); at once costs one step per rank of
 * their span. Measured on the survey (2026-11-26) every charge of 16 pieces or more spans at most
 * 64 ranks per piece: the node roots of randomly ordered communicators (Figs. 13, 14).
 */
final class Scattered {
    /** Fewer pieces than this go one by one: a few adds cost less than reading out their span. */
    static final int MIN_PIECES = 16;
    /** At once only while the span is at most this many ranks per piece. */
    static final int RANKS_PER_PIECE = 1024;

    private Scattered() {}

    static boolean atOnce(List<Piece> pieces) {
        if (pieces.size() < MIN_PIECES) return false;
        long lo = Long.MAX_VALUE, hi = Long.MIN_VALUE;
        for (Piece p : pieces) {
            lo = Math.min(lo, p.first());
            hi = Math.max(hi, p.last());
        }
        return hi - lo + 1 <= (long) RANKS_PER_PIECE * pieces.size();
    }
}
