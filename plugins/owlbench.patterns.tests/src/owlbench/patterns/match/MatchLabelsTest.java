package owlbench.patterns.match;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * A match's labels as the compiled matcher lays them out (one array of points shared out by the
 * variant's names): every label (the move '*' among them), its first point and its points in the
 * pattern's order, as the brute-force matcher's map of them, in all eight transformations of an
 * asymmetric pattern.
 */
public class MatchLabelsTest {
    /** Label 'a' on two cells, 'b' and 'c' on one each; no symmetry, so eight variants. */
    private static final String DB = "attribute_map general\n\n"
            + "Pattern L1\n\n.X.\nO*.\n..O\n\n:8,C\n\naX.\nb*a\n..c\n\n;lib(b)>0\n\n\n";

    private static Pattern pattern() {
        DbFile f = DbParser.parse(DB, "labels.db");
        assertEquals(f.diagnostics().toString(), 0, f.diagnostics().size());
        return f.patterns().get(0);
    }

    @Test
    public void compiledLabelsAreTheOraclesInEveryTransformation() {
        Pattern p = pattern();
        CompiledMatcher cm = new CompiledMatcher(List.of(p));
        int compared = 0;
        for (int t = 0; t < 8; t++) {
            // the shape laid out in transformation t around the anchor at K10
            Board b = new Board(19);
            int[] anchor = PatternGeometry.anchor(p.diagram());
            for (int row = 0; row < 3; row++) {
                for (int col = 0; col < 3; col++) {
                    char s = p.diagram().cell(row, col);
                    if (s != 'O' && s != 'X') continue;
                    int y = 9 + Transformation.row(t, row - anchor[0], col - anchor[1]);
                    int x = 9 + Transformation.col(t, row - anchor[0], col - anchor[1]);
                    b.setStone(b.point(x, y), s == 'O' ? StoneColor.WHITE : StoneColor.BLACK);
                }
            }
            List<Match> oracle = BruteForceMatcher.match(b, StoneColor.WHITE, p);
            List<Match> compiled = cm.match(b, StoneColor.WHITE);
            assertEquals("transformation " + t, oracle.size(), compiled.size());
            for (int i = 0; i < oracle.size(); i++) {
                Match o = oracle.get(i), c = compiled.get(i);
                assertEquals(o.key(), c.key());
                assertEquals(new ArrayList<>(o.labels().keySet()), new ArrayList<>(c.labels().keySet()));
                assertEquals(List.of('*', 'a', 'b', 'c'), new ArrayList<>(c.labels().keySet()));
                for (char l : new char[] {'*', 'a', 'b', 'c'}) {
                    assertArrayEquals(o.label(l), c.label(l));
                    assertArrayEquals(o.labels().get(l), c.labels().get(l));
                    assertEquals(o.point(l), c.point(l));
                }
                assertEquals(2, c.label('a').length);
                assertEquals(c.label('a')[0], c.point('a'));
                assertEquals(c.move, c.point('*'));
                assertNull(c.label('z'));
                assertEquals(0, c.point('z'));
                compared++;
            }
        }
        assertEquals(8, compared);
    }

    @Test
    public void labelsAreCopiesAndAnEmptyLabelHasNoPoint() {
        Board b = new Board(9);
        Map<Character, int[]> given = new LinkedHashMap<>();
        given.put('b', new int[] {Vertex.parse("C3", 9), Vertex.parse("D4", 9)});
        given.put('e', new int[0]);
        given.put('a', new int[] {Vertex.parse("E5", 9)});
        Match m = new Match(pattern(), 0, Vertex.parse("E5", 9), Board.PASS, given);
        assertEquals(List.of('b', 'e', 'a'), new ArrayList<>(m.labels().keySet()));
        assertEquals(Vertex.parse("C3", 9), m.point('b'));
        assertEquals(0, m.point('e'));
        assertArrayEquals(new int[0], m.label('e'));
        // neither the map given, nor an array handed out, changes the match
        given.get('b')[0] = 0;
        m.label('b')[0] = 0;
        m.labels().get('b')[0] = 0;
        assertEquals(Vertex.parse("C3", 9), m.point('b'));
        assertEquals(b.size(), 9);
    }
}
