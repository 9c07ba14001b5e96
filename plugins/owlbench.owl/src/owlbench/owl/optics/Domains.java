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

    /** kind[p] of a point off the board (the array's border cells). */
    private static final int OFF = 0;
    /** kind[p] of an open point: empty, or a stone that is not lively. */
    private static final int OPEN = 3;

    /** line[p] of a point off the board (the array's border cells). */
    static final int OFF_BOARD = 0;
    /** line[p] of a corner point. */
    static final int CORNER = 1;
    /** line[p] of a first-line point that is no corner. */
    static final int EDGE = 2;
    /** line[p] of a point off the first line. */
    static final int INNER = 3;

    /** domain[color][p] for WHITE and BLACK; lively[p] tells which stones are visible. */
    static boolean[][] compute(Board b, boolean[] lively) {
        return compute(b, b.onBoardPoints(), lively);
    }

    /** As {@link #compute(Board, boolean[])}, with the board's points (its onBoardPoints) fetched by the caller. */
    static boolean[][] compute(Board b, int[] points, boolean[] lively) {
        return compute(b, points, lively, false);
    }

    /**
     * As {@link #compute(Board, int[], boolean[])}; with {@code edgeBehindContested} a first-line
     * point is also reached through a pair the opponent's first rules touch
     * (OwlParams.edgeBehindContestedPairs; see {@link #grow}).
     */
    static boolean[][] compute(Board b, int[] points, boolean[] lively, boolean edgeBehindContested) {
        return compute(b, BoardTables.of(b), lively, edgeBehindContested);
    }

    /**
     * As {@link #compute(Board, int[], boolean[], boolean)}, with the board size's tables (its
     * points, lines and offsets) made once by the caller: an owl reader analyses tens of thousands
     * of positions on one board, whose tables had been made again at each.
     */
    static boolean[][] compute(Board b, BoardTables t, boolean[] lively, boolean edgeBehindContested) {
        // each point's kind read once (OFF, OPEN, or the colour of a lively stone): the rules
        // below read a point's neighbours many times over, through the board's checked accessors
        int[] points = t.points;
        int[] kind = kinds(b, points, lively);
        boolean[][] dom = nearBoth(t.arraySize, points, t.delta, kind);
        // one work queue for both colours: a grow ends with it empty and nothing marked queued
        int[] queue = new int[t.arraySize];
        boolean[] queued = new boolean[t.arraySize];
        boolean[] w = grow(points, t.line, t.delta, t.dir8, kind, StoneColor.WHITE, dom[StoneColor.WHITE], dom[StoneColor.BLACK],
                edgeBehindContested, queue, queued);
        boolean[] k = grow(points, t.line, t.delta, t.dir8, kind, StoneColor.BLACK, dom[StoneColor.BLACK], dom[StoneColor.WHITE],
                edgeBehindContested, queue, queued);
        dom[StoneColor.WHITE] = w;
        dom[StoneColor.BLACK] = k;
        return dom;
    }

    /** Each point's kind: OFF, OPEN, or the colour of a lively stone. */
    static int[] kinds(Board b, int[] points, boolean[] lively) {
        int[] kind = new int[b.boardArraySize()];
        for (int p : points) {
            int c = b.color(p);
            kind[p] = StoneColor.isStone(c) && lively[p] ? c : OPEN;
        }
        return kind;
    }

    /**
     * Each point's line: OFF_BOARD, CORNER, EDGE or INNER. The third rule asks it of several
     * points per test, and the board's row and column of a point cost two divisions each time;
     * here the rows are laid along the board's points instead (row-major from the top, as
     * Board.onBoardPoints gives them): made at every owl node, the divisions and the board's
     * checked accessors had cost more than the rule itself.
     */
    static int[] lines(Board b, int[] points) {
        int[] line = new int[b.boardArraySize()];
        int size = b.size(), last = size - 1;
        // a row at a time, filled, its two ends set after: a test per point had cost more
        for (int r = 0; r < size; r++) {
            int first = points[r * size]; // row-major, and a row's points are consecutive in the array
            boolean rowEdge = r == 0 || r == last;
            java.util.Arrays.fill(line, first, first + size, rowEdge ? EDGE : INNER);
            line[first] = rowEdge ? CORNER : EDGE;
            line[first + last] = rowEdge ? CORNER : EDGE;
        }
        return line;
    }

    /** {@link #lines(Board, int[])} of the board's own points. */
    static int[] lines(Board b) {
        return lines(b, b.onBoardPoints());
    }

    /** Whether on-board p is empty or holds a stone that is not lively. */
    static boolean open(int[] kind, int p) {
        return kind[p] == OPEN;
    }

    private static boolean livelyStone(int[] kind, int p, int color) {
        return kind[p] == color;
    }

    /**
     * The first two rules (lively stones and the open points next to them) for both colours
     * ({@code [WHITE]} and {@code [BLACK]}) in one scan: an open point's four neighbours are read
     * once, their kinds gathered as bits (a point's neighbours are in the board array, border
     * cells OFF), instead of once per colour.
     */
    static boolean[][] nearBoth(Board b, int[] points, int[] kind) {
        return nearBoth(b.boardArraySize(), points, b.neighborOffsets(), kind);
    }

    /** {@link #nearBoth(Board, int[], int[])} on a board array of n cells whose neighbour offsets are dir (W, E, N, S). */
    private static boolean[][] nearBoth(int n, int[] points, int[] dir, int[] kind) {
        boolean[] w = new boolean[n], k = new boolean[n];
        int west = dir[0], east = dir[1], north = dir[2], south = dir[3];
        for (int p : points) {
            int kp = kind[p];
            if (kp == OPEN) {
                int bits = 1 << kind[p + west] | 1 << kind[p + east] | 1 << kind[p + north] | 1 << kind[p + south];
                w[p] = (bits & 1 << StoneColor.WHITE) != 0;
                k[p] = (bits & 1 << StoneColor.BLACK) != 0;
            } else if (kp == StoneColor.WHITE) {
                w[p] = true;
            } else if (kp == StoneColor.BLACK) {
                k[p] = true;
            }
        }
        boolean[][] out = new boolean[3][];
        out[StoneColor.WHITE] = w;
        out[StoneColor.BLACK] = k;
        return out;
    }

    /**
     * The third rule, repeated until nothing changes; the pair of points must be the colour's
     * alone (outside the opponent's first-rules domain), so influence does not spread through
     * contested areas.
     */
    static boolean[] grow(Board b, int[] points, int[] line, int[] kind, int color, boolean[] start, boolean[] opponentNear) {
        return grow(b, points, line, kind, color, start, opponentNear, false);
    }

    /**
     * As {@link #grow(Board, int[], int[], int[], int, boolean[], boolean[])}; with
     * {@code edgeBehindContested} a first-line point the opponent's first rules do not touch,
     * beside a first-line point the colour holds alone, is also reached through a pair of which
     * one point is contested ({@link #reachedAtEdge}). doc/eyes.texi's third rule asks only that
     * the pair be off the first line; the pair-alone restriction is ours, so influence does not
     * spread through contested open areas, and a first-line point passes none on (it is in no
     * pair). Owl.tst 7's line: after B B5 W A2 white's space is A3 B3 B4 without A4, B4 touching
     * black's B5, where gnugo's eye_data has A4 B4 A3 B3. Measured, left off (OwlParams).
     */
    static boolean[] grow(Board b, int[] points, int[] line, int[] kind, int color, boolean[] start, boolean[] opponentNear,
            boolean edgeBehindContested) {
        int n = start.length;
        return grow(points, line, b.neighborOffsets(), eightNeighbours(b), kind, color, start, opponentNear, edgeBehindContested,
                new int[n], new boolean[n]);
    }

    /**
     * The grow itself, on the board's offsets (dir: W, E, N, S; dir8: the eight) and a work queue
     * of the board array's length that the caller hands over empty (queued all false) and gets
     * back so.
     */
    private static boolean[] grow(int[] points, int[] line, int[] dir, int[] dir8, int[] kind, int color, boolean[] start,
            boolean[] opponentNear, boolean edgeBehindContested, int[] queue, boolean[] queued) {
        int opp = StoneColor.other(color);
        boolean[] d = start.clone();
        boolean[] own = new boolean[d.length];
        for (int p : points) own[p] = d[p] && !opponentNear[p];
        // repeated until nothing changes: a single scan (each point seeing the points already
        // reached) agrees more often with gnugo on the colour of open points but less on eye
        // values; see docs/benchmarks.md (issue 21)
        // The rule only ever adds points, and a point's test reads only its eight neighbours, so
        // after one scan in board order only the neighbours of points added since need another
        // look: the same fixed point as rescanning the board until nothing changes, for less.
        // a point is in the queue at most once at a time (queued), so a ring of one slot per
        // point holds it; the points come out in the order they went in, as from a long array
        int head = 0, tail = 0;
        int west = dir[0], east = dir[1], north = dir[2], south = dir[3];
        for (int p : points) {
            if (d[p] || !open(kind, p)) continue;
            // every way in (the pair's b, the corner's neighbours, which start holds if near does,
            // the edge's pair) needs an orthogonal neighbour in the domain: most open points of a
            // board have none, and the rule's calls are skipped there (the same points reached)
            if (!d[p + west] && !d[p + east] && !d[p + north] && !d[p + south]) continue;
            if (reached(line, dir, kind, own, start, p, color, opp)
                    || edgeBehindContested && reachedAtEdge(line, dir, kind, own, d, opponentNear, p, opp)) {
                d[p] = true;
                own[p] = !opponentNear[p];
                // a contested point added is a pair member for the first-line points beside it
                if (own[p] || edgeBehindContested) tail = enqueueNeighbours(kind, p, dir8, d, queue, queued, tail);
            }
        }
        while (head != tail) {
            int p = queue[head];
            head = head + 1 == queue.length ? 0 : head + 1;
            queued[p] = false;
            if (d[p] || !open(kind, p)) continue;
            if (!d[p + west] && !d[p + east] && !d[p + north] && !d[p + south]) continue;
            if (reached(line, dir, kind, own, start, p, color, opp)
                    || edgeBehindContested && reachedAtEdge(line, dir, kind, own, d, opponentNear, p, opp)) {
                d[p] = true;
                own[p] = !opponentNear[p];
                // a contested point added is a pair member for the first-line points beside it
                if (own[p] || edgeBehindContested) tail = enqueueNeighbours(kind, p, dir8, d, queue, queued, tail);
            }
        }
        return d;
    }

    /** Whether first-line e has a first-line neighbour the colour holds alone: e extends an edge space. */
    private static boolean besideOwnEdge(int[] line, int[] dir, boolean[] own, int e) {
        for (int k : dir) {
            int q = e + k;
            if (inBoardArray(line, q) && (line[q] == EDGE || line[q] == CORNER) && own[q]) return true;
        }
        return false;
    }

    /**
     * The third rule at a first-line point e the opponent's first rules do not touch, beside a
     * first-line point the colour holds alone, through a pair of which one point is the colour's
     * alone and the other only in its domain (contested): the edge point under the colour's
     * second-line points that a lone opponent stone beside one of them had cut off. With the same
     * caveats as {@link #reached}.
     */
    static boolean reachedAtEdge(int[] line, int[] dir, int[] kind, boolean[] own, boolean[] d, boolean[] opponentNear, int e,
            int opp) {
        return line[e] == EDGE && !opponentNear[e] && besideOwnEdge(line, dir, own, e)
                && reachedThroughPair(line, dir, kind, d, own, e, opp);
    }

    /**
     * Queues the on-board neighbours of p (all eight) that are not in the domain yet; the new tail
     * (of the ring queue). kind tells the board's points (every one is OPEN or a colour, never OFF)
     * without the board's own test.
     */
    private static int enqueueNeighbours(int[] kind, int p, int[] dir8, boolean[] d, int[] queue, boolean[] queued, int tail) {
        for (int k : dir8) {
            int q = p + k;
            if (q > 0 && q < d.length && !d[q] && !queued[q] && kind[q] != OFF) {
                queued[q] = true;
                queue[tail] = q;
                tail = tail + 1 == queue.length ? 0 : tail + 1;
            }
        }
        return tail;
    }

    private static int[] eightNeighbours(Board b) {
        int ns = b.rowStride();
        return new int[] {-1, 1, -ns, ns, -ns - 1, -ns + 1, ns - 1, ns + 1};
    }

    /**
     * Third rule: d holds the lively stones, near the first two rules' domain (the corner rule
     * reads it); line is {@link #lines}' (its length is the board array's).
     */
    static boolean reached(int[] line, int[] dir, int[] kind, boolean[] d, boolean[] near, int e, int color, int opp) {
        // dir: the board's neighbour offsets, W, E, N, S
        if (line[e] == CORNER) {
            int bq = -1, cq = -1;
            for (int k : dir) {
                if (line[e + k] == OFF_BOARD) continue;
                if (bq < 0) bq = e + k; else cq = e + k;
            }
            int dq = bq + cq - e;
            return (near[bq] || near[cq]) && !livelyStone(kind, bq, opp) && !livelyStone(kind, cq, opp)
                    && !livelyStone(kind, dq, opp);
        }
        return reachedThroughPair(line, dir, kind, d, null, e, opp);
    }

    /**
     * The third rule's pair test at e: a and b in the domain, off the first line, and not cut off
     * by the opponent. own, when given, also asks that one point of the pair be the colour's alone
     * ({@link #reachedAtEdge}); null for the plain rule.
     */
    private static boolean reachedThroughPair(int[] line, int[] dir, int[] kind, boolean[] d, boolean[] own, int e, int opp) {
        // dir: the board's neighbour offsets, W, E, N, S
        for (int i = 0; i < 4; i++) {
            int ob = dir[i];                  // e -> b, orthogonal
            int bq = e + ob;
            // b in the domain first: most points have no neighbour there, and no pair then
            if (!inBoardArray(line, bq) || !d[bq]) continue;
            for (int j = 0; j < 4; j++) {
                int side = dir[j];
                if (side == ob || side == -ob) continue;
                int aq = bq + side;           // diagonal of e, adjacent to b
                int dq = e + side;            // the other orthogonal neighbour of e next to a
                // d first: it is true only on the board, and most pairs fail it
                if (!inBoardArray(line, aq) || !d[aq]) continue;
                if (line[aq] != INNER || line[bq] != INNER) continue;
                if (own != null && !own[aq] && !own[bq]) continue;
                if (livelyStone(kind, dq, opp)) continue;
                int uq = aq + side, cq = bq - side;
                if (inBoardArray(line, uq) && inBoardArray(line, cq) && livelyStone(kind, uq, opp)
                        && livelyStone(kind, cq, opp)) continue;
                return true;
            }
        }
        return false;
    }

    private static boolean inBoardArray(int[] line, int p) {
        return p > 0 && p < line.length;
    }
}
