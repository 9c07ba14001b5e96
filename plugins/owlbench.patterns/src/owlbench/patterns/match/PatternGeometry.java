package owlbench.patterns.match;

import owlbench.patterns.model.Diagram;

/**
 * Which cell of a diagram is the anchor: the 'Q' or 'Y' cell if there is one (the databases that use
 * them say so), else the move '*', else the first stone, else the first cell. Matches are reported at
 * the anchor's board point.
 */
public final class PatternGeometry {
    private PatternGeometry() {
    }

    /** {row, col} of the anchor cell. */
    public static int[] anchor(Diagram d) {
        int[] a = d.find('Q');
        if (a == null) a = d.find('Y');
        if (a == null) a = d.find('*');
        if (a == null) a = d.find('O');
        if (a == null) a = d.find('X');
        if (a == null) a = new int[] {0, 0};
        return a;
    }

    /** True if the symbol matches a board colour; own is O's colour (1 white, 2 black), 0 empty. */
    public static boolean accepts(char symbol, int boardColor, int own) {
        switch (symbol) {
            case '.': case ',': case '!': case '*':
                return boardColor == 0;
            case 'O': case 'Q':
                return boardColor == own;
            case 'X': case 'Y':
                return boardColor != 0 && boardColor != own;
            case 'o':
                return boardColor == 0 || boardColor == own;
            case 'x':
                return boardColor != own;
            default: // '?'
                return true;
        }
    }

    /** The (row, column) cells of a diagram holding one of {@code symbols}, in reading order. */
    public static int[][] cells(Diagram d, String symbols) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (int r = 0; r < d.height(); r++) {
            for (int c = 0; c < d.width(); c++) {
                if (symbols.indexOf(d.cell(r, c)) >= 0) out.add(new int[] {r, c});
            }
        }
        return out.toArray(new int[0][]);
    }

    /** The board points that diagram cells ({@link #cells}) of a match's pattern fall on. */
    public static int[] place(Match m, owlbench.board.Board b, int[][] cells) {
        int[] anchor = anchor(m.pattern.diagram());
        int ar = b.row(m.anchor), ac = b.col(m.anchor);
        int[] out = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            int dr = cells[i][0] - anchor[0], dc = cells[i][1] - anchor[1];
            int t = m.transformation;
            out[i] = b.point(ac + Transformation.col(t, dr, dc), ar + Transformation.row(t, dr, dc));
        }
        return out;
    }

    /**
     * Every board point under the diagram of the match's pattern in the match's transformation, in
     * the diagram's reading order; cells that fall off the board (a pattern matched at an edge has
     * its edge rows outside) are left out.
     */
    public static int[] covered(Match m, owlbench.board.ConstBoard b) {
        Diagram d = m.pattern.diagram();
        int[] anchor = anchor(d);
        int ar = b.row(m.anchor), ac = b.col(m.anchor);
        int[] out = new int[d.width() * d.height()];
        int k = 0;
        for (int r = 0; r < d.height(); r++) {
            for (int c = 0; c < d.width(); c++) {
                int dr = r - anchor[0], dc = c - anchor[1];
                int br = ar + Transformation.row(m.transformation, dr, dc);
                int bc = ac + Transformation.col(m.transformation, dr, dc);
                if (br >= 0 && bc >= 0 && br < b.size() && bc < b.size()) out[k++] = b.point(bc, br);
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }
}
