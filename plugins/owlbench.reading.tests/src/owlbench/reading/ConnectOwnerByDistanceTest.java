package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * A connect's owner nodes below the root read their replies in the order of the connection
 * distance each leaves, the killer in front (ConnectionReader.setConnectOwnerByDistance,
 * CONNECT_ORDER_PLIES; docs/benchmarks.md, "The owner's replies in a connect, by distance").
 * Handmade two-point jumps, as the wide check's strategy30 86 `connect E7 H7`: after the root
 * move in the gap and the cut beside it, the atari on the cutting stone (which leaves the strings
 * nearest) holds at once, while the path points read first in the candidates' order are
 * refuted one by one. The bounds lie between the connection-node counts with and without the
 * order, so a test fails if the order is lost.
 */
public class ConnectOwnerByDistanceTest {

    private static long connectionNodes(Board pos, String a, String b, boolean byDistance) {
        Reader r = new Reader(pos.copy());
        ConnectionReader c = new ConnectionReader(r);
        c.setConnectOwnerByDistance(byDistance);
        Board board = r.board();
        String q = "connect " + a + " " + b + (byDistance ? "" : " (owner replies in the candidates' order)");
        assertEquals(q, ReadCodes.WIN, c.connect(Diagrams.v(board, a), Diagrams.v(board, b)));
        return c.nodeCounter();
    }

    private static void assertNearestReplyFirst(Board pos, String a, String b, long bound) {
        long byDistance = connectionNodes(pos, a, b, true);
        long before = connectionNodes(pos, a, b, false);
        assertTrue("connection nodes " + byDistance + " (bound " + bound + ")", byDistance < bound);
        assertTrue("in the candidates' order: " + before + " connection nodes (bound " + bound + ")", before >= bound);
    }

    /**
     * White C5 and F5, black stones above and below the gap: 21 connection nodes with the order
     * (gnugo 10), 288 without it (through GTP).
     */
    @Test
    public void atariOnTheCutHoldsFirst() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            "..O.X....",
            ".........",
            "..O..O...",
            ".........",
            "...X..O..",
            ".........",
            ".........");
        assertNearestReplyFirst(b, "C5", "F5", 100);
    }

    /**
     * The same jump with a black stone at C3 and the white one at B7: 22 connection nodes with
     * the order, 186 without it (through GTP).
     */
    @Test
    public void nearestReplyWithStonesAround() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".O..X....",
            ".........",
            "..O..O...",
            ".........",
            "..XX..O..",
            ".........",
            ".........");
        assertNearestReplyFirst(b, "C5", "F5", 100);
    }
}
