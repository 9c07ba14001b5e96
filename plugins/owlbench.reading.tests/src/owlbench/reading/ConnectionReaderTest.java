package owlbench.reading;

import static org.junit.Assert.assertEquals;
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
