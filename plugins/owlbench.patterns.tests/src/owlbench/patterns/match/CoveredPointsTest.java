package owlbench.patterns.match;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

import java.util.Arrays;
import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.ConstBoard;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.parser.DbParser;

/** The board points under a matched pattern's diagram, in every transformation and at the edge. */
public class CoveredPointsTest {
    private static int pt(String v) {
        return Vertex.parse(v, 9);
    }

    private static int[] sorted(int... points) {
        int[] c = points.clone();
        Arrays.sort(c);
        return c;
    }

    @Test
    public void twoByThreeDiagramCoversSixPointsInEachOrientation() {
        DbFile db = DbParser.parse("Pattern C1\n\n?O?\n.X*\n\n:8,-\n\n\n", "c.db");
        assertFalse(db.diagnostics().toString(), db.hasErrors());
        Board b = new Board(9);
        b.setStone(pt("E5"), StoneColor.BLACK);
        b.setStone(pt("E6"), StoneColor.WHITE);
        ConstBoard view = b;
        List<Match> ms = BruteForceMatcher.match(b, StoneColor.WHITE, db.patterns().get(0));
        assertEquals(2, ms.size());
        for (Match m : ms) {
            int[] covered = PatternGeometry.covered(m, view);
            String side = m.move == pt("F5") ? "F" : "D";
            String other = side.equals("F") ? "D" : "F";
            assertArrayEquals(Vertex.toString(m.move, 9), sorted(pt(other + "6"), pt("E6"), pt(side + "6"), pt(other + "5"),
                    pt("E5"), pt(side + "5")), sorted(covered));
        }
    }

    @Test
    public void edgeRowsOutsideTheBoardAreLeftOut() {
        // '-' is the edge: the pattern's first row lies outside the board
        DbFile db = DbParser.parse("Pattern E1\n\n---\n.X*\n\n:8,-\n\n\n", "e.db");
        assertFalse(db.diagnostics().toString(), db.hasErrors());
        Board b = new Board(9);
        b.setStone(pt("E9"), StoneColor.BLACK);
        List<Match> ms = BruteForceMatcher.match(b, StoneColor.WHITE, db.patterns().get(0));
        assertEquals(2, ms.size());
        for (Match m : ms) {
            int[] covered = PatternGeometry.covered(m, b);
            assertEquals("only the on-board row: " + Arrays.toString(covered), 3, covered.length);
            for (int p : covered) assertEquals("the top row", 0, b.row(p));
        }
    }
}
