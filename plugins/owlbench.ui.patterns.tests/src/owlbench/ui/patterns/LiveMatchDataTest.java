package owlbench.ui.patterns;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.match.BruteForceMatcher;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.ui.model.BoardOverlay;

/**
 * The data behind the Live Matches view, without the workbench: rows of all patterns against the
 * matcher, covered points, the failing part, the filter, the board marks, points listing; the move
 * values themselves are the engine's (owlbench.patterns.model.MoveValueTest).
 */
public class LiveMatchDataTest {
    private static final String DB = "Pattern Live1\n\n?O?\n.X*\n\n:8,-\n\n?O?\n.A*\n\n;lib(A)>=4 || olib(*) > 8\n\n\n"
            + "Pattern Live2\n\nO\nX\n*\n\n:|,OX,shape(2)\n\n\n"
            + "Pattern Live3\n\nXX*\n\n:8,jF\n\n\n";

    private static Board position() {
        Board b = new Board(9);
        b.setStone(Vertex.parse("E5", 9), StoneColor.BLACK);
        b.setStone(Vertex.parse("E6", 9), StoneColor.WHITE);
        return b;
    }

    private static int pt(String v) {
        return Vertex.parse(v, 9);
    }

    private static DbFile db() {
        DbFile db = DbParser.parse(DB, "data.db");
        assertFalse(db.diagnostics().toString(), db.hasErrors());
        return db;
    }

    @Test
    public void allPatternsAgreeWithTheMatcher() {
        DbFile db = db();
        List<LiveMatches.Row> rows = LiveMatches.computeAll(new LiveMatches.Compiled(db, ""), position(), StoneColor.WHITE, 0);
        assertEquals(BruteForceMatcher.matchAll(position(), StoneColor.WHITE, db.patterns()).size(), rows.size());
        assertEquals(3, rows.size());
        assertEquals(1, LiveMatches.computeAll(new LiveMatches.Compiled(db, "LIVE2"), position(), StoneColor.WHITE, 0).size());
        // the class filter: "OX" is Live2's classification
        assertEquals(List.of("Live2"), names(LiveMatches.computeAll(new LiveMatches.Compiled(db, "ox"), position(), StoneColor.WHITE, 0)));
        for (LiveMatches.Row r : rows) {
            assertEquals("the name's place in the text", DB.indexOf(r.pattern), r.nameOffset);
            assertEquals(r.pattern.length(), r.nameLength);
        }
    }

    private static List<String> names(List<LiveMatches.Row> rows) {
        String[] out = new String[rows.size()];
        for (int i = 0; i < out.length; i++) out[i] = rows.get(i).pattern;
        return Arrays.asList(out);
    }

    @Test
    public void failingPartAndCoveredPoints() {
        DbFile db = db();
        Pattern live1 = db.patterns().get(0);
        List<LiveMatches.Row> rows = LiveMatches.compute(db, live1, position(), StoneColor.WHITE, 100);
        assertEquals(2, rows.size());
        for (LiveMatches.Row r : rows) {
            assertEquals("false", r.result);
            assertEquals("neither alternative holds", "lib(A)>=4 || olib(*) > 8", r.failing);
            assertEquals(100 + DB.indexOf("Live1"), r.nameOffset);
            assertEquals(6, r.covered.length);
            int[] c = r.covered.clone();
            Arrays.sort(c);
            String side = r.move.equals("F5") ? "F" : "D";
            int[] expected = {pt("D6"), pt("E6"), pt("F6"), pt("D5"), pt("E5"), pt("F5")};
            Arrays.sort(expected);
            assertArrayEquals(expected, c);
            assertTrue(r.covers(pt(side + "5")));
            assertFalse(r.covers(pt("E4")));
        }
    }

    @Test
    public void marksAndPointListing() {
        DbFile db = db();
        List<LiveMatches.Row> rows = LiveMatches.computeAll(new LiveMatches.Compiled(db, ""), position(), StoneColor.WHITE, 0);
        BoardOverlay o = LiveMatchOverlay.build(9, rows, null, false);
        assertEquals(LiveMatchOverlay.FALSE_RGB, o.color(pt("D5")));
        assertEquals("Live2 has no constraint: true (its class checks are listed, not made)", LiveMatchOverlay.TRUE_RGB, o.color(pt("E4")));
        assertEquals(BoardOverlay.CIRCLE, o.mark(pt("E4")));
        assertEquals("labels only for the selected match", null, o.label(pt("E5")));
        LiveMatches.Row live1 = rows.get(0);
        o = LiveMatchOverlay.build(9, rows, live1, false);
        assertEquals("A", o.label(pt("E5")));
        assertEquals(BoardOverlay.TRIANGLE, o.mark(live1.movePoint));
        LiveMatchOverlay.AtPoint at = LiveMatchOverlay.at(rows, pt("E5"));
        assertEquals(List.of(), at.move);
        assertEquals(List.of("Live1", "Live2"), at.covering);
        at = LiveMatchOverlay.at(rows, pt("F5"));
        assertEquals(List.of("Live1"), at.move);
        assertEquals("Live1's other match covers F5 too, but Live1 is listed once", List.of(), at.covering);
    }

    @Test
    public void rowsCarryTheEnginesMoveValues() {
        DbFile db = db();
        Pattern live2 = db.patterns().get(1);
        List<LiveMatches.Row> rows = LiveMatches.compute(db, live2, position(), StoneColor.WHITE, 0);
        assertFalse(rows.isEmpty());
        assertEquals(owlbench.patterns.model.MoveValue.summary(live2), rows.get(0).value);
        assertEquals(owlbench.patterns.model.MoveValue.details(live2), rows.get(0).valueDetails);
    }
}
