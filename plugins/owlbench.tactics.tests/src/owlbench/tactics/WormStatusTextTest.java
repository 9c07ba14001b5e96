package owlbench.tactics;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/** A worm's tactical status in words, from real reading and from the codes. */
public class WormStatusTextTest {

    private static int v(String vertex) {
        return Vertex.parse(vertex, 9);
    }

    @Test
    public void statusesOfRealWormsInWords() {
        // a lone black stone; a white stone in atari in the corner: running along the edge fails
        Board b = new Board(9);
        b.setStone(v("E5"), StoneColor.BLACK);
        b.setStone(v("A1"), StoneColor.WHITE);
        b.setStone(v("A2"), StoneColor.BLACK);
        Worms w = Worms.compute(new Reader(b));
        assertEquals("alive: no attack", WormStatusText.describe(w.worm(v("E5")), 9));
        assertEquals("dead: attack B1, no defence", WormStatusText.describe(w.worm(v("A1")), 9));
    }

    @Test
    public void codesInWords() {
        assertEquals("critical: attack E4, defence E4",
                WormStatusText.describe(ReadCodes.WIN, v("E4"), ReadCodes.WIN, v("E4"), 9));
        assertEquals("ko: attack B1 (ko), defence D2 (ko, needs the first threat)",
                WormStatusText.describe(ReadCodes.KO_A, v("B1"), ReadCodes.KO_B, v("D2"), 9));
        assertEquals("dead: attack PASS, no defence",
                WormStatusText.describe(ReadCodes.WIN, Board.PASS, ReadCodes.FAIL, Board.PASS, 9));
    }
}
