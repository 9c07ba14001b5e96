package owlbench.reading;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The distance maps read the board's colours from a copy taken when a position's maps begin
 * (ConnectionReader.newPosition): one reader's maps after moves played and taken back on its
 * board must be those of a fresh reader of the same position, never the colours of the position
 * it read before.
 */
public class ConnectionMapColoursTest {

    @Test
    public void mapsFollowTheBoardAcrossMovesAndTakeBacks() {
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
        int c5 = Diagrams.v(b, "C5");
        int g5 = Diagrams.v(b, "G5");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int[] before = c.distanceMap(c5, StoneColor.BLACK, 12, true, g5, 2);
        // White walls the way between: the same reader must see the wall
        for (String w : new String[] {"E4", "E5", "E6"}) {
            b.trymove(Diagrams.v(b, w), StoneColor.WHITE);
        }
        int[] walled = c.distanceMap(c5, StoneColor.BLACK, 12, true, g5, 2);
        int[] fresh = new ConnectionReader(new Reader(b)).distanceMap(c5, StoneColor.BLACK, 12, true, g5, 2);
        assertArrayEquals("the walled position, as a fresh reader reads it", fresh, walled);
        assertNotEquals("the wall moves G5 further", before[g5], walled[g5]);
        while (b.stackp() > 0) {
            b.popgo();
        }
        assertArrayEquals("the first position again", before, c.distanceMap(c5, StoneColor.BLACK, 12, true, g5, 2));
        assertEquals(0, b.stackp());
    }
}
