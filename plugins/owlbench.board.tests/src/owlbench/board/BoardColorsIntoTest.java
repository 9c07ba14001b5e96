package owlbench.board;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Random;

import org.junit.Test;

/**
 * Board.colorsInto, the copy of every cell's colour that the connection reader's distance maps
 * read instead of one call per colour: at every level of a line with captures and merges, on the
 * way down and back up, the copy equals color() at every cell of the board array (border cells
 * included), and writing into the copy leaves the board as it was.
 */
public class BoardColorsIntoTest {

    @Test
    public void theCopyEqualsEveryColourAtEveryLevel() {
        Random rnd = new Random(21);
        for (int size : new int[] {5, 9, 19}) {
            Board b = new Board(size);
            int[] copy = new int[b.boardArraySize()];
            int[] legal = new int[b.boardArraySize()];
            int color = StoneColor.BLACK;
            int moves = 0;
            for (int i = 0; i < 300; i++) {
                int n = 0;
                for (int p : b.onBoardPoints()) {
                    if (b.isLegal(p, color)) {
                        legal[n++] = p;
                    }
                }
                assertTrue(b.trymove(n == 0 ? Board.PASS : legal[rnd.nextInt(n)], color));
                moves++;
                assertSameColours(b, copy);
                color = StoneColor.other(color);
            }
            assertTrue("the line captures", b.captures(StoneColor.WHITE) + b.captures(StoneColor.BLACK) > 0);
            java.util.Arrays.fill(copy, StoneColor.BORDER);
            assertTrue("writing into the copy leaves the board", b.color(b.point(0, 0)) != StoneColor.BORDER);
            for (int j = 0; j < moves; j++) {
                b.popgo();
                assertSameColours(b, copy);
            }
            assertEquals(0, b.stackp());
        }
    }

    private static void assertSameColours(Board b, int[] copy) {
        b.colorsInto(copy);
        for (int p = 0; p < b.boardArraySize(); p++) {
            assertEquals("cell " + p + " at level " + b.stackp(), b.color(p), copy[p]);
        }
    }
}
