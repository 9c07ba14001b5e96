package owlbench.owl;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.v;

import org.junit.Test;

import owlbench.board.Board;

/**
 * GoalLinks (OwlParams.cuttableJumpsOutOfGoal, off): a stone the defender played a one-point
 * jump from the goal is no part of it where the attacker's stone in the middle would keep two
 * liberties; next to the goal, next to another black string, diagonal to the goal, or across a
 * middle point the attacker cannot take, it is. Handmade 9x9 positions; the goal is black's C5 (or C3).
 */
public class GoalLinksTest {

    private static boolean[] goal(Board b, String... stones) {
        boolean[] m = new boolean[b.boardArraySize()];
        for (String s : stones) m[v(b, s)] = true;
        return m;
    }

    /** Black's E5 a jump from the goal's C5, D5 open with two liberties for white there: cut off. */
    @Test
    public void aJumpTheAttackerCutsIsOutOfTheGoal() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X . X . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        assertFalse("white's D5 would cut with two liberties", GoalLinks.linked(b, goal(b, "C5"), v(b, "E5"), false));
    }

    /** The same jump where white's D5 would be a stone in atari between black's D6 and D4: linked. */
    @Test
    public void aJumpWhoseCutIsASacrificeIsLinked() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . X . . . . .",
                ". . X . X . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        assertTrue("white's D5 would have one liberty", GoalLinks.linked(b, goal(b, "C5"), v(b, "E5"), false));
    }

    /** The same jump where E5 also touches black's F5, a stone that stood there before: the move joins that string to the goal's reach. */
    @Test
    public void aJumpTouchingAnotherFriendlyStringIsLinked() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X . X X . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        assertTrue(GoalLinks.linked(b, goal(b, "C5"), v(b, "E5"), false));
    }

    /** A diagonal stone keeps two ways round, even with white on one of them; a stone in the goal is linked. */
    @Test
    public void diagonalsAndGoalStonesAreLinked() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . O X . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        assertTrue(GoalLinks.linked(b, goal(b, "C5"), v(b, "D6"), false));
        assertTrue(GoalLinks.linked(b, goal(b, "C5"), v(b, "C5"), false));
    }

    /** A drop from the third line to the first across an open second-line point: out, unless first-line jumps stay in. */
    @Test
    public void aFirstLineJumpStaysInOnlyWhereAsked() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .",
                ". . X . . . . . .");
        assertFalse(GoalLinks.linked(b, goal(b, "C3"), v(b, "C1"), false));
        assertTrue(GoalLinks.linked(b, goal(b, "C3"), v(b, "C1"), true));
    }
}
