package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The second look at the ataris of a two-liberty cutting stone next to both strings
 * (ConnectionReader.captureOrAtari; docs/benchmarks.md, "The ataris of a cutting stone next to
 * both"). kgs/GNU-bassanio.sgf before move 67, `disconnect L14 N13` (a held row of
 * WideCheckMisreadTest; gnugo 0): after the cut M13, the owner's M14 and the cutter's N14, the
 * tactical reader's attack on N14 reads O14 first, which fails only after 754 nodes, so within
 * its 200 the capture N15 (215 nodes on its own) was never read. With the owner's replies in
 * distance order the search then answered 1 M13; with the second look it answers 0, and in a
 * few dozen connection nodes in either order (623 and 2,264 before). The handmade one-point jump
 * below needs no ../shared: there the brief read of disconnect_helper found the cut only
 * without the second look (the shape of SemeaiAgreement's seed-1 dragon, incident74 138 M8 M6).
 */
public class CaptureOrAtariTest {

    /**
     * A one-point jump M8 M6 with black's L8 beside it: after the cut M7 (two liberties, next to
     * both) white's L7 captures (gnugo: attack M7 1 L7, disconnect M8 M6 0); without the second
     * look disconnect_helper's brief read misses it and answers the cut.
     */
    private static Board jump() {
        return Diagrams.board(
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "..........XO.......",
                "..............O....",
                "...........O.......",
                "..........O..O.....",
                "...................",
                "...................",
                "...................",
                "...................");
    }

    /** disconnect_helper's brief read (TacticalFacts' settings: 5,000 nodes, 5 plies, no thorough root). */
    static SearchResult briefDisconnect(Board pos, String a, String b, boolean look) {
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        c.setNodeLimit(5000);
        c.setDepth(5);
        c.setThoroughRoot(false);
        c.setCaptureOrAtari(look);
        return c.disconnectResult(Diagrams.v(pos, a), Diagrams.v(pos, b), null);
    }

    private static SearchResult briefDisconnect(Board pos, boolean look) {
        return briefDisconnect(pos, "M8", "M6", look);
    }

    /** With the second look the brief read finds no cut, as the full read and gnugo. */
    @Test
    public void handmadeJumpConnectedInABriefRead() {
        Board pos = jump();
        SearchResult r = briefDisconnect(pos, true);
        assertEquals("brief disconnect M8 M6", ReadCodes.FAIL, r.code());
        assertTrue("within its budget", !r.budgetExhausted());
        assertEquals("full disconnect M8 M6", ReadCodes.FAIL,
                new ConnectionReader(new Reader(pos)).disconnect(Diagrams.v(pos, "M8"), Diagrams.v(pos, "M6")));
    }

    /** Without it the brief read answers the cut M7. */
    @Test
    public void handmadeJumpCutWithoutTheSecondLook() {
        Board pos = jump();
        SearchResult r = briefDisconnect(pos, false);
        assertEquals("brief disconnect M8 M6 without the second look", ReadCodes.WIN, r.code());
        assertEquals("M7", Diagrams.name(pos, r.move()));
    }

    private static ConnectionReader reader(Board pos, boolean byDistance) {
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        c.setOwnerByDistance(byDistance);
        return c;
    }

    /** With the owner's replies by distance the cut M13 is refuted (1 M13 without the second look). */
    @Test
    public void cutRefutedByDistance() throws Exception {
        Board pos = WideCheckPositions.load("kgs/GNU-bassanio.sgf", 67);
        ConnectionReader c = reader(pos, true);
        assertEquals("bassanio 67 disconnect L14 N13, owner replies by distance", ReadCodes.FAIL,
                c.disconnect(Diagrams.v(pos, "L14"), Diagrams.v(pos, "N13")));
        assertTrue("connection nodes " + c.nodeCounter(), c.nodeCounter() < 200);
    }

    /** Without the second look (setCaptureOrAtari(false)) the owner's order misreads the cut again. */
    @Test
    public void theSwitchTurnsTheSecondLookOff() throws Exception {
        Board pos = WideCheckPositions.load("kgs/GNU-bassanio.sgf", 67);
        ConnectionReader c = reader(pos, true);
        c.setCaptureOrAtari(false);
        assertEquals("bassanio 67 disconnect L14 N13, by distance, no second look", ReadCodes.WIN,
                c.disconnect(Diagrams.v(pos, "L14"), Diagrams.v(pos, "N13")));
    }

    /** In the candidates' order the same answer as before, in far fewer nodes (623 before). */
    @Test
    public void cutRefutedInCandidateOrder() throws Exception {
        Board pos = WideCheckPositions.load("kgs/GNU-bassanio.sgf", 67);
        ConnectionReader c = reader(pos, false);
        assertEquals("bassanio 67 disconnect L14 N13", ReadCodes.FAIL,
                c.disconnect(Diagrams.v(pos, "L14"), Diagrams.v(pos, "N13")));
        assertTrue("connection nodes " + c.nodeCounter(), c.nodeCounter() < 200);
    }
}
