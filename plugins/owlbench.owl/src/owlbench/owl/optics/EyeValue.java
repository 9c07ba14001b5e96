package owlbench.owl.optics;

import owlbench.board.Board;

/**
 * The value of an eye space as a local game (doc/eyes.texi, "Eye Local Game Values"): the number
 * of eyes (0..2) when the attacker moves first with a spare move (a), the attacker moves first (b),
 * the defender moves first (c), the defender moves first with a spare move (d); with the vital
 * points that change it (PASS when there is none).
 */
public record EyeValue(int a, int b, int c, int d, int attackPoint, int defensePoint) {
    /** An eye space the database does not know: two eyes whoever moves (doc/eyes.texi). */
    public static final EyeValue UNKNOWN_LARGE = new EyeValue(2, 2, 2, 2, Board.PASS, Board.PASS);
    /** No eye whoever moves. */
    public static final EyeValue NONE = new EyeValue(0, 0, 0, 0, Board.PASS, Board.PASS);

    /** Number of eyes if the attacker moves first and play alternates (GNU Go's min_eyes). */
    public int minEyes() {
        return b;
    }

    /** Number of eyes if the defender moves first and play alternates (GNU Go's max_eyes). */
    public int maxEyes() {
        return c;
    }

    /** The four digits "abcd" as eyes.db writes them. */
    public String digits() {
        return "" + a + b + c + d;
    }
}
