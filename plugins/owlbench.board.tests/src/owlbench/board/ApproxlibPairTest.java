package owlbench.board;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Random;

import org.junit.Test;

/**
 * Board.approxlibPair, the attacker generator's two liberty counts in one pass: at every empty
 * point of every level of random lines with captures and merges, for both colours and limits 1 to
 * 7 each, it answers what approxlib answers for each colour, and a drawn point beside three
 * strings of one colour and one of the other (the marked walk's case) counts them right.
 */
public class ApproxlibPairTest {

    @Test
    public void bothCountsAreApproxlibsAtEveryPointOfRandomLines() {
        Random rnd = new Random(26);
        int checked = 0;
        for (int size : new int[] {5, 9, 19}) {
            Board b = new Board(size);
            int[] legal = new int[b.boardArraySize()];
            int color = StoneColor.BLACK;
            for (int i = 0; i < 200; i++) {
                int n = 0;
                for (int p : b.onBoardPoints()) {
                    if (b.isLegal(p, color)) {
                        legal[n++] = p;
                    }
                }
                assertTrue(b.trymove(n == 0 ? Board.PASS : legal[rnd.nextInt(n)], color));
                color = StoneColor.other(color);
                checked += checkEveryPoint(b);
            }
            assertTrue("the lines capture", b.captures(StoneColor.WHITE) + b.captures(StoneColor.BLACK) > 0);
        }
        assertTrue(checked > 100_000);
    }

    @Test
    public void aPointBesideThreeStringsOfOneColourAndOneOfTheOther() {
        // row 0:  . X . . .
        // row 1:  X A O . .    A = (1,1), with no empty neighbour
        // row 2:  . X . . .
        Board b = new Board(5);
        b.setStone(b.point(1, 0), StoneColor.BLACK);
        b.setStone(b.point(0, 1), StoneColor.BLACK);
        b.setStone(b.point(1, 2), StoneColor.BLACK);
        b.setStone(b.point(2, 1), StoneColor.WHITE);
        int a = b.point(1, 1);
        for (int limit = 1; limit <= 8; limit++) {
            int pair = b.approxlibPair(a, StoneColor.BLACK, limit, limit);
            assertEquals(b.approxlib(a, StoneColor.BLACK, limit, null), pair & 0xFFFF);
            assertEquals(b.approxlib(a, StoneColor.WHITE, limit, null), pair >>> 16);
        }
        // black at A joins the three lone stones (the marked walk): (0,0) and (0,2), each a
        // liberty of two of them, counted once, with (2,0), (2,2) and (1,3): five
        assertEquals(5, b.approxlibPair(a, StoneColor.BLACK, 8, 8) & 0xFFFF);
        assertEquals(4, b.approxlibPair(a, StoneColor.BLACK, 4, 8) & 0xFFFF);
        // white at A extends the white stone, whose liberties (3,1), (2,0), (2,2) and A leave three
        assertEquals(3, b.approxlibPair(a, StoneColor.BLACK, 8, 8) >>> 16);
        assertEquals(3, b.approxlibPair(a, StoneColor.WHITE, 8, 8) & 0xFFFF);
        assertEquals(5, b.approxlibPair(a, StoneColor.WHITE, 8, 8) >>> 16);
    }

    private static int checkEveryPoint(Board b) {
        int checked = 0;
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) {
                continue;
            }
            for (int color : new int[] {StoneColor.BLACK, StoneColor.WHITE}) {
                int other = StoneColor.other(color);
                for (int limit = 1; limit <= 7; limit++) {
                    for (int otherLimit = 1; otherLimit <= 7; otherLimit += 3) {
                        int pair = b.approxlibPair(p, color, limit, otherLimit);
                        assertEquals("point " + p + " level " + b.stackp(), b.approxlib(p, color, limit, null), pair & 0xFFFF);
                        assertEquals("point " + p + " level " + b.stackp(), b.approxlib(p, other, otherLimit, null), pair >>> 16);
                        checked++;
                    }
                }
            }
        }
        return checked;
    }
}
