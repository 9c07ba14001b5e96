package owlbench.board;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.lang.reflect.Field;
import java.util.Random;

import org.junit.Test;

/**
 * The string queries' stone check and the point marks' counter, written small for C1's inlining
 * (Board.checkStone, Board.nextPointMark): the same errors for points without a stone, and the
 * same liberty counts and lists across the point marks' wrap as on a board far from it.
 */
public class BoardInlineSizeTest {

    @Test
    public void stringQueriesRejectPointsWithoutAStone() {
        Board b = new Board(9);
        int c3 = b.point(2, 2);
        b.play(c3, StoneColor.BLACK);
        assertEquals(1, b.stringSize(c3));
        int[] bad = {0, c3 + 1, b.point(0, 0) - 1, b.boardArraySize(), b.boardArraySize() + 5};
        for (int p : bad) {
            try {
                b.countlib(p);
                fail("countlib at point " + p);
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().startsWith("no stone at"));
            }
        }
        try {
            b.origin(-1);
            fail("origin at -1");
        } catch (IndexOutOfBoundsException e) {
            // a negative point fails the array's own bounds check (see checkStone)
        }
    }

    @Test
    public void pointMarksWrapWithTheSameCounts() throws ReflectiveOperationException {
        Random rnd = new Random(7);
        Board far = new Board(9);
        Board near = new Board(9);
        Field gen = Board.class.getDeclaredField("pointMarkGen");
        gen.setAccessible(true);
        int[] points = far.onBoardPoints();
        for (int move = 0; move < 40; move++) {
            int p = points[rnd.nextInt(points.length)];
            int color = move % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE;
            if (far.isLegal(p, color)) {
                far.play(p, color);
                near.play(p, color);
            }
        }
        // the counter a few calls short of its wrap: the next calls clear the marks and go on
        gen.setInt(near, Integer.MAX_VALUE - 3);
        int[] la = new int[8];
        int[] lb = new int[8];
        for (int round = 0; round < 3; round++) {
            for (int p : points) {
                if (far.color(p) != StoneColor.EMPTY) {
                    continue;
                }
                for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
                    for (int limit = 1; limit <= 6; limit++) {
                        assertEquals(far.approxlib(p, color, limit, null), near.approxlib(p, color, limit, null));
                        java.util.Arrays.fill(la, 0);
                        java.util.Arrays.fill(lb, 0);
                        assertEquals(far.approxlib(p, color, limit, la), near.approxlib(p, color, limit, lb));
                        assertArrayEquals(la, lb);
                        assertEquals(far.accuratelib(p, color, limit, null), near.accuratelib(p, color, limit, null));
                    }
                }
            }
        }
        assertTrue("the counter wrapped", gen.getInt(near) < Integer.MAX_VALUE - 3);
    }
}
