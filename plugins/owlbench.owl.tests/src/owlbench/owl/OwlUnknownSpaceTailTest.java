package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeValue;
import owlbench.reading.Reader;

/**
 * OwlParams.unknownSpaceTailsDropped: an eye space the database does not know is valued without its
 * marginal tails (a marginal point whose only neighbour in the space is marginal too) where the
 * shape left is known. A handmade 9x9 position, owl.tst 214's space N5 drawn small: white's E5 F5
 * C4 D4 E4 D3 D2 D1, with C4 D2 D1 marginal; gnugo 3.8's eye_data reads 7 points, 2 marginal, 1122
 * (eval_eye: attack D2, defence C4), leaving D1 out.
 */
public class OwlUnknownSpaceTailTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static Board tailedSpace() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X X X X X . .",
                ". . X O O O O X .",
                ". X O O . . O X .",
                "X X . . . O O X .",
                "X O O . O X X . .",
                ". X X . O X . . .",
                ". . . . O X . . .");
    }

    private static OwlEyes eyes(Board b, boolean tails) {
        EyeSpacesCache cache = new EyeSpacesCache(b, db.eyes, false, false, false, false, false, tails);
        return new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), cache, new Reader(b)).eyes();
    }

    private static boolean contains(int[] points, int p) {
        for (int q : points) if (q == p) return true;
        return false;
    }

    @Test
    public void theSpaceIsUnknownWithItsTail() {
        Board b = tailedSpace();
        int e5 = v(b, "E5");
        OwlEyes off = eyes(b, false);
        assertEquals("8 points", 8, off.spaces.size(StoneColor.WHITE, e5));
        assertTrue("D1 marginal", off.spaces.isMarginal(StoneColor.WHITE, v(b, "D1")));
        assertTrue("D2 marginal", off.spaces.isMarginal(StoneColor.WHITE, v(b, "D2")));
        assertEquals(EyeValue.UNKNOWN_LARGE, off.spaces.value(StoneColor.WHITE, e5));
        assertEquals("the pessimistic guess", 1, off.min);
        assertFalse("no vital point from the guess", contains(off.shapeAttackPoints, v(b, "D2")));
        assertTrue(off.description, off.description.contains("shape not in the eye database"));
    }

    @Test
    public void withoutTheTailTheKnownShapesValueAndVitalPoint() {
        Board b = tailedSpace();
        int e5 = v(b, "E5");
        OwlEyes on = eyes(b, true);
        EyeValue t = on.spaces.valueWithoutTails(StoneColor.WHITE, e5);
        assertEquals("gnugo's value of the seven points", "1122", t.digits());
        assertEquals(1, on.min);
        assertEquals(2, on.max);
        assertTrue("the attacker's vital point D2 (gnugo's eval_eye attack point)", contains(on.shapeAttackPoints, v(b, "D2")));
        assertTrue(on.description, on.description.contains("(1122)"));
    }

    /** A space with no tail is not valued again: the method answers null and the space's own value stands. */
    @Test
    public void aSpaceWithoutATailKeepsItsValue() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X X X X X . .",
                "X X X O O O X X .",
                "O O O O . . O X .",
                ". . O O O O X . .");
        OwlEyes on = eyes(b, true);
        int e2 = v(b, "E2");
        assertEquals(2, on.spaces.size(StoneColor.WHITE, e2));
        assertNull(on.spaces.valueWithoutTails(StoneColor.WHITE, e2));
        assertEquals(eyes(b, false).description, on.description);
    }
}
