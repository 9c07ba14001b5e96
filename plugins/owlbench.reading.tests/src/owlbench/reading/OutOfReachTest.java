package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The connect's owner nodes that cannot join the strings before the horizon
 * (ConnectionReader.outOfReach; docs/benchmarks.md, "Connects out of reach"): the fills the way
 * between the strings needs, counted on small shapes, and wide-check connects whose node counts
 * lie between those with and without the test, so they fail if it stops cutting.
 */
public class OutOfReachTest {

    /** Black C5 and G5 with three empty points between them on the fifth line, white below and above. */
    private static Board threePointGap() {
        return Diagrams.board(
            ".........",
            ".........",
            "..OOOOO..",
            "..X...X..",
            "..OOOOO..",
            ".........",
            ".........",
            ".........",
            ".........");
    }

    @Test
    public void threeEmptyPointsNeedTwoMovesBeforeTheHorizon() {
        Board b = threePointGap();
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c6 = Diagrams.v(b, "C6");
        int g6 = Diagrams.v(b, "G6");
        // three fills between them: two owner moves leave one common liberty, one move does not
        assertTrue(c.outOfReach(c6, g6, StoneColor.BLACK, 1));
        assertFalse(c.outOfReach(c6, g6, StoneColor.BLACK, 2));
    }

    @Test
    public void capturableCuttingStringsAreNoObstacle() {
        // the gap filled by white D6-F6 with two liberties (F7, F5): the owner may capture it,
        // so the way through it costs no fill
        Board b = Diagrams.board(
            ".........",
            ".........",
            "...XX....",
            "..XOOOX..",
            "...XX....",
            ".........",
            ".........",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        assertFalse(c.outOfReach(Diagrams.v(b, "C6"), Diagrams.v(b, "G6"), StoneColor.BLACK, 0));
        // with six liberties it blocks: the way round over the single white stones (three
        // liberties each, no obstacle) crosses D7 E7 F7, three fills
        Board open = Diagrams.board(
            ".........",
            ".........",
            "..O...O..",
            "..XOOOX..",
            "..O...O..",
            ".........",
            ".........",
            ".........",
            ".........");
        ConnectionReader o = new ConnectionReader(new Reader(open));
        assertTrue(o.outOfReach(Diagrams.v(open, "C6"), Diagrams.v(open, "G6"), StoneColor.BLACK, 1));
        assertFalse(o.outOfReach(Diagrams.v(open, "C6"), Diagrams.v(open, "G6"), StoneColor.BLACK, 2));
    }

    private static void assertConnectWithin(String game, int move, String a, String b, int code, String answer,
            long maxConnectionNodes) throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        assertEquals(game + " connect " + a + " " + b, code, c.connect(Diagrams.v(pos, a), Diagrams.v(pos, b)));
        if (answer != null) {
            assertEquals(game + " connect " + a + " " + b, answer, Diagrams.name(pos, c.lastMove()));
        }
        assertTrue(game + " connection nodes " + c.nodeCounter(), c.nodeCounter() < maxConnectionNodes);
    }

    /**
     * White Q8 and Q5 (egc2001/gg-dr.sgf before move 73), connected at Q7 as gnugo does: 3,211
     * connection nodes without the test, 1,882 with it (the owner's failed replies at ply 2
     * are cut where the cutter's answer left the strings too far apart).
     */
    @Test
    public void ownerRepliesTooFarApartAreNotRead() throws Exception {
        assertConnectWithin("egc2001/gg-dr.sgf", 73, "Q8", "Q5", ReadCodes.WIN, "Q7", 2_500);
    }

    /**
     * niki.sgf before move 95, connect M18 P17: a connect no move wins (gnugo 0 in one connection
     * node), 10,841 connection nodes without the test, 6,006 with it (the wide check's held-out
     * seed 29: the cutter's answers leave the strings further apart than the owner's moves left
     * can fill, deep in the refutation of each root move).
     */
    @Test
    public void failedConnectReadsFewerNodes() throws Exception {
        assertConnectWithin("niki.sgf", 95, "M18", "P17", ReadCodes.FAIL, null, 8_000);
    }
}
