package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/** Reading costs found with the wide agreement check ("owlbench agree", docs/benchmarks.md). */
public class WideCheckTest {

    /**
     * White L9 and L7 share the liberty L8: connect answers L8 at once. The thorough root used to
     * read the next root move in full after the win (8,251 connection and 14,564 reading nodes,
     * 460 ms); a move read after a win only counts if it wins in fewer nodes, so it is read no
     * further than that.
     */
    @Test
    public void connectionAtACommonLibertyIsCheap() throws Exception {
        Board b = WideCheckPositions.load("cgf2005/19x19/katsunari.sgf", 232);
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(ReadCodes.WIN, c.connect(Diagrams.v(b, "L9"), Diagrams.v(b, "L7")));
        assertEquals("L8", Diagrams.name(b, c.lastMove()));
        assertTrue("connection nodes " + c.nodeCounter(), c.nodeCounter() < 200);
        assertTrue("reading nodes " + r.nodeCounter(), r.nodeCounter() < 1000);
    }

    /**
     * White G5 and E3 (9x9, incident93.sgf before move 17): after white E4, black's cut at F5
     * makes a black string of four stones with two liberties between them, too big to be
     * crossed on a path, so the strings counted as apart and E4 as no connection. Capturing
     * that string joins them: the strings are connected (GNU Go: 1 E4; both engines agree the
     * cut fails after E4). The reader said 0.
     */
    @Test
    public void bigTwoLibertyCutterNextToBothIsAWayAcross() throws Exception {
        Board b = WideCheckPositions.load("incident93.sgf", 17);
        ConnectionReader c = new ConnectionReader(new Reader(b));
        assertEquals(ReadCodes.WIN, c.connect(Diagrams.v(b, "G5"), Diagrams.v(b, "E3")));
        assertEquals("E4", Diagrams.name(b, c.lastMove()));
    }

    /**
     * Black M4 and P3 (gnu-aya.sgf before move 194, one of the wide check's dearest disconnect
     * questions): the cut fails (both engines: 0). Every cut must be refuted; with the move that
     * refuted the last cut of the same ply tried first (killer moves) the read took 21,983 reading
     * nodes, 45,287 without. A bound halfway between would fail if the killers stopped working.
     */
    @Test
    public void killerMovesRefuteCutsInFewerNodes() throws Exception {
        Board b = WideCheckPositions.load("olympiad2006/19x19/gnu-aya.sgf", 194);
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(ReadCodes.FAIL, c.disconnect(Diagrams.v(b, "M4"), Diagrams.v(b, "P3")));
        assertTrue("reading nodes " + r.nodeCounter(), r.nodeCounter() < 33_000);
    }

    /**
     * Black G4 and K3 (cgf2001/aya.sgf before move 69, one of the wide check's dearest
     * disconnect questions): the cut fails (both engines: 0). With the killers alone the read
     * took 38,758 reading nodes; with the moves that refuted earlier cuts of the call tried first
     * (the history) 5,239. A bound between would fail if the history stopped working.
     */
    @Test
    public void historyRefutesCutsInFewerNodes() throws Exception {
        Board b = WideCheckPositions.load("cgf2001/aya.sgf", 69);
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(ReadCodes.FAIL, c.disconnect(Diagrams.v(b, "G4"), Diagrams.v(b, "K3")));
        assertTrue("reading nodes " + r.nodeCounter(), r.nodeCounter() < 15_000);
    }

    /**
     * The killer moves and the history belong to one call: a read after others (here a connect of the same pair,
     * which leaves its own killers and history) gives the same code, move and node count as a fresh reader's.
     */
    @Test
    public void killerMovesDoNotCarryOverBetweenCalls() throws Exception {
        Board b = WideCheckPositions.load("olympiad2006/19x19/gnu-aya.sgf", 194);
        int s1 = Diagrams.v(b, "M4");
        int s2 = Diagrams.v(b, "P3");
        Reader fresh = new Reader(b);
        ConnectionReader first = new ConnectionReader(fresh);
        int code = first.disconnect(s1, s2);
        int move = first.lastMove();
        long nodes = fresh.nodeCounter();

        Reader used = new Reader(b);
        ConnectionReader after = new ConnectionReader(used);
        assertEquals(ReadCodes.WIN, after.connect(s1, s2));
        used.resetNodeCounter();
        assertEquals(code, after.disconnect(s1, s2));
        assertEquals(move, after.lastMove());
        assertEquals(nodes, used.nodeCounter());
    }

    /**
     * White G7 (viking5-GNU.sgf before move 24): black H7 looked like a ko capture of it, but after
     * H7 the reply H8 holds, which a new call after H7 finds at once (both engines: defend 1 H8):
     * inside the search the reply is one level deeper, short of the root's move generators. The
     * root's move is checked by reading the reply as at the root (Reader.checkedRead), so the
     * attack fails (gnugo: 0). Asked again on the same reader the checked answer comes from the
     * cache: the same code in a few nodes.
     */
    @Test
    public void rootMoveIsCheckedAsANewCallAfterItWouldReadIt() throws Exception {
        Board b = WideCheckPositions.load("kgs/tournament8/viking5-GNU.sgf", 24);
        Reader r = new Reader(b);
        int g7 = Diagrams.v(b, "G7");
        assertEquals(ReadCodes.FAIL, r.attack(g7));
        long first = r.nodeCounter();
        assertEquals(ReadCodes.FAIL, r.attack(g7));
        long again = r.nodeCounter() - first;
        assertTrue("nodes asked again " + again + " (first " + first + ")", again * 10 < first);
    }
}
