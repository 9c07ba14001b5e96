package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

import owlbench.board.Board;

/** Connection reading on small shapes: diagonal, cut diagonal, capturable cutting stone. */
public class ConnectionReaderTest {

    @Test
    public void diagonalWithBothPointsEmptyIsConnected() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...X.....",
            "..X......",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int d4 = Diagrams.v(b, "D4");
        assertEquals(ReadCodes.WIN, c.connect(c3, d4));
        assertEquals(ReadCodes.FAIL, c.disconnect(c3, d4));
    }

    @Test
    public void halfCutDiagonal() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..OX.....",
            "..X......",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int d4 = Diagrams.v(b, "D4");
        assertEquals(ReadCodes.WIN, c.connect(c3, d4));
        assertEquals("D3", Diagrams.name(b, c.lastMove()));
        assertEquals(ReadCodes.WIN, c.disconnect(c3, d4));
        assertEquals("D3", Diagrams.name(b, c.lastMove()));
    }

    /**
     * Black C3 and E3 are kept apart by white D3, which is in atari (D4): the cutting stone is
     * no wall, capturing it joins them. Far-apart strings are apart without a search.
     */
    @Test
    public void cuttingStoneInAtariIsNoWall() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..XOX....",
            "...X.....",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int e3 = Diagrams.v(b, "E3");
        assertEquals(ReadCodes.WIN, c.connect(c3, e3));
        assertEquals("D4", Diagrams.name(b, c.lastMove()));
    }

    @Test
    public void farApartStringsAreApart() {
        Board b = Diagrams.board(
            ".........",
            ".......X.",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X......",
            ".........",
            ".........");
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        int c3 = Diagrams.v(b, "C3");
        int h8 = Diagrams.v(b, "H8");
        assertEquals(ReadCodes.FAIL, c.connect(c3, h8));
        assertEquals("no connection move is even tried", 0, r.nodeCounter());
        assertEquals(ReadCodes.WIN, c.disconnect(c3, h8));
    }

    /**
     * A two-point jump on the second line under a wall (C2, F2 with black D3-E3 above): black
     * joins it (at D2, E2, or by C3/F3 onto the wall), and a white wedge at D2 or E2 is caught.
     */
    @Test
    public void twoPointJumpUnderAWall() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...XX....",
            "..X..X...",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c2 = Diagrams.v(b, "C2");
        int f2 = Diagrams.v(b, "F2");
        assertEquals(ReadCodes.WIN, c.connect(c2, f2));
        String m = Diagrams.name(b, c.lastMove());
        assertTrue(m, m.equals("D2") || m.equals("E2") || m.equals("C3") || m.equals("F3"));
        assertEquals(ReadCodes.FAIL, c.disconnect(c2, f2));
    }

    /** Every connection search ends within its node budget, and the recorder sees every node. */
    @Test
    public void budgetEndsTheSearchAndTheRecorderCountsEveryNode() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            "..X...O..",
            "....O....",
            "..XO..X..",
            "...X.O...",
            "..O..X...",
            ".X...O...",
            ".........");
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        int c5 = Diagrams.v(b, "C5");
        int g5 = Diagrams.v(b, "G5");
        for (long limit : new long[] {1, 50, 500}) {
            c.setNodeLimit(limit);
            TreeRecorder t = new TreeRecorder();
            long n0 = r.nodeCounter();
            c.connect(c5, g5, t);
            long used = r.nodeCounter() - n0;
            assertEquals(used, t.nodeCount());
            // the tactical reads under the last connection node may finish their own budget
            assertTrue("limit " + limit + " used " + used, used <= limit + r.params().nodeLimit);
        }
        c.setNodeLimit(50);
        long n0 = r.nodeCounter();
        c.disconnect(c5, g5);
        assertTrue(r.nodeCounter() - n0 < 50 + r.params().nodeLimit);
    }

    @Test
    public void sameStringIsConnected() {
        Board b = Diagrams.board(
            "...",
            "XX.",
            "...");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        assertEquals(ReadCodes.WIN, c.connect(Diagrams.v(b, "A2"), Diagrams.v(b, "B2")));
        assertEquals(ReadCodes.FAIL, c.disconnect(Diagrams.v(b, "A2"), Diagrams.v(b, "B2")));
    }

    @Test
    public void differentColoursAreRejected() {
        Board b = Diagrams.board(
            "...",
            "XO.",
            "...");
        try {
            new ConnectionReader(new Reader(b)).connect(Diagrams.v(b, "A2"), Diagrams.v(b, "B2"));
            fail("strings of different colours");
        } catch (IllegalArgumentException e) {
            assertEquals("connect: A2 and B2 have different colours", e.getMessage());
        }
    }
}
