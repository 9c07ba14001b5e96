package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The connection reader's shortcuts near the horizon, which save nodes without changing answers
 * (docs/benchmarks.md, "Connection reader speed"), on one of the wide check's dearest disconnects.
 */
public class ConnectionSpeedTest {

    /**
     * Black K5 and K3 (arend/gnugo-gnugo7.sgf before move 62): the cut fails (both engines: 0).
     * Every cut has to be refuted, down to the horizon. Reading nodes: 14,562 when a disconnect
     * node at the horizon read the captures of the owner's strings even where it was cut without
     * them, 11,023 without those reads; connection nodes 1,363 when the owner's last move before
     * the horizon was read even where no move of his could leave the strings joined there, 680
     * without. Bounds between fail if either shortcut stops working.
     */
    @Test
    public void failedCutIsRefutedWithoutHopelessLeaves() throws Exception {
        Board b = WideCheckPositions.load("arend/gnugo-gnugo7.sgf", 62);
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(ReadCodes.FAIL, c.disconnect(Diagrams.v(b, "K5"), Diagrams.v(b, "K3")));
        assertTrue("reading nodes " + r.nodeCounter(), r.nodeCounter() < 12_800);
        assertTrue("connection nodes " + c.nodeCounter(), c.nodeCounter() < 1_000);
    }

    /**
     * The same question through a reader with both shortcuts: where the owner can join in one
     * move before the horizon, the move is still read (black G8 and K8, FSF-neurogo.sgf before
     * move 212: the cut works, gnugo cuts at H7; owlbench's answer H6 the same as before the
     * shortcuts, on all 4,000 connection questions of the wide check; H7, gnugo's cut, since the
     * cutter's second deep path point).
     */
    @Test
    public void joinableLeavesAreStillRead() throws Exception {
        Board b = WideCheckPositions.load("FSF-neurogo.sgf", 212);
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int s1 = Diagrams.v(b, "G8");
        int s2 = Diagrams.v(b, "K8");
        assertEquals(ReadCodes.WIN, c.disconnect(s1, s2));
        assertEquals("H7", Diagrams.name(b, c.lastMove()));
    }

    /**
     * A one-point jump: the owner's stone between joins them, so his last move before the
     * horizon is read.
     */
    @Test
    public void oneMoveJoinsAOnePointJump() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X.X....",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        assertTrue(c.mayJoinInOne(Diagrams.v(b, "C3"), Diagrams.v(b, "E3"), StoneColor.BLACK));
    }

    /**
     * A two-point jump: after either point between, one common liberty is left, and the cutter
     * occupies it with two liberties; no move joins them in one, so the last owner move before
     * the horizon need not be read.
     */
    @Test
    public void noMoveJoinsATwoPointJump() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X..X...",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        assertFalse(c.mayJoinInOne(Diagrams.v(b, "C3"), Diagrams.v(b, "F3"), StoneColor.BLACK));
    }

    /**
     * Black C3 and E3 with white's cutting stone D3 between them in atari: capturing it (at D2,
     * a liberty of neither string) leaves them one common liberty where white cannot play, so
     * the move is read. With white D2 as well the cutting string has three liberties, and no
     * move of black's joins them in one (at C4 or E4, which join D4, one common liberty is left
     * where white has two).
     */
    @Test
    public void captureOfACuttingStoneMayJoin() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...X.....",
            "..XOX....",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int e3 = Diagrams.v(b, "E3");
        assertTrue(c.mayJoinInOne(c3, e3, StoneColor.BLACK));
        b.setStone(Diagrams.v(b, "D2"), StoneColor.WHITE);
        assertFalse(c.mayJoinInOne(c3, e3, StoneColor.BLACK));
    }

    /**
     * On a board whose rules allow suicide (as an SGF replay may), the owner's suicide at his
     * string's last liberty is not tried: the search never plays one, and the string would be
     * gone.
     */
    @Test
    public void suicideIsNoWayToJoin() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "....X....",
            ".........",
            "OOO......",
            "XXO......",
            ".OO......");
        b.setSuicideAllowed(true);
        ConnectionReader c = new ConnectionReader(new Reader(b));
        assertFalse(c.mayJoinInOne(Diagrams.v(b, "A2"), Diagrams.v(b, "E5"), StoneColor.BLACK));
        assertEquals(StoneColor.BLACK, b.color(Diagrams.v(b, "A2")));
    }

    /**
     * The strings at D18 and D12 (AdaGeek-gnugo-3.1.18 before move 120, the wide check's connect, both
     * engines: 1 D13): one of the wide check's dearest connects, 5,819 connection nodes (D14)
     * when the root read its candidates in their own order, 89 (D13) with the moves that leave
     * the strings joined or linked first (orderRootMoves), 18 with the owner's joins first below
     * the root as well (promoteJoins; gnugo: 2). The bound fails if either ordering stops working.
     */
    @Test
    public void clearConnectionIsReadFirst() throws Exception {
        Board b = WideCheckPositions.load("nngs/AdaGeek-gnugo-3.1.18-200201070826.sgf", 120);
        ConnectionReader c = new ConnectionReader(new Reader(b));
        assertEquals(ReadCodes.WIN, c.connect(Diagrams.v(b, "D18"), Diagrams.v(b, "D12")));
        assertEquals("D13", Diagrams.name(b, c.lastMove()));
        assertTrue("connection nodes " + c.nodeCounter(), c.nodeCounter() < 50);
    }
}
