package owlbench.patterns.match;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;

/**
 * A faster matcher with the same results as {@link BruteForceMatcher}. Each pattern is compiled once
 * per needed transformation into relative offsets and colour masks (stones first, '?' cells dropped).
 * Variants are indexed by the states (empty, own, other, off board) they admit at the anchor and its
 * four neighbours; a one-word test of the whole 3x3 around the anchor (one-hot states ANDed with the
 * complement of the variant's allowed states: any bit left is a cell that cannot match) rejects most
 * of a bucket, once per 3x3 square of states (its survivors are kept), and at each board point the
 * survivors of its square check their remaining cells and the anchor range that the bounding box and
 * the board edges the diagram shows allow. Immutable after construction apart from thread-safe caches
 * (offsets per board size, survivors per square), so one instance may serve many threads.
 */
public final class CompiledMatcher {
    /** One pattern in one transformation. */
    private static final class Variant {
        final Pattern pattern;
        final int transformation;
        final int[] dr, dc;      // element offsets from the anchor, board orientation
        final int[] mask;        // accepted colours: bit 0 empty, bit 1 own, bit 2 other
        final int minR, maxR, minC, maxC; // bounding box of all cells (with '?') relative to the anchor
        final int fixRowTop, fixRowBottom, fixColLeft, fixColRight; // edges: 1 if that board edge is required
        final boolean edgeBound;         // some board edge is required (one of the four above is 1)
        final int[] anchorCell;
        final int[] near = new int[9];   // allowed states (bit per state) at anchor, N, S, W, E, NW, NE, SW, SE
        long allowed;                    // the same as 4-bit groups: cell i's allowed states at bits 4i..4i+3
        final char[] labelNames;         // the labels, in the pattern's order
        final int[] labelStart;          // label i's cells at labelDr/labelDc[labelStart[i]] up to [labelStart[i + 1]]
        final int[] labelDr, labelDc;    // their cells, board orientation, relative to the anchor
        final int moveDr, moveDc;        // the move's cell; moveDr == Integer.MIN_VALUE if none

