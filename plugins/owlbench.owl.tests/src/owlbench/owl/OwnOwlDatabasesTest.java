package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Match;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * owlbench's own owl databases in patterns/ (owl_attackpats.db, owl_defendpats.db,
 * owl_vital_apats.db): each parses without a diagnostic, holds at least the patterns written for
 * it, and every pattern is usable by the owl reader: a comment says what it does, its diagram
 * names a goal element (so that the goal_elements filter can let it through), it has a value
 * that orders it among owl's own candidates, and on a board made from its own diagram it matches
 * with its move at the diagram's '*'.
 */
public class OwnOwlDatabasesTest {
    /** The fewest patterns each database must keep (attack, defence, vital): what was written for it. */
    private static final int[] AT_LEAST = {27, 24, 2};

    private static Path own(String name) {
        Path p = Path.of(System.getProperty("owlbench.patterns", "../../patterns")).resolve(name);
        assertTrue("owlbench's own database is part of the repository: " + p, Files.isRegularFile(p));
        return p;
    }

    private static DbFile parse(String name) throws IOException {
        DbFile f = DbParser.parse(own(name));
        for (Diagnostic d : f.diagnostics()) {
            assertTrue("no problem in " + name + ": " + d.format(f.sourceName()), !d.isError());
        }
        return f;
    }

    @Test
    public void theOwnDatabasesLoadWithTheirPatterns() throws IOException {
        String[] names = {OwlDatabases.ATTACK, OwlDatabases.DEFEND, OwlDatabases.VITAL};
        for (int i = 0; i < names.length; i++) {
            DbFile f = parse(names[i]);
            for (Diagnostic d : f.diagnostics()) {
                assertTrue("no warning either in " + names[i] + ": " + d.format(f.sourceName()), false);
            }
            int n = OwlPatternDatabase.load(own(names[i])).size();
            assertTrue(names[i] + " has " + n + " patterns, at least " + AT_LEAST[i] + " expected", n >= AT_LEAST[i]);
            assertEquals("every pattern of " + names[i] + " is usable (diagram and ':' line)", f.patterns().size(), n);
        }
    }

    @Test
    public void patternNamesAreUniqueAcrossTheThreeDatabases() throws IOException {
        Set<String> seen = new HashSet<>();
        for (String name : new String[] {OwlDatabases.ATTACK, OwlDatabases.DEFEND, OwlDatabases.VITAL}) {
            for (Pattern p : parse(name).patterns()) {
                assertTrue("pattern name " + p.name() + " in " + name + " is used once", seen.add(p.name()));
            }
        }
    }

    @Test
    public void everyAttackPatternMatchesItsOwnDiagram() throws IOException {
        checkEveryPattern(OwlDatabases.ATTACK, 'X');
        checkEveryPattern(OwlDatabases.VITAL, 'X');
    }

    @Test
    public void everyDefencePatternMatchesItsOwnDiagram() throws IOException {
        checkEveryPattern(OwlDatabases.DEFEND, 'O');
    }

    /**
     * For each pattern of the file: a comment, a value, a goal-element cell of the goal's symbol,
     * and a match of the pattern at its own '*' on the board its diagram draws (O the mover's
     * stones, X the other colour's, every other cell empty), placed against the edges it shows.
     */
    private static void checkEveryPattern(String name, char goalSymbol) throws IOException {
        DbFile f = parse(name);
        assertTrue(name + " has patterns", !f.patterns().isEmpty());
        for (Pattern p : f.patterns()) {
            String where = p.name() + " (" + name + ":" + p.range().line + ")";
            assertTrue(where + " says what it does in a comment", !p.commentLines().isEmpty());
            int value = OwlPatternDatabase.value(p);
            assertTrue(where + " has a value between 1 and 99: " + value, value > 0 && value < 100);
            Diagram d = p.diagram();
            assertTrue(where + " shows a goal element '" + goalSymbol + "'",
                    d.find(goalSymbol) != null || d.find(Character.toLowerCase(goalSymbol)) != null);
            int n = 19;
            Board b = new Board(n);
            int top = d.hasTopEdge() ? 0 : d.hasBottomEdge() ? n - d.height() : (n - d.height()) / 2;
            int left = d.hasLeftEdge() ? 0 : d.hasRightEdge() ? n - d.width() : (n - d.width()) / 2;
            int star = Board.PASS;
            for (int r = 0; r < d.height(); r++) {
                for (int c = 0; c < d.width(); c++) {
                    int point = Vertex.parse("" + Vertex.columnLetter(left + c) + (n - top - r), n);
                    char cell = d.cell(r, c);
                    if (cell == 'O') b.setStone(point, StoneColor.BLACK);
                    if (cell == 'X') b.setStone(point, StoneColor.WHITE);
                    if (cell == '*') star = point;
                }
            }
            assertTrue(where + " has a move", star != Board.PASS);
            List<Match> own = new ArrayList<>();
            for (Match m : new CompiledMatcher(List.of(p)).match(b, StoneColor.BLACK)) {
                if (m.move == star) own.add(m);
            }
            assertTrue(where + " matches its own diagram at its move " + Vertex.toString(star, n) + "\n" + b.showboard(), !own.isEmpty());
        }
    }
}
