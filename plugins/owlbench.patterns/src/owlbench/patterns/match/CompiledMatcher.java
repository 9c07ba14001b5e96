package owlbench.patterns.match;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.Color;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;

/**
 * A faster matcher with the same results as {@link BruteForceMatcher}. Each pattern is compiled once
 * per needed transformation into relative offsets and colour masks (stones first, '?' cells dropped);
 * the bounding box and the board edges the diagram shows fix the range of anchor rows and columns, so
 * only anchors where the whole pattern fits are tried and every cell test is one array read. Immutable
 * after construction, so one instance may serve many threads.
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
        final int[] anchorCell;

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

    private final List<Variant> variants = new ArrayList<>();

    /** Compiles the patterns (those without a usable diagram or ':' line are left out). */
    public CompiledMatcher(List<Pattern> patterns) {
        for (Pattern p : patterns) {
            Diagram d = p.diagram();
            if (d == null || p.colon() == null || d.width() == 0 || d.height() == 0) continue;
            int[] anchor = PatternGeometry.anchor(d);
            for (int t : Transformation.forSymmetry(p.colon().symmetry())) variants.add(new Variant(p, t, anchor));
        }
    }

    /** Number of compiled pattern variants (pattern x transformation). */
    public int variantCount() {
        return variants.size();
    }

    /** All matches for O = color, in pattern order. */
    public List<Match> match(Board b, int color) {
        List<Match> out = new ArrayList<>();
        int n = b.size();
        int stride = b.rowStride();
        int other = Color.other(color);
        int[] bit = new int[4];
        bit[Color.EMPTY] = 1;
        bit[color] = 2;
        bit[other] = 4;
        bit[Color.BORDER] = 0;
        int size = b.boardArraySize();
        int[] colorBits = new int[size];
        for (int p = 0; p < size; p++) colorBits[p] = bit[b.color(p)];
        for (Variant v : variants) {
            int rlo = -v.minR, rhi = n - 1 - v.maxR;
            int clo = -v.minC, chi = n - 1 - v.maxC;
            if (v.fixRowTop == 1) rhi = Math.min(rhi, rlo);
            if (v.fixRowBottom == 1) rlo = Math.max(rlo, rhi);
            if (v.fixColLeft == 1) chi = Math.min(chi, clo);
            if (v.fixColRight == 1) clo = Math.max(clo, chi);
            if (rlo > rhi || clo > chi) continue;
            int k = v.mask.length;
            int[] off = new int[k];
            for (int i = 0; i < k; i++) off[i] = v.dr[i] * stride + v.dc[i];
            for (int ar = rlo; ar <= rhi; ar++) {
                for (int ac = clo; ac <= chi; ac++) {
                    int anchor = b.point(ac, ar);
                    int i = 0;
                    while (i < k && (colorBits[anchor + off[i]] & v.mask[i]) != 0) i++;
                    if (i == k) out.add(BruteForceMatcher.build(b, v.pattern, v.pattern.diagram(), v.anchorCell, v.transformation, ar, ac));
                }
            }
        }
        return out;
    }
}
