package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * The defender's moves on the strings around a two-liberty string's liberties stopped at stackp 6
 * in string questions (ReadingParams.shortDefenceNeighbours, off by default; seventeenth session).
 * A wide-check position of GNU Go's regression games in ../shared (skipped where it is absent),
 * asked of fresh readers with the switch off and on.
 */
public class ShortDefenceNeighboursTest {

    @Test
    public void offByDefault() {
        assertFalse(new ReadingParams().shortDefenceNeighbours);
    }

    @Test
    public void aDefenceBecomesGnugosKo() throws Exception {
        // mertin13x13/GNGI1 38 defend K12: gnugo 3 N10; 1 J11 with the switch off, 3 N13 with it on
        assertEquals("WIN J11", defend(false));
        assertEquals("KO_B N13", defend(true));
    }

    private static String defend(boolean on) throws Exception {
        Board b = WideCheckPositions.load("mertin13x13/GNGI1.sgf", 38);
        ReadingParams p = new ReadingParams();
        p.shortDefenceNeighbours = on;
        Reader r = new Reader(b, p);
        int code = r.findDefense(Diagrams.v(b, "K12"));
        String name = code == ReadCodes.WIN ? "WIN" : code == ReadCodes.KO_A ? "KO_A" : code == ReadCodes.KO_B ? "KO_B" : "FAIL";
        return name + " " + Vertex.toString(r.lastMove(), b.size());
    }
}
