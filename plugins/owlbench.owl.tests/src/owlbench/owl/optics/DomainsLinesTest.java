package owlbench.owl.optics;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The domains' line of each point (corner, edge, inner, off the board), laid a row at a time, is
 * what the point's own row and column say, on boards of every size from 2 to 25 (the border
 * cells of the board array are off the board).
 */
public class DomainsLinesTest {

    private static int expected(Board b, int p) {
        if (!b.isOnBoard(p)) return Domains.OFF_BOARD;
        int last = b.size() - 1;
        boolean rowEdge = b.row(p) == 0 || b.row(p) == last;
        boolean colEdge = b.col(p) == 0 || b.col(p) == last;
        return rowEdge && colEdge ? Domains.CORNER : rowEdge || colEdge ? Domains.EDGE : Domains.INNER;
    }

    @Test
    public void everyPointOfEverySizeHasItsRowAndColumnsLine() {
        for (int size = 2; size <= 25; size++) {
            Board b = new Board(size);
            int[] line = Domains.lines(b);
            assertEquals(b.boardArraySize(), line.length);
            for (int p = 0; p < line.length; p++) {
                assertEquals("size " + size + ", point " + p, expected(b, p), line[p]);
            }
        }
    }
}
