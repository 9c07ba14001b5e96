package owlbench.ui.patterns;

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

/** Matches of a handmade pattern on a handmade position, with a constraint that holds and one that fails. */
public class LiveMatchesTest {
    private static String db(String constraint) {
        return "Pattern Live1\n\n?O?\n.X*\n\n:8,-\n\n?O?\n.A*\n\n;" + constraint + "\n\n\n";
    }

    private static Board position() {
        Board b = new Board(9);
        b.setStone(Vertex.parse("E5", 9), StoneColor.BLACK);
        b.setStone(Vertex.parse("E6", 9), StoneColor.WHITE);
        return b;
    }

    @Test
    public void constraintThatHoldsAndOneThatFails() {
        DbFile ok = DbParser.parse(db("lib(A)>=3"), "live.db");
        assertFalse(ok.diagnostics().toString(), ok.hasErrors());
        List<LiveMatches.Row> rows = LiveMatches.compute(ok, ok.patterns().get(0), position(), StoneColor.WHITE);
        // The X stone at E5 with O above: the move is beside X, left (D5) or right (F5).
        assertEquals(rows.toString(), 2, rows.size());
        for (LiveMatches.Row r : rows) {
            assertEquals("true", r.result);
            assertTrue(r.move, r.move.equals("D5") || r.move.equals("F5"));
            assertTrue(r.labels, r.labels.contains("A=E5"));
        }
        DbFile bad = DbParser.parse(db("lib(A)>=4"), "live.db");
        rows = LiveMatches.compute(bad, bad.patterns().get(0), position(), StoneColor.WHITE);
        assertEquals(2, rows.size());
        for (LiveMatches.Row r : rows) {
            assertEquals("false", r.result);
            assertEquals(EvalResult.Truth.FALSE, r.truth);
        }
        // With O = black the pattern matches upside down: X is the white stone at E6.
        rows = LiveMatches.compute(ok, ok.patterns().get(0), position(), StoneColor.BLACK);
        assertEquals(2, rows.size());
        for (LiveMatches.Row r : rows) {
            assertTrue(r.labels, r.labels.contains("A=E6"));
            assertTrue(r.move, r.move.equals("D6") || r.move.equals("F6"));
        }
    }
}
