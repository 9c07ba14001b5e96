package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * ReadingParams.questionCapturesUp (off, twenty-fifth session): in question reads, below the root,
 * the defender's captures go up the move order whichever generator proposed them. The same answer
 * in fewer nodes here; the plain reads read the same nodes whatever it says.
 */
public class QuestionCapturesUpTest {

    /**
     * nodan-guno 23 of the wide check's games (9x9), drawn: white's E4 (two liberties, D4 E3)
     * cannot be captured (ours 0; gnugo 2 D4, a ko).
     */
    private static Board nodanGuno23() {
        return Diagrams.board(
                ". . . . . . . . .",
                ". . . . X . . . .",
                ". . X . . . X . .",
                ". O O . O . . . .",
                ". X X O X X X . .",
                ". X O . O . O X .",
                ". X X O . O X X .",
                ". X O X . . O X .",
                ". . . . . . . . .");
    }

    private static SearchResult attackE4(boolean on) {
        Board b = nodanGuno23();
        ReadingParams p = new ReadingParams();
        p.questionCapturesUp = on;
        SearchResult r = new Reader(b, p).attackResult(Diagrams.v(b, "E4"), null);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        return r;
    }

    @Test
    public void offByDefault() {
        assertFalse(new ReadingParams().questionCapturesUp);
    }

    @Test
    public void theFailingAttackReadsFewerNodes() {
        SearchResult off = attackE4(false);
        SearchResult on = attackE4(true);
        assertEquals(ReadCodes.FAIL, off.code());
        assertEquals(ReadCodes.FAIL, on.code());
        assertTrue("nodes without it " + off.nodes() + ", with it " + on.nodes(), on.nodes() * 20 < off.nodes() * 19);
    }

    @Test
    public void thePlainReadsReadTheSameNodes() {
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = nodanGuno23();
            ReadingParams p = new ReadingParams();
            p.questionCapturesUp = on;
            Reader r = new Reader(b, p);
            int e4 = Diagrams.v(b, "E4");
            r.attack(e4);
            r.findDefense(e4);
            nodes[on ? 1 : 0] = r.nodeCounter();
        }
        assertEquals(nodes[0], nodes[1]);
    }
}
