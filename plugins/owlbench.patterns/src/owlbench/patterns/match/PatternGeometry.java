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
}
