package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import java.util.Arrays;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Owl's count of a dragon's eyes at a node: an eye space is sure of two eyes only when it is closed
 * (doc/owl.texi); an open one needs a move, and names its mouth as the points where the two sides play.
 */
public class OwlEyesTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static OwlEyes eyesOfWhite(Board b) {
        int[] dragon = stones(b, StoneColor.WHITE);
        OwlGoal g = new OwlGoal(b, dragon);
        return OwlEyes.of(b, g.mask(b), StoneColor.WHITE, new EyeSpacesCache(b, db.eyes).at(b, StoneColor.WHITE));
    }

    private static boolean has(int[] points, int p) {
        return Arrays.stream(points).anyMatch(x -> x == p);
    }

    /** White's eight points A1-D2, walled in by its own stones on every side. */
    @Test
    public void aClosedBigSpaceIsSureOfTwoEyes() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X . . .",
                "O O O O O X . . .",
                ". . . . O X . . .",
                ". . . . O X . . .");
        OwlEyes e = eyesOfWhite(b);
        assertEquals(e.description, 2, e.min);
        assertEquals(e.description, 2, e.max);
        assertEquals("closed: no mouth", 0, OwlEyes.mouth(b, e.spaces, StoneColor.WHITE, e.origins[0]).length);
    }

    /**
     * The same eight points with black's E3 where white's wall ends: E2 and E1 are empty points
     * outside the space (black's alone), so the space is open there, as in owl.tst 70/71's K2 space
     * (gnugo kills at J2, lives at J2 or O2: its mouth). No marginal point tells it.
     */
    @Test
    public void anOpenBigSpaceNeedsAMoveAndNamesItsMouth() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X . . . .",
                "O O O O X . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        OwlEyes e = eyesOfWhite(b);
        assertEquals("no marginal point: " + e.description, 0, e.spaces.marginalSize(StoneColor.WHITE, v(b, "A1")));
        assertEquals(e.description, 1, e.min);
        assertEquals(e.description, 2, e.max);
        assertTrue("the recorded tree says why: " + e.description, e.description.contains("open at 2 points"));
        int[] mouth = OwlEyes.mouth(b, e.spaces, StoneColor.WHITE, e.spaces.origin(StoneColor.WHITE, v(b, "A1")));
        assertTrue(Arrays.toString(mouth), has(mouth, v(b, "E2")) && has(mouth, v(b, "E1")));
        for (String p : new String[] {"E2", "E1"}) {
            assertTrue("the attacker pushes in at " + p, has(e.attackPoints, v(b, p)));
            assertTrue("the defender closes at " + p, has(e.defensePoints, v(b, p)));
        }
    }
}
