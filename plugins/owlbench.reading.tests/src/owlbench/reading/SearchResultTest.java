package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/** One result type for every reader: code, move, nodes and whether the budget ran out. */
public class SearchResultTest {

    private static Board board(String... rows) {
        Board b = new Board(rows.length);
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) {
                char ch = rows[r].charAt(c);
                if (ch == 'X') b.setStone(b.point(c, r), StoneColor.BLACK);
                else if (ch == 'O') b.setStone(b.point(c, r), StoneColor.WHITE);
            }
        }
        return b;
    }

    /** A one-space jump with a black stone nearby: reading the cut takes more than a few nodes. */
    private static Board jump() {
        return board(
                ".......",
                ".......",
                "...X...",
                ".O.O...",
                ".......",
                ".......",
                ".......");
    }

    @Test
    public void tacticalResultsCarryCodeMoveAndNodes() {
        Board b = board(
                ".......",
                ".......",
                "..XXX..",
                ".XO....",
                "..X....",
                ".......",
                ".......");
        Reader r = new Reader(b);
        int c4 = Vertex.parse("C4", 7);
        SearchResult attack = r.attackResult(c4, null);
        assertEquals(ReadCodes.WIN, attack.code());
        assertEquals(Vertex.parse("D4", 7), attack.move());
        assertTrue(attack.nodes() > 0);
        assertTrue(attack.certain());
        assertEquals("1 D4", attack.gtp(7));
        SearchResult safe = r.attackResult(Vertex.parse("C5", 7), null);
        assertFalse(safe.succeeded());
        assertEquals(Board.PASS, safe.move());
        assertEquals("0", safe.gtp(7));
        assertEquals(0, b.stackp());
    }

    @Test
    public void aConnectionReadThatUsesItsWholeBudgetSaysSo() {
        Board b = jump();
        int s1 = Vertex.parse("B4", 7), s2 = Vertex.parse("D4", 7);
        ConnectionReader brief = new ConnectionReader(new Reader(b));
        brief.setNodeLimit(3);
        SearchResult cut = brief.disconnectResult(s1, s2, null);
        assertTrue("3 nodes cannot read this cut", cut.budgetExhausted());
        assertFalse(cut.certain());
        assertEquals(0, b.stackp());
        ConnectionReader full = new ConnectionReader(new Reader(b));
        SearchResult read = full.disconnectResult(s1, s2, null);
        assertFalse(read.budgetExhausted());
        assertEquals(new ConnectionReader(new Reader(b.copy())).disconnect(s1, s2), read.code());
        assertTrue(read.nodes() > 3);
    }
}
