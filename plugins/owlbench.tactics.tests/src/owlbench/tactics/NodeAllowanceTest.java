package owlbench.tactics;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ConnectionReader;
import owlbench.reading.Reader;

/** The node allowance that stops disconnect reads whose answer can no longer join dragons. */
public class NodeAllowanceTest {

    /** A one-space jump with a black stone nearby: reading the cut takes more than a few nodes. */
    private static Board jump() {
        return Positions.board(
                ".......",
                ".......",
                "...X...",
                ".O.O...",
                ".......",
                ".......",
                ".......");
    }

    @Test
    public void aReadPastTheAllowanceStopsWithItsMovesOnTheBoard() {
        Board b = jump();
        ConnectionReader cr = new ConnectionReader(new Reader(b));
        try {
            cr.disconnect(Positions.v(b, "B4"), Positions.v(b, "D4"), new NodeAllowance(3));
            fail("the read should have used more than 3 nodes");
        } catch (NodeAllowance.Exhausted e) {
            // the caller takes the trial moves back
            assertTrue("trial moves are left on the board", b.stackp() > 0);
        }
    }

    @Test
    public void aReadWithinTheAllowanceAnswersAsWithout() {
        Board b = jump();
        int s1 = Positions.v(b, "B4"), s2 = Positions.v(b, "D4");
        int plain = new ConnectionReader(new Reader(b.copy())).disconnect(s1, s2);
        int allowed = new ConnectionReader(new Reader(b)).disconnect(s1, s2, new NodeAllowance(1_000_000));
        assertEquals(plain, allowed);
        assertEquals(0, b.stackp());
    }
}
