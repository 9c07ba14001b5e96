package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The connect's owner replies that link his strings read right after the joins in the first
 * plies (ConnectionReader's LINKS_FIRST_PLIES; docs/benchmarks.md, "Links after the joins"):
 * connects of the wide check that both engines win, where the owner's replies to a cut that
 * left the strings a jump apart were read before the one that links them. The bounds lie
 * between the connection-node counts with and without the rule, so a test fails if the links
 * stop coming first.
 */
public class LinksFirstTest {

    private static void assertConnectedWithin(String game, int move, String a, String b, long maxConnectionNodes) throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(game + " connect " + a + " " + b, ReadCodes.WIN, c.connect(Diagrams.v(pos, a), Diagrams.v(pos, b)));
        assertTrue(game + " connection nodes " + c.nodeCounter(), c.nodeCounter() < maxConnectionNodes);
    }

    /**
     * White B5 and G5 (atari_atari01.sgf before move 223): 360 connection nodes with the links
     * after the joins only at the root, 6 with them below it too.
     */
    @Test
    public void linkRefutesTheCutAtOnce() throws Exception {
        assertConnectedWithin("atari_atari01.sgf", 223, "B5", "G5", 100);
    }

    /**
     * Black H16 and L16 (self_play/354-34-3.sgf before move 212): 832 connection nodes with the links
     * after the joins only at the root, 226 with them below it too.
     */
    @Test
    public void linksFirstOnTheThirdLine() throws Exception {
        assertConnectedWithin("self_play/354-34-3.sgf", 212, "H16", "L16", 500);
    }
}
