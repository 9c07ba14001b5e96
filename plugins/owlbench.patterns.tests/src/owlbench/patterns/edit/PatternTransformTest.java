package owlbench.patterns.edit;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Match;
import owlbench.patterns.match.Transformation;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.patterns.parser.TextEdit;

/** Rotating and mirroring patterns: the 8 symmetries, round trips, edges, labels, the ':' symmetry. */
public class PatternTransformTest {
    /** No symmetry: a corner pattern with a constraint diagram, comments, constraint and action. */
    private static final String CORNER = "attribute_map general\n\n"
            + "# before\n"
            + "Pattern C1\n"
            + "# a comment\n\n"
            + "+----\n"
            + "|.X..   side comment\n"
            + "|O*..\n"
            + "|....\n\n"
            + ":8,OC,shape(2)\n\n"
            + "+----\n"
            + "|.Ab.\n"
            + "|O*..\n"
            + "|....\n\n"
            + ";lib(A)>1 && b\n"
            + ">prevent_attack_threat(A)\n\n\n"
            + "Pattern Other\n\nO*\n\n:8,-\n\n\n";

    private static final String SYMMETRIC = "Pattern S\n\n.O.\nX*X\n...\n\n:|,-\n\n\n";

    private static DbFile parse(String text) {
        DbFile f = DbParser.parse(text, "t.db");
        assertEquals(f.diagnostics().toString(), 0, f.errors().size());
        return f;
    }

    private static String turn(String text, String name, int t) {
        DbFile f = parse(text);
        Pattern p = f.pattern(name);
        return TextEdit.applyToText(text, PatternTransform.edit(text, p, t));
    }

    @Test
    public void eightTransformationsOfAnAsymmetricPatternAreDistinctAndValid() {
        Set<String> diagrams = new HashSet<>();
        for (int t = 0; t < 8; t++) {
            String out = turn(CORNER, "C1", t);
            DbFile f = parse(out);
            Pattern p = f.pattern("C1");
            diagrams.add(String.join("\n", p.diagram().rowTexts()));
            // everything but the diagrams is kept
            assertTrue(out.startsWith("attribute_map general\n\n# before\nPattern C1\n# a comment\n\n"));
            assertTrue(out.contains("\n:8,OC,shape(2)\n"));
            assertTrue(out.contains("\n;lib(A)>1 && b\n>prevent_attack_threat(A)\n"));
            assertTrue(out.endsWith("Pattern Other\n\nO*\n\n:8,-\n\n\n"));
            assertTrue("side comment kept in " + out, out.contains("   side comment\n"));
            // labels stay on the same stones: A on the X stone, b on an empty point
            int[] a = p.labels().get('A').get(0);
            assertEquals('X', p.diagram().cell(a[0], a[1]));
            int[] b = p.labels().get('b').get(0);
            assertEquals('.', p.diagram().cell(b[0], b[1]));
            assertEquals(12, p.diagram().width() * p.diagram().height());
        }
        assertEquals(8, diagrams.size());
    }

    @Test
    public void quarterTurnMovesTheEdgesAndSwapsTheirSymbols() {
        // transformation f: newRow = -col, newCol = row (the top-left corner goes to the bottom left)
        Pattern p = parse(turn(CORNER, "C1", 5)).pattern("C1");
        assertEquals(List.of("|...", "|...", "|X*.", "|.O.", "+---"), p.diagram().rowTexts());
        assertEquals(List.of("|...", "|b..", "|A*.", "|.O.", "+---"), p.constraintDiagram().rowTexts());
        assertTrue(p.diagram().hasLeftEdge() && p.diagram().hasBottomEdge());
        assertFalse(p.diagram().hasTopEdge() || p.diagram().hasRightEdge());
    }

    @Test
    public void everyTransformationFollowedByItsInverseGivesTheTextBack() {
        for (int t = 0; t < 8; t++) {
            String there = turn(CORNER, "C1", t);
            String back = turn(there, "C1", PatternTransform.inverse(t));
            assertEquals("transformation " + Transformation.name(t), CORNER, back);
        }
    }

