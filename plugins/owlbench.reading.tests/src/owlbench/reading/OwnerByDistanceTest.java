package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The disconnect's owner replies near the root read in the order of the connection distance
 * they leave (ConnectionReader.setOwnerByDistance, off by default; docs/benchmarks.md, "Owner
 * replies by distance"). cgf2002/martha.sgf before move 90, `disconnect J16 M16`: no cut works
 * (gnugo 0, 17 connection nodes); owlbench read 3,579 connection nodes with the switch off and
 * 2,382 with it on (after K16 L16 K15 the owner's K17, nearest, first). Since captureOrAtari (the
 * second look at the ataris of a cutting stone next to both) the candidates' order reads 2,150
 * and the distance order 2,387: both stay under the bound, the first test holds the order, the
 * second the second look.
 */
public class OwnerByDistanceTest {

    private static long connectionNodes(boolean byDistance) throws Exception {
        Board pos = WideCheckPositions.load("cgf2002/martha.sgf", 90);
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        c.setOwnerByDistance(byDistance);
        assertEquals("martha 90 disconnect J16 M16", ReadCodes.FAIL,
                c.disconnect(Diagrams.v(pos, "J16"), Diagrams.v(pos, "M16")));
        return c.nodeCounter();
    }

    /** With the order the nearest reply refutes the cut first: under 3,000 connection nodes. */
    @Test
    public void nearestReplyFirst() throws Exception {
        long on = connectionNodes(true);
        assertTrue("connection nodes by distance " + on, on < 3_000);
    }

    /** Off (the default), the same answer, since captureOrAtari in fewer nodes too (3,579 without it). */
    @Test
    public void candidateOrderWithSecondLook() throws Exception {
        long off = connectionNodes(false);
        assertTrue("connection nodes in candidate order " + off, off < 3_000);
    }

    private static long handmadeNodes(boolean byDistance) {
        Board pos = Diagrams.board(
                ". X X . . O O . .",
                "X . O X X . . . O",
                "X O X . . X X . O",
                "X . . X X O . . O",
                ". O . . . X X O O",
                "X . O . X . X . .",
                "O . . . O . . O .",
                ". O X X X X X . .",
                ". . . O O . X . X");
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        c.setOwnerByDistance(byDistance);
        assertEquals("handmade disconnect C2 D6", ReadCodes.FAIL, c.disconnect(Diagrams.v(pos, "C2"), Diagrams.v(pos, "D6")));
        return c.nodeCounter();
    }

    /**
     * A handmade 9x9 position (no ../shared game): disconnect C2 D6, no cut works (gnugo 3.8 0 too):
     * 40 connection nodes with the order, 247 in the candidates' order.
     */
    @Test
    public void handmadeNearestReplyFirst() {
        long on = handmadeNodes(true);
        long off = handmadeNodes(false);
        assertTrue("connection nodes by distance " + on + " (bound 100)", on < 100);
        assertTrue("connection nodes in candidate order " + off + " (bound 100)", off >= 100);
    }
}
