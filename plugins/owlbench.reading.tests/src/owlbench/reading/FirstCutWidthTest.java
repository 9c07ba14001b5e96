package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * A connect's first cutter node reads FIRST_CUT_WIDTH path points instead of the root's width
 * (ConnectionReader.setNarrowFirstCut; docs/benchmarks.md, "The cuts of a connect's root
 * move"). Wide check connects that both engines answer 1 and whose code did not move: the node
 * bound lies between the counts with and without the narrower cutter (a fresh reader; its
 * reading nodes include the connection nodes), and the same connect read wide must stay above
 * it, so the test fails if the rule is lost.
 */
public class FirstCutWidthTest {

    private static long connectNodes(Board pos, String game, String a, String b, boolean narrow) {
        Reader r = new Reader(pos.copy());
        ConnectionReader c = new ConnectionReader(r);
        c.setNarrowFirstCut(narrow);
        // (the counts below were read before the connect's owner replies were ordered by distance,
        // which makes both much cheaper: merlin 129 3,237 wide; the rule is held on its own)
        c.setConnectOwnerByDistance(false);
        Board board = r.board();
        assertEquals(game + " connect " + a + " " + b + (narrow ? "" : " (wide)"), ReadCodes.WIN,
                c.connect(Diagrams.v(board, a), Diagrams.v(board, b)));
        return r.nodeCounter();
    }

    private static void assertFewerNodes(String game, int move, String a, String b, long bound) throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        long narrow = connectNodes(pos, game, a, b, true);
        long wide = connectNodes(pos, game, a, b, false);
        assertTrue(game + " reading nodes " + narrow + " (bound " + bound + ")", narrow < bound);
        assertTrue(game + " read wide: " + wide + " reading nodes (bound " + bound + ")", wide >= bound);
    }

    /**
     * M4 and M2 (olympiad2006/19x19/aya-gnu.sgf before move 166, both engines 1): after P4 the
     * far cuts M5, P5 and R4 each re-read the capture P1 (root in the candidates' order); with the
     * root ordered by distance, 4,335 reading nodes wide, 1,786 narrow.
     */
    @Test
    public void farCutsNotReadAgain() throws Exception {
        assertFewerNodes("olympiad2006/19x19/aya-gnu.sgf", 166, "M4", "M2", 3_000);
    }

    /** G11 and J8 (kgs/GNU-higher.sgf before move 158, owlbench 1 H8, gnugo 0): 4,100 wide, 1,915 narrow. */
    @Test
    public void fewerCutsOfTheRootMove() throws Exception {
        assertFewerNodes("kgs/GNU-higher.sgf", 158, "G11", "J8", 3_000);
    }

    /** L10 and M7 (nngs/gnugo-3.1.30-merlin-200204041428.sgf before move 129, both 1): 8,514 wide, 6,698 narrow. */
    @Test
    public void fewerCutsOfTheMergedWin() throws Exception {
        assertFewerNodes("nngs/gnugo-3.1.30-merlin-200204041428.sgf", 129, "L10", "M7", 7_600);
    }

    /**
     * A handmade 9x9 position (no ../shared game): connect F3 H9, both engines 1 (owlbench G4,
     * gnugo 3.8 H4): 181 reading nodes narrow, 664 wide.
     */
    @Test
    public void handmadeFewerCuts() {
        Board pos = Diagrams.board(
                "O O X X . O O X .",
                ". X X . X . X . X",
                "X . X O O . . . .",
                ". X X . O X . X X",
                ". . . O X . X X .",
                ". X . . O . . . O",
                ". . . X O X . X X",
                ". X . O X X . . X",
                "X X . . . . . . O");
        long narrow = connectNodes(pos, "handmade", "F3", "H9", true);
        long wide = connectNodes(pos, "handmade", "F3", "H9", false);
        assertTrue("reading nodes " + narrow + " (bound 400)", narrow < 400);
        assertTrue("read wide: " + wide + " reading nodes (bound 400)", wide >= 400);
    }
}