        Variant(Pattern p, int t, int[] anchor) {
            Diagram d = p.diagram();
            pattern = p;
            transformation = t;
            anchorCell = anchor;
            int n = d.width() * d.height();
            int[] r = new int[n], c = new int[n], m = new int[n];
            int k = 0;
            int a = Integer.MAX_VALUE, b = Integer.MIN_VALUE, e = Integer.MAX_VALUE, f = Integer.MIN_VALUE;
            // stones first: they reject fastest on a mostly empty board
            for (int pass = 0; pass < 2; pass++) {
                for (int row = 0; row < d.height(); row++) {
                    for (int col = 0; col < d.width(); col++) {
                        char s = d.cell(row, col);
                        int y = Transformation.row(t, row - anchor[0], col - anchor[1]);
                        int x = Transformation.col(t, row - anchor[0], col - anchor[1]);
                        if (pass == 0) {
                            a = Math.min(a, y);
                            b = Math.max(b, y);
                            e = Math.min(e, x);
                            f = Math.max(f, x);
                        }
                        int mk = mask(s);
                        if (mk == 7) continue;
                        // the 3x3 around the anchor is checked exactly by the pre-filter in match()
                        if (y >= -1 && y <= 1 && x >= -1 && x <= 1) continue;
                        boolean stone = (mk & 1) == 0;
                        if (stone != (pass == 0)) continue;
                        r[k] = y;
                        c[k] = x;
                        m[k] = mk;
                        k++;
                    }
                }
            }
            dr = java.util.Arrays.copyOf(r, k);
            dc = java.util.Arrays.copyOf(c, k);
            mask = java.util.Arrays.copyOf(m, k);
            minR = a;
            maxR = b;
            minC = e;
            maxC = f;
            int top = 0, bottom = 0, left = 0, right = 0;
            int[][] beyond = new int[4][];
            if (d.hasTopEdge()) beyond[0] = new int[] {-1, 0};
            if (d.hasBottomEdge()) beyond[1] = new int[] {1, 0};
            if (d.hasLeftEdge()) beyond[2] = new int[] {0, -1};
            if (d.hasRightEdge()) beyond[3] = new int[] {0, 1};
            for (int[] v : beyond) {
                if (v == null) continue;
                int y = Transformation.row(t, v[0], v[1]);
                int x = Transformation.col(t, v[0], v[1]);
                if (y < 0) top = 1;
                if (y > 0) bottom = 1;
                if (x < 0) left = 1;
                if (x > 0) right = 1;
            }
            fixRowTop = top;
            fixRowBottom = bottom;
            fixColLeft = left;
            fixColRight = right;
            edgeBound = top == 1 || bottom == 1 || left == 1 || right == 1;
            // states allowed next to the anchor, for the bucket index: inside the diagram the symbol
            // decides (never off the board); outside it anything may be there
            int[][] nb = NEIGHBOURHOOD;
            for (int i = 0; i < 9; i++) {
                near[i] = 15;
                for (int row = 0; row < d.height(); row++) {
                    for (int col = 0; col < d.width(); col++) {
                        int y = Transformation.row(t, row - anchor[0], col - anchor[1]);
                        int x = Transformation.col(t, row - anchor[0], col - anchor[1]);
                        if (y == nb[i][0] && x == nb[i][1]) near[i] = mask(d.cell(row, col));
                    }
                }
                allowed |= (long) near[i] << (4 * i);
            }
            java.util.Map<Character, java.util.List<int[]>> labels = p.labels();
            labelNames = new char[labels.size()];
            labelStart = new int[labels.size() + 1];
            int li = 0;
            for (java.util.Map.Entry<Character, java.util.List<int[]>> en : labels.entrySet()) {
                labelNames[li] = en.getKey();
                labelStart[li + 1] = labelStart[li] + en.getValue().size();
                li++;
            }
            labelDr = new int[labelStart[li]];
            labelDc = new int[labelStart[li]];
            int j = 0;
            for (java.util.List<int[]> cells : labels.values()) {
                for (int[] cell : cells) {
                    labelDr[j] = Transformation.row(t, cell[0] - anchor[0], cell[1] - anchor[1]);
                    labelDc[j] = Transformation.col(t, cell[0] - anchor[0], cell[1] - anchor[1]);
                    j++;
                }
            }
            int[] star = d.find('*');
            moveDr = star == null ? Integer.MIN_VALUE : Transformation.row(t, star[0] - anchor[0], star[1] - anchor[1]);
            moveDc = star == null ? 0 : Transformation.col(t, star[0] - anchor[0], star[1] - anchor[1]);
        }

        Match build(Board b, int ar, int ac) {
            // one array of the labels' points, handed to the match with the variant's names and
            // layout (no map: owl builds thousands of matches per search)
            int[] pts = new int[labelDr.length];
            for (int j = 0; j < pts.length; j++) pts[j] = b.point(ac + labelDc[j], ar + labelDr[j]);
            int move = moveDr == Integer.MIN_VALUE ? Board.PASS : b.point(ac + moveDc, ar + moveDr);
            return new Match(pattern, transformation, b.point(ac, ar), move, labelNames, labelStart, pts);
        }

        private static int mask(char s) {
            switch (s) {
                case '.': case ',': case '!': case '*': return 1;
                case 'O': case 'Q': return 2;
                case 'X': case 'Y': return 4;
                case 'o': return 3;
                case 'x': return 5;
                default: return 7;
            }
        }
    }

