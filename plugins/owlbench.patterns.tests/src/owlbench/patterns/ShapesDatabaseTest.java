package owlbench.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.TreeSet;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.match.BruteForceMatcher;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.patterns.model.DbFile;

/** The project's own shapes database (patterns/shapes.db): clean, and its shapes found where expected. */
public class ShapesDatabaseTest {
    private DbFile shapes;
    private PatternLibrary library;

    @Before
    public void load() throws IOException {
        File dir = new File(System.getProperty("owlbench.patterns", "../../patterns"));
        Assume.assumeTrue("the project's patterns/ directory is not at " + dir.getAbsolutePath() + ": skipping",
                new File(dir, "shapes.db").isFile());
        library = PatternLibrary.loadDefault(dir.toPath());
        shapes = library.database("shapes.db");
    }

    @Test
    public void parsesWithoutDiagnosticsAndAllConstraintsParse() {
        assertNotNull(shapes);
        assertEquals("", shapes.diagnostics().toString().replace("[]", ""));
        assertTrue(library.problems().toString(), library.problems().isEmpty());
        assertTrue(shapes.patterns().size() >= 10);
    }

    private static Board board(int size, String black, String white) {
        Board b = new Board(size);
        for (String v : black.split(" ")) if (!v.isEmpty()) b.setStone(Vertex.parse(v, size), StoneColor.BLACK);
        for (String v : white.split(" ")) if (!v.isEmpty()) b.setStone(Vertex.parse(v, size), StoneColor.WHITE);
        return b;
    }

    /** The move points of a pattern's matches for black; the compiled matcher must agree with brute force. */
    private TreeSet<String> moves(Board b, String pattern) {
        List<Match> all = new CompiledMatcher(shapes.patterns()).match(b, StoneColor.BLACK);
        TreeSet<String> keys = new TreeSet<>(), oracle = new TreeSet<>();
        for (Match m : all) keys.add(m.key());
        for (Match m : BruteForceMatcher.matchAll(b, StoneColor.BLACK, shapes.patterns())) oracle.add(m.key());
        assertEquals(oracle, keys);
        TreeSet<String> out = new TreeSet<>();
        for (Match m : all) if (m.pattern.name().equals(pattern)) out.add(Vertex.toString(m.move, b.size()));
        return out;
    }

    private static TreeSet<String> set(String... v) {
        return new TreeSet<>(List.of(v));
    }

    @Test
    public void emptyTriangle() {
        Board b = board(9, "C3 C4", "");
        assertEquals(set("B3", "B4", "D3", "D4"), moves(b, "OwlShape1"));
        assertEquals(shapes.pattern("OwlShape1").colon().value("shape").number, -2.0, 0);
    }

    @Test
    public void haneAtTheHeadOfTwoStones() {
        Board b = board(9, "E4 E5", "D4 D5");
        assertEquals(set("D3", "D6"), moves(b, "OwlShape3"));
    }

    @Test
    public void bambooJoint() {
        Board b = board(9, "C5 D5 C3", "");
        assertEquals(set("D3"), moves(b, "OwlShape4"));
    }

    @Test
    public void tigersMouthWithItsConstraint() {
        Board b = board(9, "D5 C4", "");
        // two mouths between the diagonal stones: D4 (closed from D3 or E4) and C5 (from B5 or C6)
        assertEquals(set("B5", "C6", "D3", "E4"), moves(b, "OwlShape5"));
        Constraints c = new Constraints(shapes);
        for (Match m : new CompiledMatcher(shapes.patterns()).match(b, StoneColor.BLACK)) {
            if (!m.pattern.name().equals("OwlShape5")) continue;
            String move = Vertex.toString(m.move, 9);
            assertEquals(move.equals("D3") || move.equals("E4") ? "D4" : "C5", Vertex.toString(m.point('a'), 9)); // the mouth
            EvalResult r = c.check(m, b, StoneColor.BLACK, null);
            assertEquals(EvalResult.Truth.TRUE, r.truth);
        }
    }

    @Test
    public void lonelyFirstLineMoveOnEveryEdge() {
        TreeSet<String> m = moves(new Board(9), "OwlShape13");
        assertEquals(20, m.size()); // C..G on each of the four edges
        assertTrue(m.containsAll(set("E1", "C1", "A3", "J7", "G9")));
        assertFalse(m.contains("B1"));
    }

    @Test
    public void connectAgainstAPeep() {
        Board b = board(9, "D5 F5", "E4");
        assertEquals(set("E5"), moves(b, "OwlShape7"));
        assertTrue(shapes.pattern("OwlShape7").colon().hasClass('C'));
    }
}
