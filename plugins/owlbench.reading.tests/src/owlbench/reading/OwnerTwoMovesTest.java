package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The owner's node three plies before the horizon (ConnectionReader.anyJoinsInTwo,
 * docs/benchmarks.md, "The connection reader's deep plies"): where none of his candidates,
 * played on the board, leaves a last owner move that may join the strings (and no string there
 * is short of liberties), the node fails without reading its moves.
 */
public class OwnerTwoMovesTest {

    private static int[] points(Board b, String... names) {
        int[] out = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            out[i] = Diagrams.v(b, names[i]);
        }
        return out;
    }

    /** Three empty points between two stones: two owner moves leave at least one gap to cut. */
    @Test
    public void threePointGapCannotBeClosedInTwoMoves() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "..X...X..",
            ".........",
            ".........",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int[] cand = points(b, "D5", "E5", "F5", "D4", "F6");
        assertFalse(c.anyJoinsInTwo(Diagrams.v(b, "C5"), Diagrams.v(b, "G5"), StoneColor.BLACK, cand, cand.length));
        assertEquals("nothing left on the board", 2, stones(b));
    }

    /**
     * A two-point jump: after D5 the last owner move E5 joins, so the moves are read; and the
     * three-point gap with a two-liberty white stone next to one string (a capture may join):
     * read too.
     */
    @Test
    public void closableGapsAndShortStringsAreRead() {
        Board jump = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "..X..X...",
            ".........",
            ".........",
            ".........",
            ".........");
        int[] cand = points(jump, "D5", "E5");
        assertTrue(new ConnectionReader(new Reader(jump))
            .anyJoinsInTwo(Diagrams.v(jump, "C5"), Diagrams.v(jump, "F5"), StoneColor.BLACK, cand, cand.length));

        Board shortOne = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "..X......",
            "..XO..X..",
            "..XX.....",
            ".........",
            ".........",
            ".........");
        // white D5 has two liberties, D6 and E5, next to black C5's string
        int[] cand2 = points(shortOne, "E5", "F5", "E4");
        assertTrue(new ConnectionReader(new Reader(shortOne))
            .anyJoinsInTwo(Diagrams.v(shortOne, "C5"), Diagrams.v(shortOne, "G5"), StoneColor.BLACK, cand2, cand2.length));
    }

    /**
     * Black E7 and E4 (mertin13x13/GNWL3.sgf before move 38), a two-point jump on the third
     * line that gnugo reads in 88 connection nodes: the disconnect fails (as before the rule),
     * in at most 3,500 connection nodes (4,126 before the rule, 2,927 with it).
     */
    @Test
    public void wideCheckJumpOnTheThirdLine() throws Exception {
        Board pos = WideCheckPositions.load("mertin13x13/GNWL3.sgf", 38);
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        assertEquals(ReadCodes.FAIL, c.disconnect(Diagrams.v(pos, "E7"), Diagrams.v(pos, "E4")));
        assertTrue("connection nodes " + c.nodeCounter(), c.nodeCounter() <= 3500);
    }

    private static int stones(Board b) {
        int n = 0;
        for (int p = 0; p < b.boardArraySize(); p++) {
            int col = b.color(p);
            if (col == StoneColor.BLACK || col == StoneColor.WHITE) {
                n++;
            }
        }
        return n;
    }
}
