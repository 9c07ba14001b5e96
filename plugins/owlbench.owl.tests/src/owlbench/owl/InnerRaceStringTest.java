package owlbench.owl;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.Reader;

/**
 * OwlNode.innerRaceString, the condition of OwlParams.deadWithoutEyeSpace: an opponent string beside
 * the goal with more liberties than any lunch, all of them the goal's, where the goal has liberties
 * besides (a race the goal can win only by filling them); not a string with exactly the goal's
 * liberties (with no eye on either side, a seki's shape), nor one with few enough to be a lunch.
 */
public class InnerRaceStringTest {

    /** White's ring round black's C7-G7 (five liberties C6-G6), with one liberty of its own at J5 or none. */
    private static Board ring(char j5) {
        return ring('X', j5);
    }

    /** The same with G7 given: white's there leaves black's inner string C7-F7 four liberties. */
    private static Board ring(char g7, char j5) {
        return board(
                "X X X X X X X X X",
                "X O O O O O O O X",
                "X O X X X X " + g7 + " O X",
                "X O . . . . . O X",
                "X O O O O O O O " + j5,
                "X X X X X X X X X",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    private static OwlNode node(Board b) throws Exception {
        OwlDatabases db = OwlProblems.ownDatabases();
        return new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), new EyeSpacesCache(b, db.eyes), new Reader(b));
    }

    @Test
    public void aStringSharingItsFiveLibertiesWithAGoalThatHasMoreIsARace() throws Exception {
        OwlNode n = node(ring('.'));
        assertTrue(n.sharesAllLiberties());
        assertTrue(n.innerRaceString());
    }

    @Test
    public void aStringWithExactlyTheGoalsLibertiesIsNoRace() throws Exception {
        OwlNode n = node(ring('X'));
        assertTrue(n.sharesAllLiberties());
        assertFalse(n.innerRaceString());
    }

    @Test
    public void aStringOfLunchSizeIsNoRace() throws Exception {
        // black's inner string C7-F7 with G7 white: four liberties C6-F6, within a lunch's reach
        // (it may be a lunch; either way owl reads its capture)
        OwlNode n = node(ring('O', '.'));
        assertFalse(n.innerRaceString());
    }
}
