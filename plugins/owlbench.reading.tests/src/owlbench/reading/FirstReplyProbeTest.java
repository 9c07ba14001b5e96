package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The owner's first reply that holds a short look read first (ConnectionReader's
 * promoteReplyThatHolds; docs/benchmarks.md, "The first reply that holds"): disconnects of the
 * wide check that both engines answer 0, where a reply read first failed only after hundreds or
 * thousands of nodes. The connection-node bounds lie between the counts with and without the
 * probe, so a test fails if the probe stops working or stops ordering the replies.
 */
public class FirstReplyProbeTest {

    private static void assertRefutedWithin(String game, int move, String a, String b, long maxConnectionNodes) throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(game + " disconnect " + a + " " + b, ReadCodes.FAIL,
                c.disconnect(Diagrams.v(pos, a), Diagrams.v(pos, b)));
        assertTrue(game + " connection nodes " + c.nodeCounter(), c.nodeCounter() < maxConnectionNodes);
    }

    /**
     * White M5 and P4 (century21-2002/gnugo-tsgo.sgf before move 147), a black stone at N3 in
     * the gap: after the cut N4 the reply O4 failed in 1,615 nodes before O5 won. 6,514
     * connection nodes without the probe, 3,018 with it.
     */
    @Test
    public void replyThatHoldsIsReadFirstInAWideGap() throws Exception {
        assertRefutedWithin("century21-2002/gnugo-tsgo.sgf", 147, "M5", "P4", 4_500);
    }

    /**
     * Black N11 and K9 (century21/gnugo-wulu.sgf before move 133): after the wedge L10 the
     * owner's K10 failed in 1,900 nodes before L9 won in 2 (h/connspeed9's example). 1,548
     * connection nodes without the probe, 54 with it.
     */
    @Test
    public void replyThatHoldsIsReadFirstAfterAWedge() throws Exception {
        assertRefutedWithin("century21/gnugo-wulu.sgf", 133, "N11", "K9", 500);
    }

    /**
     * White G15 and F8 (olympiad2003/go_intellect_vs_gnugo.sgf before move 230): 2,013
     * connection nodes without the probe, 255 with it.
     */
    @Test
    public void replyThatHoldsIsReadFirstOnALongLink() throws Exception {
        assertRefutedWithin("olympiad2003/go_intellect_vs_gnugo.sgf", 230, "G15", "F8", 800);
    }
}
