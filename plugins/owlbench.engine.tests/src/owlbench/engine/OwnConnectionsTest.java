package owlbench.engine;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;

/**
 * owlbench's own connections.db on handmade positions: the links its patterns make between
 * strings (jumps, knight's moves, a capturable stone in a diagonal) and those they must not make
 * where X stands near enough to cut.
 */
public class OwnConnectionsTest {
    private static ConnectionDatabase own;

    @BeforeClass
    public static void load() throws IOException {
        own = ConnectionDatabase.load(Path.of(System.getProperty("owlbench.patterns", "../../patterns"), "connections.db"));
    }

    private static Dragons dragons(String... rows) {
        return Dragons.compute(DragonsTest.board(rows), own);
    }

    private static boolean joined(Dragons d, Board b, String p, String q) {
        return d.sameDragon(DragonsTest.v(b, p), DragonsTest.v(b, q));
    }

    private static boolean joined(String p, String q, String... rows) {
        Board b = DragonsTest.board(rows);
        return joined(Dragons.compute(b, own), b, p, q);
    }

    @Test
    public void aOnePointJumpInOpenGroundIsOneDragon() {
        assertTrue(joined("C5", "E5",
                ".........",
                ".........",
                ".........",
                ".........",
                "..O.O....",
                ".........",
                ".........",
                ".........",
                "........."));
    }

    @Test
    public void aOnePointJumpWithXStonesAroundItsGapIsNotJoinedByShape() {
        // E6 is within two points of the gap: the wedge has support, and reading finds the cut
        assertFalse(joined("C4", "E4",
                ".........",
                ".........",
                ".........",
                "....X....",
                ".........",
                "..O.O....",
                ".....X...",
                ".........",
                "........."));
    }

    @Test
    public void aOnePointJumpThatReadingHoldsIsOneDragon() {
        // X's stones above make the shape no open ground, but a wedge at D5 cannot cut: O's
        // strings are strong on both sides
        assertTrue(joined("C5", "E5",
                ".........",
                ".........",
                "XX.XOO...",
                "OX.......",
                "OOO.O....",
                ".........",
                ".........",
                ".........",
                "........."));
    }

    @Test
    public void aTwoPointJumpInOpenGroundIsOneDragon() {
        assertTrue(joined("C6", "F6",
                "...........",
                "...........",
                "...........",
                "...........",
                "...........",
                "..O..O.....",
                "...........",
                "...........",
                "...........",
                "...........",
                "..........."));
    }

    @Test
    public void aTwoPointJumpThatReadingHoldsIsOneDragon() {
        // D5 spoils the open ground; the two low walls still cannot be cut apart
        assertTrue(joined("C3", "F3",
                ".........",
                ".........",
                ".........",
                ".........",
                "...X.....",
                ".........",
                "..O..O...",
                "..O..O...",
                "........."));
    }

    @Test
    public void aKnightsMoveIsOneDragonUnlessXCanPushThrough() {
        assertTrue(joined("C3", "E4",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "....O....",
                "..O......",
                ".........",
                "........."));
        // X's D2 below the middle column: X pushes in at D3 with support and cuts
        assertFalse(joined("C3", "E4",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "....O....",
                "..O......",
                "...X.....",
                "........."));
    }

    @Test
    public void aLargeKnightsMoveInOpenGroundIsOneDragon() {
        assertTrue(joined("C5", "F4",
                "...........",
                "...........",
                "...........",
                "...........",
                "...........",
                "...........",
                "..O........",
                ".....O.....",
                "...........",
                "...........",
                "..........."));
        // an X stone beside the rectangle between them: the shape is no open ground
        assertFalse(joined("C5", "F4",
                "...........",
                "...........",
                "...........",
                "...........",
                "...........",
                "....X......",
                "..O........",
                ".....O.....",
                "...........",
                "...........",
                "..........."));
    }

    @Test
    public void aDiagonalThroughACapturableStoneIsOneDragon() {
        // X's D4 (two liberties) can be captured: if X plays the other linking point E5 to cut,
        // O takes D4 instead
        Board b = DragonsTest.board(
                ".........",
                ".........",
                ".........",
                ".........",
                "...O.....",
                "...XO....",
                "....O....",
                ".........",
                ".........");
        Dragons d = Dragons.compute(b, own);
        assertTrue(joined(d, b, "D5", "E4"));
        assertEquals(2, d.dragons().size());
    }
}
