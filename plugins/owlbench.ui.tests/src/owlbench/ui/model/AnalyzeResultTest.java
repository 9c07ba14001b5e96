package owlbench.ui.model;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.List;

import org.junit.Test;

import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.sgf.SgfReader;

/** gogui-analyze_commands lists and the answer types drawn on the board. */
public class AnalyzeResultTest {

    private static int pt(String v) {
        return Vertex.parse(v, 3);
    }

    @Test
    public void parsesTheCommandList() {
        List<AnalyzeCommand> list = AnalyzeCommand.parseList(
                "dboard/Influence/influence %c\nbad line\ngfx/Show/show %p\nstring/Ask/ask %s\n");
        assertEquals(3, list.size());
        assertEquals("influence white", list.get(0).commandFor(StoneColor.WHITE));
        assertNull(list.get(0).whyNotRunnable());
        assertNull("a point is asked for by a click", list.get(1).whyNotRunnable());
        assertTrue(list.get(1).needsPoint());
        assertEquals("show E5", list.get(1).withPoint("E5").commandFor(StoneColor.BLACK));
        assertEquals("Show E5", list.get(1).withPoint("E5").label());
        assertNotNull("other arguments are not available yet", list.get(2).whyNotRunnable());
        assertEquals(4, AnalyzeCommand.fallbackFor(List.of("initial_influence", "top_moves_black")).size());
    }

    @Test
    public void dboardIsScaledAndReadTopRowFirst() {
        BoardOverlay o = AnalyzeResult.parse("dboard", "4 0 0\n0 0 0\n0 0 -2\n", 3, StoneColor.BLACK, false);
        assertEquals(1.0, o.influence(pt("A3")), 1e-9);
        assertEquals(-0.5, o.influence(pt("C1")), 1e-9);
        assertEquals(0.0, o.influence(pt("B2")), 1e-9);
        BoardOverlay neg = AnalyzeResult.parse("dboard", "0.5 0 0\n0 0 0\n0 0 0", 3, StoneColor.BLACK, true);
        assertEquals(-0.5, neg.influence(pt("A3")), 1e-9);
    }

    @Test
    public void cboardSboardPlistPspairs() {
        BoardOverlay c = AnalyzeResult.parse("cboard", "red \"\" #00ff00\nempty blue empty\nempty empty empty", 3, StoneColor.BLACK, false);
        assertEquals(0xFF0000, c.color(pt("A3")));
        assertEquals(-1, c.color(pt("B3")));
        assertEquals(0x00FF00, c.color(pt("C3")));
        assertEquals(0x0000FF, c.color(pt("B2")));
        BoardOverlay s = AnalyzeResult.parse("sboard", "a \"\" c\nd e f\ng h i", 3, StoneColor.BLACK, false);
        assertEquals("a", s.label(pt("A3")));
        assertNull(s.label(pt("B3")));
        assertEquals("i", s.label(pt("C1")));
        BoardOverlay p = AnalyzeResult.parse("plist", "A1 C3 pass", 3, StoneColor.BLACK, false);
        assertEquals(BoardOverlay.POINT, p.mark(pt("A1")));
        assertEquals(BoardOverlay.POINT, p.mark(pt("C3")));
        BoardOverlay ps = AnalyzeResult.parse("pspairs", "A1 12.5 B2 x", 3, StoneColor.BLACK, false);
        assertEquals("12.5", ps.label(pt("A1")));
        assertEquals("x", ps.label(pt("B2")));
    }

    @Test
    public void gfxAndVar() {
        BoardOverlay g = AnalyzeResult.parse("gfx", "LABEL A1 x\nCOLOR green B2 C2\nTRIANGLE A3\nMARK C3\n"
                + "INFLUENCE B1 -0.5\nVAR b A2 w B3\nTEXT hello world\n", 3, StoneColor.BLACK, false);
        assertEquals("x", g.label(pt("A1")));
        assertEquals(0x00C000, g.color(pt("C2")));
        assertEquals(BoardOverlay.TRIANGLE, g.mark(pt("A3")));
        assertEquals(BoardOverlay.CROSS, g.mark(pt("C3")));
        assertEquals(-0.5, g.influence(pt("B1")), 1e-9);
        assertEquals(List.of(new BoardOverlay.Ghost(StoneColor.BLACK, pt("A2"), 1), new BoardOverlay.Ghost(StoneColor.WHITE, pt("B3"), 2)), g.ghosts());
        assertEquals("hello world", g.text());
        BoardOverlay v = AnalyzeResult.parse("var", "B2 A1", 3, StoneColor.WHITE, false);
        assertEquals(StoneColor.WHITE, v.ghosts().get(0).color());
        assertEquals(StoneColor.BLACK, v.ghosts().get(1).color());
    }

    @Test
    public void malformedAnswersNameThePlace() {
        for (String[] bad : new String[][] { { "dboard", "1 2\n3 4" }, { "dboard", "1 2 x\n0 0 0\n0 0 0" },
            { "gfx", "LABEL A1 x\nFROB A1" }, { "plist", "A1 Z9" }, { "cboard", "red red red\nred mauve red\nred red red" } }) {
            try {
                AnalyzeResult.parse(bad[0], bad[1], 3, StoneColor.BLACK, false);
                fail("accepted " + bad[1]);
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().matches(".*(row|line|expected|colour).*"));
            }
        }
    }

    @Test
    public void sgfMarkupBecomesAnOverlay() throws Exception {
        GameModel m = new GameModel(SgfReader.read("(;SZ[3]LB[aa:X]TR[bb]SQ[cc]CR[ab]MA[ca])", "t"));
        BoardOverlay o = SgfMarkup.of(m.root(), 3);
        assertEquals("X", o.label(pt("A3")));
        assertEquals(BoardOverlay.TRIANGLE, o.mark(pt("B2")));
        assertEquals(BoardOverlay.SQUARE, o.mark(pt("C1")));
        assertEquals(BoardOverlay.CIRCLE, o.mark(pt("A2")));
        assertEquals(BoardOverlay.CROSS, o.mark(pt("C3")));
        assertNull(SgfMarkup.of(new owlbench.sgf.SgfNode(), 3));
    }

    @Test
    public void gfxTerritoryDrawsSmallSquares() {
        BoardOverlay o = AnalyzeResult.parse("gfx", "TERRITORY b A1 B1\nTERRITORY w J9", 9, StoneColor.BLACK, false);
        assertEquals(0.6, o.influence(Vertex.parse("A1", 9)), 1e-9);
        assertEquals(-0.6, o.influence(Vertex.parse("J9", 9)), 1e-9);
        assertTrue(Double.isNaN(o.influence(Vertex.parse("E5", 9))));
    }

    @Test
    public void sgfArrowsAndLinesBecomeOverlayLines() throws Exception {
        owlbench.sgf.SgfNode root = SgfReader.read("(;SZ[9]AR[aa:cc]LN[ee:ge][zz:aa]MA[ii])", "t.sgf").games().get(0);
        BoardOverlay o = SgfMarkup.of(root, 9);
        assertEquals("the bad pair is skipped", 2, o.lines().size());
        assertEquals(new BoardOverlay.Line(Vertex.parse("A9", 9), Vertex.parse("C7", 9), true), o.lines().get(0));
        assertEquals(new BoardOverlay.Line(Vertex.parse("E5", 9), Vertex.parse("G5", 9), false), o.lines().get(1));
    }
}
