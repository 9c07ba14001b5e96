package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;

/**
 * OwlParams.givenJumpsOutOfGoal and crosscutDiagonalsOutOfGoal (GoalLinks.diagonalOrCloser,
 * GoalLinks.onlyCrosscutDiagonals): which stone the owner adds is read as the dragon's. A move given
 * to owl_does_defend joins the goal next to it or diagonal to it where the attacker cannot cut;
 * a one-point jump does not (gnugo 3.8's owl_does_defend goal, seen in its sgf trace's MA marks).
 * Handmade 9x9 positions; the goal is black's C5 unless the position says otherwise.
 */
public class GivenMoveGoalTest {

    private static boolean[] goal(Board b, String... stones) {
        boolean[] m = new boolean[b.boardArraySize()];
        for (String s : stones) m[v(b, s)] = true;
        return m;
    }

    /** Black's stone m played on b (the test asks about the stone as it stands). */
    private static Board with(Board b, String m) {
        assertTrue(b.trymove(v(b, m), owlbench.board.StoneColor.BLACK));
        return b;
    }

    /** A one-point jump is no link for a given move, whatever its middle point holds. */
    @Test
    public void aJumpIsNoLinkForAGivenMove() {
        Board b = with(board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . ."), "E5");
        assertFalse(GoalLinks.diagonalOrCloser(b, goal(b, "C5"), v(b, "E5")));
    }

    /** Next to the goal, or diagonal with both points between open: linked. */
    @Test
    public void neighboursAndOpenDiagonalsAreLinked() {
        Board b = with(with(board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . ."), "D4"), "B5");
        boolean[] g = goal(b, "C5");
        assertTrue("diagonal, C4 and D5 open", GoalLinks.diagonalOrCloser(b, g, v(b, "D4")));
        assertTrue("next to C5", GoalLinks.diagonalOrCloser(b, g, v(b, "B5")));
    }

    /**
     * A diagonal with white on one point between: linked where white's stone on the other would
     * be a self-atari (C4 above black's C3), cut where it would have two liberties.
     */
    @Test
    public void aHalfCutDiagonalIsLinkedOnlyWhereTheCutIsASelfAtari() {
        Board open = with(board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X O . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . ."), "D4");
        assertFalse("white's C4 would keep two liberties", GoalLinks.diagonalOrCloser(open, goal(open, "C5"), v(open, "D4")));
        Board shut = with(board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X O . . . . .",
                ". . . . . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . ."), "D4");
        assertTrue("white's C4 would have one liberty", GoalLinks.diagonalOrCloser(shut, goal(shut, "C5"), v(shut, "D4")));
    }

    /** A diagonal through white's two stones is cut (both rules); a jump link besides it is not. */
    @Test
    public void aCrosscutDiagonalIsCut() {
        Board b = with(board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . X . . . . .",
                ". . X O . . . . .",
                ". . O . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . ."), "D4");
        assertFalse(GoalLinks.diagonalOrCloser(b, goal(b, "C5"), v(b, "D4")));
        assertTrue(GoalLinks.onlyCrosscutDiagonals(b, goal(b, "C5"), v(b, "D4")));
        assertFalse("D6 is a one-point jump from D4", GoalLinks.onlyCrosscutDiagonals(b, goal(b, "C5", "D6"), v(b, "D4")));
    }

    /**
     * owl.tst 191's position mirrored left to right: the dragon F8 G8 under white's wall, and
     * black's J8 a jump from G8 along the edge. Read with J8 in the goal, the open J file and H8
     * count as the dragon's eye space and J8 defends; read as gnugo 3.8 reads the given move
     * (owl_does_defend J8 F8: 0; after J8 its owl_attack F8 kills at H7), it does not.
     */
    @Test
    public void aGivenJumpIsNotReadAsTheDragons() throws Exception {
        OwlDatabases db = OwlProblems.generatedDatabases();
        Board b = board(
                ". . . . O . . . .",
                ". . . X O X X . .",
                ". . X . O O O . .",
                ". X . . . . X . .",
                ". O O . O O X . .",
                ". . . . . X . . .",
                ". . . X . . X . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int[] black = dragon(b, "F8", "G8");
        OwlParams on = new OwlParams();
        on.givenJumpsOutOfGoal = true;
        assertEquals("J8 read apart from the dragon", ReadCodes.FAIL,
                OwlProblems.reader(b, db, on).doesDefend(v(b, "J8"), black, null).code());
        OwlParams off = new OwlParams();
        off.givenJumpsOutOfGoal = false;
        assertEquals("J8 read as the dragon's", ReadCodes.WIN,
                OwlProblems.reader(b, db, off).doesDefend(v(b, "J8"), black, null).code());
    }
}
