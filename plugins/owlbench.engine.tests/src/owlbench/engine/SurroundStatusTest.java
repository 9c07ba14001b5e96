package owlbench.engine;

import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/** doc/influence.texi's "Surrounded Dragons" diagrams: the O dragon against the X stones around it. */
public class SurroundStatusTest {

    /** The diagram's rows at the top of a 19x19 board (far from the edges' extra points where they are not). */
    private static SurroundStatus of(int top, String... rows) {
        Board b = new Board(19);
        List<Integer> o = new ArrayList<>(), x = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r];
            for (int c = 0; c < row.length(); c++) {
                int p = b.point(c + 4, r + top);
                if (row.charAt(c) == 'O') {
                    b.setStone(p, StoneColor.WHITE);
                    o.add(p);
                } else if (row.charAt(c) == 'X') {
                    b.setStone(p, StoneColor.BLACK);
                    x.add(p);
                }
            }
        }
        return SurroundStatus.of(b, o.stream().mapToInt(Integer::intValue).toArray(), x.stream().mapToInt(Integer::intValue).toArray());
    }

    @Test
    public void aDragonCrossingTheLineBetweenTwoEnemyStonesIsNotSurrounded() {
        SurroundStatus s = of(4,
                ".....O....",
                ".X.......X",
                ".X...O...X");
        assertEquals(SurroundStatus.NOT_SURROUNDED, s.status());
    }

    @Test
    public void aDragonInsideTheHullOfCloseEnemyStonesIsSurrounded() {
        // an octagon of white stones at knight's and one-space distances around a black stone
        Board b = new Board(19);
        int[] ring = { b.point(6, 6), b.point(8, 5), b.point(10, 6), b.point(11, 8), b.point(10, 10), b.point(8, 11),
            b.point(6, 10), b.point(5, 8) };
        for (int p : ring) b.setStone(p, StoneColor.WHITE);
        int x = b.point(8, 8);
        b.setStone(x, StoneColor.BLACK);
        SurroundStatus in = SurroundStatus.of(b, new int[] { x }, ring);
        assertEquals(SurroundStatus.SURROUNDED, in.status());
        // Pick's theorem: area 24, 8 boundary points, so 21 inside and 29 in all
        assertEquals(29, in.size());
    }

    @Test
    public void aWideOpeningOnlyWeaklySurrounds() {
        Board b = new Board(19);
        // doc/influence.texi: "O.XXXXXX.O / .......... / .O......O." is weakly surrounded,
        // "O.X.O / ..... / .O.O." surrounded; here the X dragon between O stones, two rows below
        int[] wide = { b.point(2, 8), b.point(11, 8), b.point(3, 10), b.point(10, 10) };
        int[] xs = new int[6];
        for (int i = 0; i < 6; i++) xs[i] = b.point(4 + i, 8);
        for (int p : wide) b.setStone(p, StoneColor.WHITE);
        for (int p : xs) b.setStone(p, StoneColor.BLACK);
        assertEquals(SurroundStatus.WEAKLY_SURROUNDED, SurroundStatus.of(b, xs, wide).status());
        Board c = new Board(19);
        int[] narrow = { c.point(2, 8), c.point(6, 8), c.point(3, 10), c.point(5, 10) };
        for (int p : narrow) c.setStone(p, StoneColor.WHITE);
        int x = c.point(4, 8);
        c.setStone(x, StoneColor.BLACK);
        assertEquals(SurroundStatus.SURROUNDED, SurroundStatus.of(c, new int[] { x }, narrow).status());
    }

    @Test
    public void noHostileStonesNoSurround() {
        Board b = new Board(9);
        int x = b.point(4, 4);
        b.setStone(x, StoneColor.BLACK);
        assertEquals(new SurroundStatus(SurroundStatus.NOT_SURROUNDED, 0), SurroundStatus.of(b, new int[] { x }, new int[0]));
    }
}
