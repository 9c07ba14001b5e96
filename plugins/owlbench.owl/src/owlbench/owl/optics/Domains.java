package owlbench.owl.optics;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The domains of each colour that eye spaces are cut from (doc/eyes.texi, "Functions in
 * optics.c": make_primary_domains). Strings that are not lively are invisible; a colour's domain
 * holds its lively stones, the empty (or invisible) points next to them, and points reached
 * through two mutually adjacent points of the domain around them (not on the first line), except
 * past knight's moves and two-space jumps of lively opponent stones; corners have their own rule.
 */
final class Domains {
    private Domains() {
    }

    /** domain[color][p] for WHITE and BLACK; lively[p] tells which stones are visible. */
    static boolean[][] compute(Board b, boolean[] lively) {
        boolean[][] dom = new boolean[3][];
        dom[StoneColor.WHITE] = near(b, lively, StoneColor.WHITE);
        dom[StoneColor.BLACK] = near(b, lively, StoneColor.BLACK);
        boolean[] w = grow(b, lively, StoneColor.WHITE, dom[StoneColor.WHITE], dom[StoneColor.BLACK]);
        boolean[] k = grow(b, lively, StoneColor.BLACK, dom[StoneColor.BLACK], dom[StoneColor.WHITE]);
        dom[StoneColor.WHITE] = w;
        dom[StoneColor.BLACK] = k;
        return dom;
    }

    private static boolean open(Board b, boolean[] lively, int p) {
        int c = b.color(p);
        return c == StoneColor.EMPTY || (StoneColor.isStone(c) && !lively[p]);
    }

    private static boolean livelyStone(Board b, boolean[] lively, int p, int color) {
        return b.isOnBoard(p) && b.color(p) == color && lively[p];
    }

    /** The first two rules: lively stones and the open points next to them. */
    private static boolean[] near(Board b, boolean[] lively, int color) {
        boolean[] d = new boolean[b.boardArraySize()];
        int[] dir = b.neighborOffsets();
        for (int p : b.onBoardPoints()) {
            if (livelyStone(b, lively, p, color)) {
                d[p] = true;
            } else if (open(b, lively, p)) {
                for (int k : dir) {
                    if (livelyStone(b, lively, p + k, color)) {
                        d[p] = true;
                        break;
                    }
                }
            }
        }
        return d;
    }

    /**
     * The third rule, repeated until nothing changes; the pair of points must be the colour's
     * alone (outside the opponent's first-rules domain), so influence does not spread through
     * contested areas.
     */
    private static boolean[] grow(Board b, boolean[] lively, int color, boolean[] start, boolean[] opponentNear) {
        int opp = StoneColor.other(color);
        boolean[] d = start.clone();
        boolean[] own = new boolean[d.length];
        for (int p : b.onBoardPoints()) own[p] = d[p] && !opponentNear[p];
        // repeated until nothing changes: a single scan (each point seeing the points already
        // reached) agrees more often with gnugo on the colour of open points but less on eye
        // values; see docs/benchmarks.md (issue 21)
        // The rule only ever adds points, and a point's test reads only its eight neighbours, so
        // after one scan in board order only the neighbours of points added since need another
        // look: the same fixed point as rescanning the board until nothing changes, for less.
        int[] dir8 = eightNeighbours(b);
        int[] dir = b.neighborOffsets();
        int[] queue = new int[8 * d.length];
        boolean[] queued = new boolean[d.length];
        int head = 0, tail = 0;
        for (int p : b.onBoardPoints()) {
            if (d[p] || !open(b, lively, p)) continue;
            if (reached(b, dir, lively, own, start, p, color, opp)) {
                d[p] = true;
                own[p] = !opponentNear[p];
                if (own[p]) tail = enqueueNeighbours(b, p, dir8, d, queue, queued, tail);
            }
        }
        while (head < tail) {
            int p = queue[head++];
            queued[p] = false;
            if (d[p] || !open(b, lively, p)) continue;
            if (reached(b, dir, lively, own, start, p, color, opp)) {
                d[p] = true;
                own[p] = !opponentNear[p];
                if (own[p]) tail = enqueueNeighbours(b, p, dir8, d, queue, queued, tail);
            }
        }
        return d;
    }

    /** Queues the on-board neighbours of p (all eight) that are not in the domain yet; the new tail. */
    private static int enqueueNeighbours(Board b, int p, int[] dir8, boolean[] d, int[] queue, boolean[] queued, int tail) {
        for (int k : dir8) {
            int q = p + k;
            if (q > 0 && q < d.length && !d[q] && !queued[q] && b.isOnBoard(q)) {
                queued[q] = true;
                queue[tail++] = q;
            }
        }
        return tail;
    }

    private static int[] eightNeighbours(Board b) {
        int ns = b.rowStride();
        return new int[] {-1, 1, -ns, ns, -ns - 1, -ns + 1, ns - 1, ns + 1};
    }

    /** On the board and not on the first line (from the point's row and column in the board's layout: cheaper than isEdge). */
    private static boolean inner(Board b, int p) {
        if (!b.isOnBoard(p)) return false;
        int ns = b.rowStride(), last = b.size() - 1;
        int r = p / ns - 1, c = p % ns - 1;
        return r > 0 && r < last && c > 0 && c < last;
    }

    /** Third rule: d holds the lively stones, near the first two rules' domain (the corner rule reads it). */
    private static boolean reached(Board b, int[] dir, boolean[] lively, boolean[] d, boolean[] near, int e, int color, int opp) {
        // dir: the board's neighbour offsets, W, E, N, S
        if (b.isCorner(e)) {
            int bq = -1, cq = -1;
            for (int k : dir) {
                if (!b.isOnBoard(e + k)) continue;
                if (bq < 0) bq = e + k; else cq = e + k;
            }
            int dq = bq + cq - e;
            return (near[bq] || near[cq]) && !livelyStone(b, lively, bq, opp) && !livelyStone(b, lively, cq, opp)
                    && !livelyStone(b, lively, dq, opp);
        }
        for (int i = 0; i < 4; i++) {
            int ob = dir[i];                  // e -> b, orthogonal
            for (int j = 0; j < 4; j++) {
                int side = dir[j];
                if (side == ob || side == -ob) continue;
                int bq = e + ob;
                int aq = bq + side;           // diagonal of e, adjacent to b
                int dq = e + side;            // the other orthogonal neighbour of e next to a
                // d first: it is true only on the board, and most pairs fail it (isEdge is dearer)
                if (!inBoardArray(b, aq) || !inBoardArray(b, bq) || !d[aq] || !d[bq]) continue;
                if (!inner(b, aq) || !inner(b, bq)) continue;
                if (livelyStone(b, lively, dq, opp)) continue;
                int uq = aq + side, cq = bq - side;
                if (inBoardArray(b, uq) && inBoardArray(b, cq) && livelyStone(b, lively, uq, opp)
                        && livelyStone(b, lively, cq, opp)) continue;
                return true;
            }
        }
        return false;
    }

    private static boolean inBoardArray(Board b, int p) {
        return p > 0 && p < b.boardArraySize();
    }
}
