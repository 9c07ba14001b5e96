package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The thorough root of connect reads its moves in the order of the connection distance they leave,
 * up to ROOT_ORDER_REACH (ConnectionReader.setRootByDistance; docs/benchmarks.md, "The cuts of a
 * connect's root move"). Wide check connects that both engines answer 1: with the order the
 * answer is gnugo's move, read in fewer nodes than the bound, which lies between the counts with
 * and without the order (a fresh reader; its reading nodes include the connection nodes).
 */
public class RootByDistanceTest {

    private static long connectNodes(Board pos, String game, String a, String b, boolean byDistance, String move) {
        Reader r = new Reader(pos.copy());
        ConnectionReader c = new ConnectionReader(r);
        c.setRootByDistance(byDistance);
        Board board = r.board();
        String q = game + " connect " + a + " " + b + (byDistance ? "" : " (root in the candidates' order)");
        assertEquals(q, ReadCodes.WIN, c.connect(Diagrams.v(board, a), Diagrams.v(board, b)));
        if (move != null) {
            assertEquals(q, Diagrams.v(board, move), c.lastMove());
        }
        return r.nodeCounter();
    }

    private static void assertShortestFirst(String game, int move, String a, String b, String answer, long bound)
            throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        long byDistance = connectNodes(pos, game, a, b, true, answer);
        long before = connectNodes(pos, game, a, b, false, null);
        assertTrue(game + " reading nodes " + byDistance + " (bound " + bound + ")", byDistance < bound);
        assertTrue(game + " in the candidates' order: " + before + " reading nodes (bound " + bound + ")",
                before >= bound);
    }

    /** O11 and N6 (nngs/gnugo-3.1.18-jimm-200201050556.sgf before move 214): gnugo's R7 in 772 reading nodes, 9,263 before. */
    @Test
    public void shortestWayFirst() throws Exception {
        assertShortestFirst("nngs/gnugo-3.1.18-jimm-200201050556.sgf", 214, "O11", "N6", "R7", 3_000);
    }

    /** M4 and M2 (olympiad2006/19x19/aya-gnu.sgf before move 166): gnugo's P3 in 1,786, 7,319 before (P4 after N2). */
    @Test
    public void nearerMoveBeforeTheJoinElsewhere() throws Exception {
        assertShortestFirst("olympiad2006/19x19/aya-gnu.sgf", 166, "M4", "M2", "P3", 4_000);
    }

    /** M5 and P4 (century21-2002/gnugo-tsgo.sgf before move 147): gnugo's N4 in 100, 3,620 before. */
    @Test
    public void nearerMoveNeedsNoLookAhead() throws Exception {
        assertShortestFirst("century21-2002/gnugo-tsgo.sgf", 147, "M5", "P4", "N4", 1_000);
    }

    /**
     * A handmade 9x9 position (no ../shared game): connect C2 H9, black's strings far apart across
     * the board's middle. With the order the root's D4 (gnugo 3.8's connect answer too, 1 D4) is
     * read first and wins in 19 reading nodes; in the candidates' order 187.
     */
    @Test
    public void handmadeShortestWayFirst() {
        Board pos = Diagrams.board(
                ". . O . . . . X .",
                "O . . . . . X X O",
                "O O . O O . X X .",
                ". X O X X X . O O",
                ". O . X X X X . .",
                "X X . . . O O O X",
                "X . O X O X . . O",
                "X . X . X . . . .",
                "X X . X . X X . X");
        long byDistance = connectNodes(pos, "handmade", "C2", "H9", true, "D4");
        long before = connectNodes(pos, "handmade", "C2", "H9", false, null);
        assertTrue("reading nodes " + byDistance + " (bound 100)", byDistance < 100);
        assertTrue("in the candidates' order: " + before + " reading nodes (bound 100)", before >= 100);
    }
}
