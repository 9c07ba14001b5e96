package owlbench.agents;

import owlbench.board.StoneColor;

/**
 * The thesis' extender agent: it plays the common extensions from friendly stones, and it is the
 * one thesis agent whose internal values come from the chromosome, one gene per extension type.
 * Component t marks, for every friendly stone, the empty points one extension of type t away (all
 * eight symmetries); a jump along a line needs the points it jumps over to be empty.
 */
public final class ExtenderAgent implements Agent {
    /** The extension types in gene order. */
    public static final String[] TYPES = {
        "extension", "one-point", "two-point", "three-point", "shoulder", "knight", "large-knight"
    };
    /** (along, across) offset of each type, before the eight symmetries. */
    private static final int[][] SHAPES = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {1, 1}, {2, 1}, {3, 1}};

    @Override
    public String name() {
        return "extender";
    }

    @Override
    public int components() {
        return TYPES.length;
    }

    @Override
    public int geneCount() {
        return TYPES.length;
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        int n = p.size();
        int me = p.toMove();
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                if (p.colorAt(col, row) != me) {
                    continue;
                }
                for (int t = 0; t < SHAPES.length; t++) {
                    mark(p, col, row, SHAPES[t][0], SHAPES[t][1], out[t]);
                }
            }
        }
    }

    /** Marks the targets of one shape from (col, row) in all distinct symmetries. */
    private static void mark(Position p, int col, int row, int a, int b, double[] v) {
        int n = p.size();
        // the 8 symmetries of (a, b); duplicates (b == 0 or a == b) are skipped by a seen-list
        int[][] offsets = {{a, b}, {-a, b}, {a, -b}, {-a, -b}, {b, a}, {-b, a}, {b, -a}, {-b, -a}};
        for (int s = 0; s < offsets.length; s++) {
            int dc = offsets[s][0];
            int dr = offsets[s][1];
            boolean duplicate = false;
            for (int e = 0; e < s; e++) {
                duplicate |= offsets[e][0] == dc && offsets[e][1] == dr;
            }
            if (duplicate) {
                continue;
            }
            int tc = col + dc;
            int tr = row + dr;
            if (p.colorAt(tc, tr) != StoneColor.EMPTY || !pathClear(p, col, row, dc, dr)) {
                continue;
            }
            v[tr * n + tc] += 1;
        }
    }

    /** A straight jump (one of dc, dr is 0) needs every point between to be empty. */
    private static boolean pathClear(Position p, int col, int row, int dc, int dr) {
        if (dc != 0 && dr != 0) {
            return true;
        }
        int steps = Math.abs(dc + dr);
        int sc = Integer.signum(dc);
        int sr = Integer.signum(dr);
        for (int k = 1; k < steps; k++) {
            if (p.colorAt(col + k * sc, row + k * sr) != StoneColor.EMPTY) {
                return false;
            }
        }
        return true;
    }
}
