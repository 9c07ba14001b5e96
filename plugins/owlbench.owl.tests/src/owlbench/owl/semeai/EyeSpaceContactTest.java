package owlbench.owl.semeai;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.function.IntPredicate;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The race's one question of an eye space and the other dragon: does the space hold or touch it,
 * unless it holds all of it.
 */
public class EyeSpaceContactTest {

    /** White's corner: the eye space A1 B1 A2 B2 behind white A3-C3 C2 C1, black A2 in it and black G7 away. */
    static final String[] CORNER = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . X . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "O O O . . . . . .",
        "X . O . . . . . .",
        ". . O . . . . . .",
    };

    private final Board b = SemeaiReaderTest.board(CORNER);

    /** Whether a point holds a black stone of the given stones' strings, as the callers' dragons are. */
    private IntPredicate blackOf(int[] stones) {
        return q -> {
            if (b.color(q) != StoneColor.BLACK) return false;
            for (int s : stones) if (b.origin(s) == b.origin(q)) return true;
            return false;
        };
    }

    private boolean holdsOrTouches(int[] space, int[] other) {
        return EyeSpaceContact.holdsOrTouches(b, space, other, other.length, blackOf(other));
    }

    @Test
    public void aSpaceHoldingPartOfTheOtherDragonHoldsIt() {
        // black's dragon A2 and G7: the corner holds A2 but not G7, so it is shared ground
        assertTrue(holdsOrTouches(SemeaiReaderTest.stones(b, "A1", "B1", "A2", "B2"), SemeaiReaderTest.stones(b, "A2", "G7")));
    }

    @Test
    public void aSpaceNextToTheOtherDragonTouchesIt() {
        // the space A1 B1 holds no black stone, but A1 is next to black A2: it holds A2's liberty
        assertTrue(holdsOrTouches(SemeaiReaderTest.stones(b, "A1", "B1"), SemeaiReaderTest.stones(b, "A2")));
    }

    @Test
    public void aSpaceHoldingAllOfTheOtherDragonDoesNotCount() {
        // black A2 wholly inside white's corner is a dead group in white's eye, not a rival for it
        assertFalse(holdsOrTouches(SemeaiReaderTest.stones(b, "A1", "B1", "A2", "B2"), SemeaiReaderTest.stones(b, "A2")));
    }

    @Test
    public void aSpaceApartFromTheOtherDragonDoesNotCount() {
        assertFalse(holdsOrTouches(SemeaiReaderTest.stones(b, "A1", "B1"), SemeaiReaderTest.stones(b, "G7")));
    }

    @Test
    public void holdingAllIsAskedOfTheGivenStonesAlone() {
        // the search asks "holds all" of the other dragon's original stones still on the board (A2)
        // and "touches" of its present strings (A2 and G7 here): the space holds all of the former
        int[] space = SemeaiReaderTest.stones(b, "A1", "B1", "A2", "B2");
        int[] original = SemeaiReaderTest.stones(b, "A2", "G7");
        assertFalse(EyeSpaceContact.holdsOrTouches(b, space, original, 1, blackOf(original)));
        assertTrue(EyeSpaceContact.holdsOrTouches(b, space, original, 2, blackOf(original)));
    }
}
