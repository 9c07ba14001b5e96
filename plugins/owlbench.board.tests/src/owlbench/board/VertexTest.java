package owlbench.board;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

/** GTP vertex parsing and formatting. */
public class VertexTest {

    @Test
    public void roundTripOnEverySize() {
        for (int size = Board.MIN_SIZE; size <= Board.MAX_SIZE; size++) {
            Board b = new Board(size);
            for (int p : b.onBoardPoints()) {
                String text = Vertex.toString(p, size);
                assertEquals(text, p, Vertex.parse(text, size));
                assertEquals(p, Vertex.parse(text.toLowerCase(), size));
                assertTrue(text, text.indexOf('I') < 0);
            }
        }
    }

    @Test
    public void columnsSkipI() {
        Board b = new Board(19);
        assertEquals(b.point(7, 18), Vertex.parse("H1", 19));
        assertEquals(b.point(8, 18), Vertex.parse("J1", 19));
        assertEquals("J1", Vertex.toString(b.point(8, 18), 19));
        assertEquals("T19", Vertex.toString(b.point(18, 0), 19));
        assertEquals(b.point(3, 15), Vertex.parse("D4", 19));
        assertEquals(b.point(3, 15), Vertex.parse(" d4 ", 19));
    }

    @Test
    public void largestBoardUsesZ() {
        Board b = new Board(25);
        assertEquals(b.point(24, 0), Vertex.parse("Z25", 25));
        assertEquals("Z25", Vertex.toString(b.point(24, 0), 25));
        assertEquals("A1", Vertex.toString(b.point(0, 24), 25));
        assertEquals('Z', Vertex.columnLetter(24));
    }

    @Test
    public void pass() {
        assertEquals(Board.PASS, Vertex.parse("pass", 19));
        assertEquals(Board.PASS, Vertex.parse("PASS", 9));
        assertEquals("PASS", Vertex.toString(Board.PASS, 9));
    }

    @Test
    public void badVertices() {
        String[] bad = {"", " ", "D", "4", "I5", "i5", "D0", "D20", "U1", "Z25", "A-1", "AA1", "D4x", "D 4", "passs", "5D"};
        for (String text : bad) {
            try {
                Vertex.parse(text, 19);
                fail("accepted '" + text + "'");
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("'" + text + "'"));
            }
        }
        try {
            Vertex.parse(null, 19);
            fail("null");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().contains("null"));
        }
        try {
            Vertex.parse("C3", 2);
            fail("off a 2x2 board");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("off the 2x2 board"));
        }
        try {
            Vertex.parse("A1", 26);
            fail("bad size");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().contains("26"));
        }
        Board b = new Board(9);
        for (int p : new int[] {-1, b.point(0, 0) - 1, b.boardArraySize(), b.point(8, 8) + 1}) {
            try {
                Vertex.toString(p, 9);
                fail("formatted off-board point " + p);
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage().contains(Integer.toString(p)));
            }
        }
    }
}