    /** The anchor and its neighbours as (drow, dcol): the cells the index and the pre-filter look at. */
    static final int[][] NEIGHBOURHOOD = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    private final List<Variant> variants = new ArrayList<>();
    /** The variants as an array, the same order: read for every variant the pre-filter passes. */
    private final Variant[] variantArray;
    /**
     * Per bucket, the complements of its variants' allowed-state words (same order as buckets), for
     * a one-step 3x3 pre-filter: a point's one-hot word has one bit in each cell's group, so every
     * cell is allowed exactly when no bit falls outside the allowed states.
     */
    private final long[][] bucketForbidden = new long[1024][];
    /**
     * The index: for each code of the states at the anchor and its four neighbours (0 empty, 1 own,
     * 2 other, 3 off board; anchor + 4 N + 16 S + 64 W + 256 E) the variants that can match there.
     */
    private final int[][] buckets = new int[1024][];
    /**
     * The index by the whole 3x3 around the anchor (cell i's state at bits 2i, 2i + 1, the cells in
     * {@link #NEIGHBOURHOOD}'s order, so the low ten bits are {@link #buckets}' code): the variants of
     * that code's bucket whose allowed states admit all nine cells, in the bucket's order. Filled on
     * first use of a square (most of the 2^18 never occur); until 2026-11-28 every anchor tested each
     * variant of its bucket with the one-word pre-filter (49.9 million tests over owl.tst for 20.0
     * million survivors, the twenty-fourth session's count), now it reads the survivors at once.
     */
    private final Survivors[] survivors = new Survivors[1 << 18];

    /**
     * One square's survivors. The arrays are only read once made; the final fields make a Survivors
     * seen by another thread (a racy fill of {@link #survivors}, where both threads make equal
     * lists) seen whole.
     */
    private static final class Survivors {
        final int[] variants;
        /**
         * The same without the variants pinned to a board edge, for an anchor at least
         * {@link #interiorMargin} lines from every edge: there the pinned ones are out of their
         * anchor range and every other one within it, so they are tried without the range test.
         */
        final int[] interior;

        Survivors(int[] variants, int[] interior) {
            this.variants = variants;
            this.interior = interior;
        }
    }

    /**
     * One more than the farthest any variant's cell (its '?' cells too) lies from its anchor in
     * rows or columns: an anchor this many lines or more from every edge of the board (an interior
     * anchor) has each variant's whole bounding box on the board and no edge within it, so a variant
     * pinned to an edge cannot match there and every other one lies within its anchor range
     * (see {@link Survivors#interior}).
     */
    private final int interiorMargin;

    /** Makes (and stores) the survivors of a square: its bucket's variants that the pre-filter passes. */
    private Survivors survivors(int square) {
        int code = square & 1023;
        int[] bucket = buckets[code];
        long[] forbid = bucketForbidden[code];
        // the one-hot states (cell i's state s sets bit 4i + s), against each variant's forbidden states
        long h = 0;
        for (int i = 0; i < 9; i++) h |= 1L << (4 * i + (square >> (2 * i) & 3));
        int[] kept = new int[bucket.length];
        int[] inner = new int[bucket.length];
        int n = 0, m = 0;
        for (int j = 0; j < bucket.length; j++) {
            if ((h & forbid[j]) != 0) continue;
            kept[n++] = bucket[j];
            if (!variantArray[bucket[j]].edgeBound) inner[m++] = bucket[j];
        }
        Survivors sv = new Survivors(java.util.Arrays.copyOf(kept, n), java.util.Arrays.copyOf(inner, m));
        survivors[square] = sv;
        return sv;
    }

