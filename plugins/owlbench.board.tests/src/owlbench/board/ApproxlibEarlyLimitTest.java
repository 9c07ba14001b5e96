package owlbench.board;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/**
 * approxlib beside one friendly string answers the limit at once when the string alone has more
 * liberties than the limit (Board.countLibertiesIgnoringCaptures), and counts exactly when it has
 * the limit or fewer: the boundary of that shortcut, on a handmade position.
 */
public class ApproxlibEarlyLimitTest {

    @Test
    public void aStringWithMoreLibertiesThanTheLimitAnswersTheLimit() {
        Board b = new Board(9);
        // a black two-stone string C5-D5 on an open board (six liberties): black at E5 has three
        // empty neighbours and the string's liberties less E5, none shared: 3 + 6 - 1 = 8; at
        // D4, C4 is shared: 3 + 6 - 1 - 1 = 7
        int c5 = b.point(2, 4);
        int d5 = b.point(3, 4);
        int e5 = b.point(4, 4);
        b.play(c5, StoneColor.BLACK);
        b.play(d5, StoneColor.BLACK);
        assertEquals(6, b.countlib(c5));
        int d4 = b.point(3, 5);
        for (int limit = 1; limit <= 10; limit++) {
            assertEquals("E5 limit " + limit, Math.min(limit, 8), b.approxlib(e5, StoneColor.BLACK, limit, null));
            assertEquals("D4 limit " + limit, Math.min(limit, 7), b.approxlib(d4, StoneColor.BLACK, limit, null));
        }
        // white at E5: no friendly string, its four empty neighbours less the black stone
        assertEquals(3, b.approxlib(e5, StoneColor.WHITE, 8, null));
    }

    @Test
    public void aStringWithTheLimitOrFewerIsCountedExactly() {
        Board b = new Board(9);
        // black A1 with two liberties: black at A2 has B2, A3 and A1's B1
        int a1 = b.point(0, 8);
        int a2 = b.point(0, 7);
        b.play(a1, StoneColor.BLACK);
        assertEquals(2, b.countlib(a1));
        assertEquals(2, b.approxlib(a2, StoneColor.BLACK, 2, null));
        assertEquals(3, b.approxlib(a2, StoneColor.BLACK, 3, null));
        assertEquals(3, b.approxlib(a2, StoneColor.BLACK, 5, null));
    }
}
