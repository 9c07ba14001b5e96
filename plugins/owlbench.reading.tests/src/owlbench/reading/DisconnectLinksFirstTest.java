package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The disconnect's owner replies near the root put the joins and the links the cutter cannot take
 * right after the common liberties (ConnectionReader.bestOfMoves with LINKS_FIRST_PLIES;
 * docs/benchmarks.md, "Links in the disconnect's owner replies"). Wide check disconnects that no
 * move cuts (gnugo 0 as well), whose answers did not move; the reading-node bounds lie between the
 * counts with and without the order (a fresh reader; its reading nodes include the connection
 * nodes), so a test fails if the order is lost.
 */
public class DisconnectLinksFirstTest {

    private static void assertNotCut(String game, int move, String a, String b, long maxReadingNodes)
            throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(game + " disconnect " + a + " " + b, ReadCodes.FAIL,
                c.disconnect(Diagrams.v(pos, a), Diagrams.v(pos, b)));
        assertTrue(game + " reading nodes " + r.nodeCounter(), r.nodeCounter() < maxReadingNodes);
    }

    /** White H11 and E9 (egc2001/gg-ts.sgf before move 155): 2,824 reading nodes before, 72 with the links. */
    @Test
    public void linkAnswersTheCutAtOnce() throws Exception {
        assertNotCut("egc2001/gg-ts.sgf", 155, "H11", "E9", 600);
    }

    /** P12 and O10 (cgf2003/GnuGo-Haruka.sgf before move 74): 2,514 reading nodes before, 122 with the links. */
    @Test
    public void linkAnswersTheCutOnTheDiagonal() throws Exception {
        assertNotCut("cgf2003/GnuGo-Haruka.sgf", 74, "P12", "O10", 600);
    }

    /** F4 and J4 (olympiad2006/19x19/aya-gnu.sgf before move 91): 3,251 reading nodes before, 219 with the links. */
    @Test
    public void linkRefutesEveryRootCut() throws Exception {
        assertNotCut("olympiad2006/19x19/aya-gnu.sgf", 91, "F4", "J4", 1_000);
    }
}
