package owlbench.patterns.match;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.parser.DbParser;

/**
 * Constraints.holdsAlways (h/owlspeed27): owl builds a match only for a pattern whose check reads
 * it. A pattern with neither a constraint nor a helper holds on every match; one with a constraint,
 * or with a helper on its ':' line (which only engine facts answer), is checked on the match.
 */
public class ConstraintsHoldsAlwaysTest {
    private static final String DB = "attribute_map general\n\n"
            + "Pattern P1\n\nO*.\n\n:8,-\n\n\n"
            + "Pattern P2\n\nO*.\n\n:8,-\n\na*.\n\n;lib(a) > 3\n\n\n"
            + "Pattern P3\n\nO*.\n\n:8,-,value(30),some_helper\n\n\n";

    @Test
    public void onlyAPatternWithoutConstraintOrHelperHoldsAlways() {
        DbFile f = DbParser.parse(DB, "holds.db");
        Constraints cs = new Constraints(f);
        assertTrue("no constraint, no helper", cs.holdsAlways(f.pattern("P1")));
        assertFalse("a constraint", cs.holdsAlways(f.pattern("P2")));
        assertFalse("a helper", cs.holdsAlways(f.pattern("P3")));
        // a white stone on E5 with black stones on E6 and D5 (two liberties, E4 and F5): P1 holds
        // at each of its matches, P2's constraint (more than three liberties) fails, and P3 needs
        // its helper, which no facts provide here
        Board b = new Board(9);
        b.setStone(Vertex.parse("E5", 9), StoneColor.WHITE);
        b.setStone(Vertex.parse("E6", 9), StoneColor.BLACK);
        b.setStone(Vertex.parse("D5", 9), StoneColor.BLACK);
        List<Match> ms = BruteForceMatcher.matchAll(b, StoneColor.WHITE, f.patterns());
        int p1 = 0, p2 = 0, p3 = 0;
        for (Match m : ms) {
            EvalResult r = cs.check(m, b, StoneColor.WHITE, null);
            switch (m.pattern.name()) {
                case "P1":
                    p1++;
                    assertEquals(EvalResult.Truth.TRUE, r.truth);
                    break;
                case "P2":
                    p2++;
                    assertEquals("E5 has two liberties", EvalResult.Truth.FALSE, r.truth);
                    break;
                default:
                    p3++;
                    assertFalse("the helper is not known without facts", r.isKnown());
                    break;
            }
        }
        assertTrue("each pattern matches: " + p1 + " " + p2 + " " + p3, p1 > 0 && p2 > 0 && p3 > 0);
    }
}
