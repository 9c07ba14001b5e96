package owlbench.patterns.match;

/**
 * The 8 symmetries of the board, named a..h as in doc/patterns.texi ("Symmetry and transformations"):
 * a identity, b flip top-bottom, c flip left-right, d rotate 180, e transpose, f and g the quarter
 * turns, h the anti-transpose. A transformation maps a pattern offset (drow, dcol) to a board offset.
 */
public final class Transformation {
    /** Matrix rows: {rr, rc, cr, cc}: newRow = rr*row + rc*col, newCol = cr*row + cc*col. */
    private static final int[][] M = {
        {1, 0, 0, 1},    // a: I
        {-1, 0, 0, 1},   // b: - (upside down)
        {1, 0, 0, -1},   // c: | (mirror)
        {-1, 0, 0, -1},  // d: . (rotate 180)
        {0, 1, 1, 0},    // e: \ (transpose)
        {0, -1, 1, 0},   // f: l (quarter turn)
        {0, 1, -1, 0},   // g: r (quarter turn the other way)
        {0, -1, -1, 0},  // h: / (anti-transpose)
    };

    private static final String NAMES = "abcdefgh";

    /** Transformations to try for each symmetry, in the manual's order a,g,d,f,h,b,e,c. */
    private static final int[] ORDER = {0, 6, 3, 5, 7, 1, 4, 2};

    private Transformation() {
    }

    public static int count() {
        return 8;
    }

    /** Letter a..h of transformation t. */
    public static char name(int t) {
        return NAMES.charAt(t);
    }

    public static int row(int t, int drow, int dcol) {
        return M[t][0] * drow + M[t][1] * dcol;
    }

    public static int col(int t, int drow, int dcol) {
        return M[t][2] * drow + M[t][3] * dcol;
    }

    /**
     * The transformations a pattern with this symmetry needs (one per class of equivalent ones):
     * all 8 for '8', the first 2 of a,g,d,f,h,b,e,c for 'X' and '+', the first 4 for '|' '-' '\' '/',
     * the middle 4 for 'O'.
     */
    public static int[] forSymmetry(char symmetry) {
        switch (symmetry) {
            case 'X': case '+': return new int[] {ORDER[0], ORDER[1]};
            case '|': case '-': case '\\': case '/': return new int[] {ORDER[0], ORDER[1], ORDER[2], ORDER[3]};
            case 'O': return new int[] {ORDER[2], ORDER[3], ORDER[4], ORDER[5]};
            default: return ORDER.clone();
        }
    }
}
