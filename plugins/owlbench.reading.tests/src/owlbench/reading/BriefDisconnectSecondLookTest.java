package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

import org.junit.Test;

import owlbench.board.Board;

/**
 * How the second look at a cutting stone's ataris (ConnectionReader.setCaptureOrAtari) reaches
 * the owl statuses of SemeaiAgreement (docs/benchmarks.md, "The second look's racing dragons"):
 * through conn.db's disconnect_helper constraints in amalgamation, whose brief reads (the settings
 * of TacticalFacts' disconnect_helper: 5,000 nodes, 5 plies, no thorough root) answered a cut
 * where the full read, gnugo's disconnect and the read with the second look answer none. With
 * the second look the one-point jumps and the knight's move below are joined, as gnugo joins them.
 * Reads GNU Go's regression games in ../shared (skipped where absent).
 */
public class BriefDisconnectSecondLookTest {

    /** The settings of TacticalFacts' disconnect_helper reads. */
    private static SearchResult briefDisconnect(Board pos, String s1, String s2, boolean look) {
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        c.setNodeLimit(5000);
        c.setDepth(5);
        c.setThoroughRoot(false);
        c.setCaptureOrAtari(look);
        return c.disconnectResult(Diagrams.v(pos, s1), Diagrams.v(pos, s2), null);
    }

    private static void assertSecondLookJoins(String game, int move, String s1, String s2) throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        SearchResult with = briefDisconnect(pos, s1, s2, true);
        assertEquals(game + " " + move + " brief disconnect " + s1 + " " + s2 + " with the second look", ReadCodes.FAIL,
                with.code());
        assertFalse("within its budget", with.budgetExhausted());
        assertEquals(game + " " + move + " brief disconnect " + s1 + " " + s2 + " without it", ReadCodes.WIN,
                briefDisconnect(pos, s1, s2, false).code());
        assertEquals("the full read (gnugo 0 too)", "0", WideCheckPositions.ask(pos, "disconnect " + s1 + " " + s2));
    }

    /** SemeaiAgreement seed 1's moved dragon: M8 joins the big white dragon through CC503 (M8 + M6). */
    @Test
    public void incident74OnePointJump() throws Exception {
        assertSecondLookJoins("incident74.sgf", 138, "M8", "M6");
    }

    /** Held-out seed 2's moved dragon: K10, M9, M7 joined through CC503 (M9 + M7) and CC507 (M9 + K10). */
    @Test
    public void ab1FusekiJumpAndKnightsMove() throws Exception {
        assertSecondLookJoins("ab1_fuseki.sgf", 103, "M9", "M7");
        assertSecondLookJoins("ab1_fuseki.sgf", 103, "M9", "K10");
    }
}
