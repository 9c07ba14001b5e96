package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The connection reader's second look at a cutting stone's ataris (setCaptureOrAtari) in a brief
 * disconnect read (TacticalFacts' disconnect_helper settings) on a handmade position, with no
 * file of ../shared: BriefDisconnectSecondLookTest holds it on GNU Go's regression games, which a
 * clone without ../shared skips. The position came from a random search over small boards for a
 * pair the brief read cuts only without the look, kept because gnugo 3.8's disconnect answers 0.
 */
public class BriefDisconnectSecondLookHandmadeTest {

    /** White's B7-C7-D7-D6 and B5-B4 one point apart across B6 on the 7x7 board. */
    static Board jumpOnTheEdge() {
        return Diagrams.board(
                ". O O O . X .",
                ". . . O . . O",
                "X O X X . . .",
                "X O . X O . .",
                "X . . . . X .",
                ". . . . X . .",
                "O . . O O O X");
    }

    /** The settings of TacticalFacts' disconnect_helper reads (CaptureOrAtariTest's). */
    private static SearchResult briefDisconnect(Board pos, boolean look) {
        return CaptureOrAtariTest.briefDisconnect(pos, "B7", "B5", look);
    }

    @Test
    public void theSecondLookJoinsTheJump() {
        Board pos = jumpOnTheEdge();
        SearchResult with = briefDisconnect(pos, true);
        assertEquals("brief disconnect B7 B5 with the second look", ReadCodes.FAIL, with.code());
        assertFalse("within its budget", with.budgetExhausted());
        assertEquals("brief disconnect B7 B5 without it", ReadCodes.WIN, briefDisconnect(jumpOnTheEdge(), false).code());
        // gnugo 3.8: disconnect B7 B5 answers 0 too
        assertEquals("the full read", "0", WideCheckPositions.ask(jumpOnTheEdge(), "disconnect B7 B5"));
    }
}
