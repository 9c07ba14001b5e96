package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.v;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * OwlParams.tacticalReadsRemembered (off: it moved owl.tst 158's answer): an owl search's tactical
 * read asked again at the same position, depth and string is answered from what it remembers, with
 * no reading node; another position, a forgotten memo or the switch off reads again.
 */
public class OwlTacticalReadsRememberedTest {
    /** Black's D5 in a ladder-free net: two liberties, white captures it with D6 or C5. */
    private static Board netted() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . O . . . . .",
                ". . . X O . . . .",
                ". . O . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    private static long[] askTwice(boolean remember) {
        Board b = netted();
        Reader r = new Reader(b);
        OwlParams p = new OwlParams();
        p.tacticalReadsRemembered = remember;
        TacticalReads reads = new TacticalReads(r, p);
        int d5 = v(b, "D5");
        int first = reads.attack(d5);
        int firstMove = reads.lastMove();
        long afterFirst = r.nodeCounter();
        int second = reads.attack(d5);
        assertEquals("the same code", first, second);
        assertEquals("the same move", firstMove, reads.lastMove());
        return new long[] {first, afterFirst, r.nodeCounter() - afterFirst};
    }

    @Test
    public void aReadAskedAgainAtTheSamePositionCostsNoNode() {
        long[] on = askTwice(true);
        assertEquals("D5 is captured", ReadCodes.WIN, on[0]);
        assertTrue("the first read reads", on[1] > 0);
        assertEquals("remembered: no node the second time", 0, on[2]);
        long[] off = askTwice(false);
        assertTrue("not remembered: the reader is asked again (" + off[2] + " nodes)", off[2] > 0);
    }

    @Test
    public void anotherPositionOrAForgottenMemoReadsAgain() {
        Board b = netted();
        Reader r = new Reader(b);
        OwlParams p = new OwlParams();
        p.tacticalReadsRemembered = true;
        TacticalReads reads = new TacticalReads(r, p);
        int d5 = v(b, "D5");
        reads.attack(d5);
        // two moves far away: another position (and depth), read again
        assertTrue(b.trymove(v(b, "J1"), StoneColor.BLACK));
        assertTrue(b.trymove(v(b, "J9"), StoneColor.WHITE));
        long before = r.nodeCounter();
        reads.attack(d5);
        assertTrue("another position is read", r.nodeCounter() > before);
        b.popgo();
        b.popgo();
        reads.clear();
        before = r.nodeCounter();
        reads.attack(d5);
        assertTrue("forgotten: read again", r.nodeCounter() > before);
    }
}
