package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Refuted cuts read in few nodes (docs/benchmarks.md, "Refuted cuts"): disconnects of the wide
 * check that both engines answer 0, each made dear by one thing the owner's replies or the
 * cutter's moves lacked. The node bounds lie between the counts with and without the change
 * that each test names, so a test fails if that change stops working.
 */
public class RefutedCutTest {

    private static void assertRefutedWithin(String game, int move, String a, String b, long maxReadingNodes) throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(game + " disconnect " + a + " " + b, ReadCodes.FAIL,
                c.disconnect(Diagrams.v(pos, a), Diagrams.v(pos, b)));
        assertTrue(game + " reading nodes " + r.nodeCounter(), r.nodeCounter() < maxReadingNodes);
    }

    /**
     * White F6 and H6 (incident223.sgf before move 84): the cut at G6 is caught at once. The
     * capture of a cutting stone next to both strings (captureJoining) read at the owner's first
     * reply as well as deeper: 9,507 reading nodes without it, 43 with it.
     */
    @Test
    public void cuttingStoneNextToBothIsCapturedAtTheFirstReply() throws Exception {
        assertRefutedWithin("incident223.sgf", 84, "F6", "H6", 1_000);
    }

    /**
     * Black C13 and E9 (nngs/GoFuN-gnugo-3.3.21-200306202102.sgf before move 135), a diagonal
     * link at E10 with a white string below: after a cut elsewhere the owner's join at E10 came
     * after the killer and the history (a capture of that string, thousands of nodes to fail).
     * The joins first: 22,148 reading nodes before, 282 with them.
     */
    @Test
    public void ownerJoinsFirst() throws Exception {
        assertRefutedWithin("nngs/GoFuN-gnugo-3.3.21-200306202102.sgf", 135, "C13", "E9", 3_000);
    }

    /**
     * White D16 and D14 (kgs/ben9992000-GNU.sgf before move 61): the owner's first replies to
     * the root's cuts were the killer and the history of other cuts; the atari on the cutting
     * stone, read first, refutes them: 26,930 reading nodes before, 1,201 with it.
     */
    @Test
    public void ownerAtariOnTheCuttingStoneFirst() throws Exception {
        assertRefutedWithin("kgs/ben9992000-GNU.sgf", 61, "D16", "D14", 8_000);
    }

    /**
     * Black B3 and F3 (trevor/auto/a007.sgf before move 31): self-ataris among the cutter's
     * candidates near the root were each refuted by a search of its own: 27,008 reading nodes
     * before, 6,442 without them.
     */
    @Test
    public void hopelessCutsAreNotRead() throws Exception {
        assertRefutedWithin("trevor/auto/a007.sgf", 31, "B3", "F3", 12_000);
    }

    /**
     * A cutter's self-atari next to strong owner strings is hopeless; one that takes a liberty
     * of an owner string with three or fewer is a throw-in, and is read; one that captures is read.
     */
    @Test
    public void hopelessCutIsASelfAtariThatWeakensNothing() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "...XXX...",
            "..X.O.X..",
            "...XXX...",
            ".........",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        // white at D5 has one liberty and touches only black strings of many liberties
        assertTrue(c.isHopelessCut(Diagrams.v(b, "D5"), StoneColor.WHITE));
        // black's own move there is no self-atari
        assertFalse(c.isHopelessCut(Diagrams.v(b, "D5"), StoneColor.BLACK));
        // an open point is no self-atari for white either
        assertFalse(c.isHopelessCut(Diagrams.v(b, "A1"), StoneColor.WHITE));

        Board t = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".X.......",
            "..X......");
        ConnectionReader ct = new ConnectionReader(new Reader(t));
        // white's throw-in at B1 is a self-atari (one liberty, A1), but it takes a liberty of
        // black C1, which has three
        assertFalse(ct.isHopelessCut(Diagrams.v(t, "B1"), StoneColor.WHITE));
    }
}
