package owlbench.patterns.match;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;

import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.parser.DbParser;

/** The failing part of a pattern's constraint on real matches, in the text as written in the .db file. */
public class ConstraintFailureTest {
    private static DbFile db(String constraint, String helper) {
        return DbParser.parse("Pattern F1\n\n?O?\n.X*\n\n:8,-" + helper + "\n\n?O?\n.A*\n\n;" + constraint + "\n\n\n", "f.db");
    }

    private static Board position() {
        Board b = new Board(9);
        b.setStone(Vertex.parse("E5", 9), StoneColor.BLACK);
        b.setStone(Vertex.parse("E6", 9), StoneColor.WHITE);
        return b;
    }

    @Test
    public void failingPartAcrossLines() {
        // the constraint spans two ';' lines: the failing part is reported as one line of text
        DbFile f = DbParser.parse("Pattern F1\n\n?O?\n.X*\n\n:8,-\n\n?O?\n.A*\n\n;lib(A) == 3\n;&& (olib(*) >\n;   7)\n\n\n", "f.db");
        assertFalse(f.diagnostics().toString(), f.hasErrors());
        Constraints c = new Constraints(f);
        List<Match> ms = BruteForceMatcher.match(position(), StoneColor.WHITE, f.patterns().get(0));
        assertEquals(2, ms.size());
        for (Match m : ms) assertEquals("olib(*) > 7", c.failingText(m, position(), StoneColor.WHITE, null));
    }

    @Test
    public void trueConstraintHasNoFailingPart() {
        DbFile f = db("lib(A) == 3", "");
        Constraints c = new Constraints(f);
        for (Match m : BruteForceMatcher.match(position(), StoneColor.WHITE, f.patterns().get(0))) {
            assertNull(c.failingText(m, position(), StoneColor.WHITE, null));
        }
    }

    @Test
    public void helperThatSaysNo() {
        DbFile f = db("lib(A) == 3", ",my_helper");
        assertFalse(f.diagnostics().toString(), f.hasErrors());
        Constraints c = new Constraints(f);
        owlbench.patterns.expr.PatternFacts no = new owlbench.patterns.expr.PatternFacts() {
            @Override public boolean provides(String name) { return name.equals("my_helper"); }
            @Override public double call(String name, owlbench.patterns.expr.MatchBindings m, int[] points) { return 0; }
        };
        for (Match m : BruteForceMatcher.match(position(), StoneColor.WHITE, f.patterns().get(0))) {
            assertNull(c.failingText(m, position(), StoneColor.WHITE, null)); // unknown without the helper
            assertEquals("helper my_helper", c.failingText(m, position(), StoneColor.WHITE, no));
        }
    }
}
