package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * In question reads, below the root, the defender's ataris on two-liberty attacker strings are
 * ordered by the attacker's escape (ReadingParams.questionCounterAtariEscape, twenty-fifth
 * session): the same answers in fewer nodes; the plain reads read the same nodes whatever it says.
 */
public class CounterAtariEscapeTest {

    /**
     * cgos/26449 14 of the wide check's games (9x9), drawn: black's G7 G6 (three liberties, G8 H7
     * H6) cannot be captured (gnugo 3.8 says 0 too); white's ataris on black's F5 and the chases
     * below decide it.
     */
    private static Board cgos26449() {
        return Diagrams.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . O X . .",
                ". . . X X O X . .",
                ". . . . O X O . .",
                ". . . . X X O . .",
                ". . . . . . O . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    /**
     * kgs/tournament10/tlsBot-GNU 21 (9x9), drawn: white's B3 C3 (two liberties, B2 C2) is
     * captured; ours and gnugo's codes agree (1), gnugo plays D2, we C2.
     */
    private static Board tlsBot21() {
        return Diagrams.board(
                ". . . . . . . . .",
                ". . . O O X . . .",
                ". . . O X . X . .",
                ". . . O X . . . .",
                ". . . O O X X . .",
                ". O O . X O . . .",
                ". X X O X . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    private static SearchResult attack(Board b, String vertex, boolean on) {
        ReadingParams p = new ReadingParams();
        p.questionCounterAtariEscape = on;
        SearchResult r = new Reader(b, p).attackResult(Diagrams.v(b, vertex), null);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        return r;
    }

    @Test
    public void onByDefault() {
        assertTrue(new ReadingParams().questionCounterAtariEscape);
    }

    @Test
    public void theFailingAttackReadsFewerNodes() {
        SearchResult off = attack(cgos26449(), "G7", false);
        SearchResult on = attack(cgos26449(), "G7", true);
        assertEquals(ReadCodes.FAIL, off.code());
        assertEquals(ReadCodes.FAIL, on.code());
        assertTrue("nodes without the order " + off.nodes() + ", with it " + on.nodes(),
                on.nodes() * 10 < off.nodes() * 9);
    }

    @Test
    public void theCaptureIsFoundInFewerNodes() {
        SearchResult off = attack(tlsBot21(), "B3", false);
        SearchResult on = attack(tlsBot21(), "B3", true);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertTrue("nodes without the order " + off.nodes() + ", with it " + on.nodes(), on.nodes() < off.nodes());
    }

    @Test
    public void thePlainReadsReadTheSameNodes() {
        // the owl's, worms', semeai and connection reads (attack, findDefense) never see the order
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = cgos26449();
            ReadingParams p = new ReadingParams();
            p.questionCounterAtariEscape = on;
            Reader r = new Reader(b, p);
            int g7 = Diagrams.v(b, "G7");
            r.attack(g7);
            r.findDefense(g7);
            nodes[on ? 1 : 0] = r.nodeCounter();
        }
        assertEquals(nodes[0], nodes[1]);
    }
}