    /** Cell offsets and anchor ranges per variant for a board's row stride, computed once per stride. */
    private final java.util.concurrent.ConcurrentHashMap<Integer, Geometry> geometryByStride = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The variants laid on one board size: each variant's cells beyond the 3x3 for the row stride,
     * and the rows and columns its anchor may take (the bounding box kept on the board, pinned to
     * the edges the diagram shows). Both are the same at every anchor and every call on that size,
     * so they are made once instead of per surviving variant and anchor (owl matches at every node).
     */
    private static final class Geometry {
        /**
         * Per variant, its cells in the variant's order, each as its board-array offset from the
         * anchor shifted left by four with the cell's accepted-colour mask (bits 0 empty, 1 own,
         * 2 other; bit 3, off the board, never set) in the low four bits: the cell accepts state s
         * where bit s of the word is set. One array read per cell tested (since 2026-11-28; before,
         * the offsets, the variant and its mask array were three reads per surviving variant).
         */
        final int[][] cells;
        /** Per variant v: anchor rows ranges[4v]..ranges[4v + 1], columns ranges[4v + 2]..ranges[4v + 3]. */
        final int[] ranges;

        Geometry(int[][] cells, int[] ranges) {
            this.cells = cells;
            this.ranges = ranges;
        }
    }

    /** Compiles the patterns (those without a usable diagram or ':' line are left out). */
    public CompiledMatcher(List<Pattern> patterns) {
        for (Pattern p : patterns) {
            Diagram d = p.diagram();
            if (d == null || p.colon() == null || d.width() == 0 || d.height() == 0) continue;
            int[] anchor = PatternGeometry.anchor(d);
            for (int t : Transformation.forSymmetry(p.colon().symmetry())) variants.add(new Variant(p, t, anchor));
        }
        // each variant goes into every bucket whose code its allowed states admit
        int[] size = new int[1024];
        int[] codes = new int[1024];
        for (int pass = 0; pass < 2; pass++) {
            for (int v = 0; v < variants.size(); v++) {
                int nc = codes(variants.get(v).near, codes);
                for (int i = 0; i < nc; i++) {
                    int code = codes[i];
                    if (pass == 0) {
                        size[code]++;
                    } else {
                        bucketForbidden[code][size[code]] = ~variants.get(v).allowed;
                        buckets[code][size[code]++] = v;
                    }
                }
            }
            if (pass == 0) {
                for (int code = 0; code < 1024; code++) {
                    buckets[code] = new int[size[code]];
                    bucketForbidden[code] = new long[size[code]];
                }
                java.util.Arrays.fill(size, 0);
            }
        }
        variantArray = variants.toArray(new Variant[0]);
        int reach = 0;
        for (Variant v : variantArray) reach = Math.max(reach, Math.max(Math.max(-v.minR, v.maxR), Math.max(-v.minC, v.maxC)));
        interiorMargin = reach + 1;
    }

    /** The codes a variant admits (product of its allowed states at the five cells); returns how many. */
    private static int codes(int[] near, int[] out) {
        int n = 0;
        for (int a = 0; a < 4; a++) {
            if ((near[0] >> a & 1) == 0) continue;
            for (int b = 0; b < 4; b++) {
                if ((near[1] >> b & 1) == 0) continue;
                for (int c = 0; c < 4; c++) {
                    if ((near[2] >> c & 1) == 0) continue;
                    for (int d = 0; d < 4; d++) {
                        if ((near[3] >> d & 1) == 0) continue;
                        for (int e = 0; e < 4; e++) {
                            if ((near[4] >> e & 1) == 0) continue;
                            out[n++] = a | b << 2 | c << 4 | d << 6 | e << 8;
                        }
                    }
                }
            }
        }
        return n;
    }

    private Geometry geometry(int stride) {
        return geometryByStride.computeIfAbsent(stride, s -> {
            int n = s - 1; // the board's size: the row stride is one more (Board)
            int[][] out = new int[variants.size()][];
            int[] ranges = new int[4 * variants.size()];
            for (int v = 0; v < out.length; v++) {
                Variant x = variants.get(v);
                out[v] = new int[x.dr.length];
                for (int i = 0; i < x.dr.length; i++) out[v][i] = (x.dr[i] * s + x.dc[i]) << 4 | x.mask[i];
                int rlo = -x.minR, rhi = n - 1 - x.maxR;
                int clo = -x.minC, chi = n - 1 - x.maxC;
                if (x.fixRowTop == 1) rhi = Math.min(rhi, rlo);
                if (x.fixRowBottom == 1) rlo = Math.max(rlo, rhi);
                if (x.fixColLeft == 1) chi = Math.min(chi, clo);
                if (x.fixColRight == 1) clo = Math.max(clo, chi);
                ranges[4 * v] = rlo;
                ranges[4 * v + 1] = rhi;
                ranges[4 * v + 2] = clo;
                ranges[4 * v + 3] = chi;
            }
            return new Geometry(out, ranges);
        });
    }