    @Test
    public void composingTheQuarterTurnFourTimesIsTheIdentity() {
        String s = CORNER;
        for (int i = 0; i < 4; i++) s = turn(s, "C1", 5);
        assertEquals(CORNER, s);
        String once = turn(CORNER, "C1", 5);
        assertNotEquals(CORNER, once);
        assertEquals(turn(CORNER, "C1", 3), turn(once, "C1", 5));
    }

    @Test
    public void symmetricPatternGivesFourDistinctDiagramsAndItsSymmetryLetterTurns() {
        Set<String> diagrams = new HashSet<>();
        for (int t = 0; t < 8; t++) {
            Pattern p = parse(turn(SYMMETRIC, "S", t)).pattern("S");
            diagrams.add(String.join("\n", p.diagram().rowTexts()));
            char want = PatternTransform.swapsAxes(t) ? '-' : '|';
            assertEquals("transformation " + Transformation.name(t), want, p.colon().symmetry());
        }
        assertEquals(4, diagrams.size());
        // mirroring left-right leaves the '|'-symmetric diagram as it was
        assertEquals(SYMMETRIC, turn(SYMMETRIC, "S", 2));
    }

    @Test
    public void symmetryLettersConjugate() {
        for (int t = 0; t < 8; t++) {
            assertEquals('8', PatternTransform.symmetry('8', t));
            assertEquals('X', PatternTransform.symmetry('X', t));
            assertEquals('+', PatternTransform.symmetry('+', t));
            assertEquals('O', PatternTransform.symmetry('O', t));
        }
        assertEquals('/', PatternTransform.symmetry('\\', 2)); // mirror left-right
        assertEquals('\\', PatternTransform.symmetry('\\', 4)); // transpose keeps the main diagonal
        assertEquals('/', PatternTransform.symmetry('\\', 5)); // quarter turn
        assertEquals('|', PatternTransform.symmetry('-', 6));
        for (int t = 0; t < 8; t++) assertEquals(0, PatternTransform.compose(t, PatternTransform.inverse(t)));
    }

    @Test
    public void turnedPatternMatchesWhereTheOriginalMatchesInTheComposedTransformation() {
        // the pattern turned by t, found in transformation u, is the original found in "t then u"
        Board b = new Board(9);
        b.play(Vertex.parse("A8", 9), StoneColor.BLACK);
        b.play(Vertex.parse("B9", 9), StoneColor.WHITE);
        b.play(Vertex.parse("C2", 9), StoneColor.BLACK);
        String pat = "Pattern P\n\n+----\n|.X..\n|O*..\n|....\n\n:8,-\n\n\n";
        Pattern original = parse(pat).pattern("P");
        List<Match> all = new CompiledMatcher(List.of(original)).match(b, StoneColor.WHITE);
        assertEquals(1, all.size());
        int found = all.get(0).transformation;
        assertEquals(4, found); // e: the transpose
        for (int t = 0; t < 8; t++) {
            Pattern turned = parse(turn(pat, "P", t)).pattern("P");
            List<Match> again = new CompiledMatcher(List.of(turned)).match(b, StoneColor.WHITE);
            assertEquals(1, again.size());
            assertEquals("turned by " + Transformation.name(t), found, PatternTransform.compose(again.get(0).transformation, t));
            assertEquals(all.get(0).move, again.get(0).move);
        }
    }

    @Test
    public void crlfFilesKeepTheirLineEnds() {
        String crlf = CORNER.replace("\n", "\r\n");
        String out = turn(crlf, "C1", 5);
        assertFalse(out.replace("\r\n", "").contains("\n"));
        assertEquals(crlf, turn(out, "C1", 6));
    }

    @Test
    public void brokenDiagramIsRefusedWithItsLine() {
        String bad = "Pattern B\n\n.X..\nO*.\n\n:8,-\n\n\n";
        DbFile f = DbParser.parse(bad, "b.db");
        try {
            PatternTransform.edit(bad, f.pattern("B"), 5);
            fail("a ragged diagram was turned");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().startsWith("4:1: pattern B: diagram row 2 has 3 characters"));
        }
    }
}
