package owlbench.owl.optics;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * OwlParams.edgeBehindContestedPairs: owl.tst 7's corner after B B5 W A2, on 9x9. White's B4 is
 * in white's domain by the third rule but touches black's B5, so without the switch it is no pair
 * member and white's domain stops short of the first-line A4 (gnugo's eye_data puts A4 in white's
 * space); with it A4, beside white's own A3 and touching no black stone, is reached through B4 and
 * B3.
 */
public class DomainsEdgeBehindContestedTest {

    /** The 9x9 point of a GTP vertex such as "B4" (no I column). */
    private static int at(Board b, String v) {
        int col = "ABCDEFGHJ".indexOf(v.charAt(0));
        int row = Integer.parseInt(v.substring(1));
        return b.point(col, b.size() - row);
    }

    private static boolean[][] domains(boolean edgeBehindContested) {
        Board b = new Board(9);
        for (String v : new String[] {"C3", "A2", "C2", "D3"}) b.setStone(at(b, v), StoneColor.WHITE);
        for (String v : new String[] {"B5", "C5", "D4", "E3"}) b.setStone(at(b, v), StoneColor.BLACK);
        boolean[] lively = new boolean[b.boardArraySize()];
        for (int p : b.onBoardPoints()) lively[p] = StoneColor.isStone(b.color(p));
        return Domains.compute(b, b.onBoardPoints(), lively, edgeBehindContested);
    }

    @Test
    public void theFirstLinePointUnderAContestedPairJoinsWhitesDomainWithTheSwitch() {
        Board b = new Board(9);
        int a4 = at(b, "A4"), b4 = at(b, "B4");
        boolean[][] off = domains(false), on = domains(true);
        assertTrue("B4 is white's by the third rule", off[StoneColor.WHITE][b4]);
        assertFalse("without the switch white's domain stops at B4", off[StoneColor.WHITE][a4]);
        assertTrue("with it A4 is white's", on[StoneColor.WHITE][a4]);
    }

    @Test
    public void anEdgePointTouchingTheOpponentIsNotReachedSo() {
        Board b = new Board(9);
        int a5 = at(b, "A5");
        // A5 touches black's B5: the opponent's first rules hold it, the switch leaves it out
        assertFalse(domains(true)[StoneColor.WHITE][a5]);
    }
}