    /** Number of compiled pattern variants (pattern x transformation). */
    public int variantCount() {
        return variants.size();
    }

    /** All matches for O = color, in pattern order (then by anchor). */
    public List<Match> match(Board b, int color) {
        return match(b, color, null, (VariantFilter) null);
    }

    /** Decides, before a match is built, whether the caller wants it. */
    @FunctionalInterface
    public interface Filter {
        /** True to keep the match of pattern p in transformation t (0..7) anchored at board point anchor. */
        boolean accept(Pattern p, int t, int anchor);
    }

    /**
     * The matches for O = color whose anchor is a point where {@code anchors} is true (null: every
     * point) and which {@code filter} accepts (null: all), in pattern order (then by anchor): the same
     * as {@link #match(Board, int)} without the others. A caller that only wants matches near some
     * stones (owl's goal dragon, at every node of a search) saves the work at the other anchors, and
     * one that drops most matches (owl: those without a goal stone under a goal cell) saves building
     * them.
     */
    public List<Match> match(Board b, int color, boolean[] anchors, Filter filter) {
        VariantFilter byVariant = filter == null ? null : (vi, anchor) -> {
            Variant v = variantArray[vi];
            return filter.accept(v.pattern, v.transformation, anchor);
        };
        return match(b, color, anchors, byVariant);
    }

    /**
     * Decides, before a match is built, whether the caller wants it, by the variant's index (see
     * {@link #variantPattern}, {@link #variantTransformation}): a caller that keeps data per variant
     * reads it from an array instead of looking the pattern up at every match tried.
     */
    @FunctionalInterface
    public interface VariantFilter {
        /** True to keep the match of variant {@code variant} anchored at board point anchor. */
        boolean accept(int variant, int anchor);
    }

    /** The pattern of variant v (0 to {@link #variantCount()} - 1). */
    public Pattern variantPattern(int v) {
        return variantArray[v].pattern;
    }

    /** The transformation (0..7) of variant v. */
    public int variantTransformation(int v) {
        return variantArray[v].transformation;
    }

    /** As {@link #match(Board, int, boolean[], Filter)}, the filter told the variant's index. */
    public List<Match> match(Board b, int color, boolean[] anchors, VariantFilter filter) {
        long[] found = matchCodes(b, color, anchors, filter);
        List<Match> out = new ArrayList<>(found.length);
        for (long code : found) out.add(build(b, code));
        return out;
    }

