package owlbench.owl;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;

/**
 * The liberty-only worm facts owl's eye analysis reads at every node: a lone stone whose capture
 * is a ko is attacked only through ko (doc/eyes.texi, "Eye Topology with Ko" values its diagonal so).
 */
public class QuickWormFactsTest {
    private static Board board(String... rows) {
        int n = rows.length;
        Board b = new Board(n);
        for (int r = 0; r < n; r++) {
            String row = rows[r].replace(" ", "");
            for (int c = 0; c < n; c++) {
                char ch = row.charAt(c);
                if (ch == 'X' || ch == 'O') b.setStone(v(b, "" + Vertex.columnLetter(c) + (n - r)), ch == 'X' ? StoneColor.BLACK : StoneColor.WHITE);
            }
        }
        return b;
    }

    private static int v(Board b, String vertex) {
        return Vertex.parse(vertex, b.size());
    }

    /** X at C4 in atari at D4, where an O stone taking it would be left in atari itself: a ko. */
    @Test
    public void aLoneStoneWhoseCaptureIsAKoIsAttackedThroughKo() {
        Board b = board(
                ". . . . . . .",
                ". . . . . . .",
                ". X O X . . .",
                ". O X . X . .",
                ". . O X . . .",
                ". . . . . . .",
                ". . . . . . .");
        QuickWormFacts f = new QuickWormFacts(b);
        int c4 = v(b, "C4");
        assertEquals(ReadCodes.KO_A, f.attackCode(c4));
        assertEquals(v(b, "D4"), f.attackPoint(c4));
    }

    /** A lone stone taken by a stone that keeps liberties is a plain capture. */
    @Test
    public void aLoneStoneTakenByAStoneWithLibertiesIsAPlainCapture() {
        Board b = board(
                ". . . . . . .",
                ". . . . . . .",
                ". . O . . . .",
                ". O X . . . .",
                ". . O . . . .",
                ". . . . . . .",
                ". . . . . . .");
        QuickWormFacts f = new QuickWormFacts(b);
        assertEquals(ReadCodes.WIN, f.attackCode(v(b, "C4")));
    }

    /** Two stones taken at once are no ko, even when the capturing stone is left with one liberty. */
    @Test
    public void twoStonesInAtariAreAPlainCapture() {
        Board b = board(
                ". . . . . . .",
                ". . X . . . .",
                ". X O O X . .",
                ". O X X . X .",
                ". . O O X . .",
                ". . . . . . .",
                ". . . . . . .");
        QuickWormFacts f = new QuickWormFacts(b);
        assertEquals(ReadCodes.WIN, f.attackCode(v(b, "C4")));
        assertEquals(ReadCodes.FAIL, f.attackCode(v(b, "E5")));
    }

    /** O's stone that has just taken the ko cannot be retaken at once: attacked only after a threat (KO_B). */
    @Test
    public void theStoneThatJustTookAKoIsAttackedOnlyAfterAThreat() {
        Board b = board(
                ". . . . . . .",
                ". . . . . . .",
                ". X O X . . .",
                ". O X . X . .",
                ". . O X . . .",
                ". . . . . . .",
                ". . . . . . .");
        b.play(v(b, "D4"), StoneColor.WHITE);
        QuickWormFacts f = new QuickWormFacts(b);
        int d4 = v(b, "D4");
        assertEquals(ReadCodes.KO_B, f.attackCode(d4));
        assertEquals(v(b, "C4"), f.attackPoint(d4));
    }
}