    /**
     * The matches of {@link #match(Board, int, boolean[], VariantFilter)}, in the same order, as
     * codes not yet built (see {@link #codeVariant}, {@link #codeMove}, {@link #build}): a caller
     * that drops some matches by their variant and move alone (owl: a move an accepted candidate
     * already holds, a pattern without a constraint) spares their Match and label array.
     */
    public long[] matchCodes(Board b, int color, boolean[] anchors, VariantFilter filter) {
        int n = b.size();
        int stride = b.rowStride();
        int other = StoneColor.other(color);
        int[] state = new int[4];
        state[StoneColor.EMPTY] = 0;
        state[color] = 1;
        state[other] = 2;
        state[StoneColor.BORDER] = 3;
        int size = b.boardArraySize();
        int[] st = new int[size];
        // the colours in one copy, then turned into states where they lie (no accessor call per
        // point); a cell's mask accepts state s where its bit s is set (bits 0 empty, 1 own, 2
        // other: off the board, state 3, no mask accepts)
        b.colorsInto(st);
        for (int p = 0; p < size; p++) st[p] = state[st[p]];
        if (stride != n + 1) throw new IllegalStateException("a board whose row stride is not its size + 1");
        Geometry g = geometry(stride);
        int[][] cells = g.cells;
        int[] ranges = g.ranges;
        // the offsets of an anchor's 3x3 neighbourhood, whose states are read at the anchor itself:
        // only the anchors asked for need them
        int[] nbOff = new int[9];
        for (int i = 0; i < 9; i++) nbOff[i] = NEIGHBOURHOOD[i][0] * stride + NEIGHBOURHOOD[i][1];
        // rows and columns of the interior anchors (Survivors.interior; none on a small board)
        int lo = interiorMargin, hi = n - 1 - interiorMargin;
        long[] found = new long[64];
        int nFound = 0;
        for (int ar = 0; ar < n; ar++) {
            int rowStart = b.point(0, ar); // a row's points are consecutive in the board array
            boolean innerRow = ar >= lo && ar <= hi;
            for (int ac = 0; ac < n; ac++) {
                int anchor = rowStart + ac;
                if (anchors != null && !anchors[anchor]) continue;
                // the states of the whole 3x3 (cell i at bits 2i, 2i + 1): its survivors are the
                // variants of the five-cell bucket that admit all nine cells, in the bucket's order
                int square = 0;
                for (int i = 0; i < 9; i++) {
                    int q = anchor + nbOff[i];
                    square |= (q < 0 || q >= size ? 3 : st[q]) << (2 * i);
                }
                Survivors sv = survivors[square];
                if (sv == null) sv = survivors(square);
                // an interior anchor: no variant of its square's interior list is out of its anchor
                // range, so the range test is only made near an edge
                boolean interior = innerRow && ac >= lo && ac <= hi;
                int[] bucket = interior ? sv.interior : sv.variants;
                for (int j = 0; j < bucket.length; j++) {
                    int vi = bucket[j];
                    if (!interior) {
                        int r4 = 4 * vi;
                        if (ar < ranges[r4] || ar > ranges[r4 + 1] || ac < ranges[r4 + 2] || ac > ranges[r4 + 3]) continue;
                    }
                    int[] cell = cells[vi];
                    int k = cell.length;
                    int i = 0;
                    while (i < k) {
                        int c = cell[i];
                        if ((c >> st[anchor + (c >> 4)] & 1) == 0) break;
                        i++;
                    }
                    if (i == k) {
                        if (filter != null && !filter.accept(vi, anchor)) continue;
                        if (nFound == found.length) found = java.util.Arrays.copyOf(found, 2 * nFound);
                        found[nFound++] = (long) vi << 32 | (ar * n + ac);
                    }
                }
            }
        }
        java.util.Arrays.sort(found, 0, nFound);
        return nFound == found.length ? found : java.util.Arrays.copyOf(found, nFound);
    }

    /** The variant (0 to {@link #variantCount()} - 1) of a match code from {@link #matchCodes}. */
    public static int codeVariant(long code) {
        return (int) (code >>> 32);
    }

    /** The move point (Board.PASS where the pattern has none) of a match code from {@link #matchCodes} on b. */
    public int codeMove(Board b, long code) {
        Variant v = variantArray[(int) (code >>> 32)];
        if (v.moveDr == Integer.MIN_VALUE) return Board.PASS;
        int n = b.size();
        int rc = (int) code;
        return b.point(rc % n + v.moveDc, rc / n + v.moveDr);
    }

    /** The match of a code from {@link #matchCodes} on b (the board it was found on, unchanged since). */
    public Match build(Board b, long code) {
        int n = b.size();
        int rc = (int) code;
        return variantArray[(int) (code >>> 32)].build(b, rc / n, rc % n);
    }
}
