package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static owlbench.ui.game.Workbench.*;

import java.io.File;
import java.nio.file.Files;
import java.util.List;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.junit.After;
import org.junit.Assume;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.board.StoneColor;
import owlbench.engine.PositionAnalysis;
import owlbench.influence.Influence;
import owlbench.influence.InfluenceRegion;
import owlbench.owl.optics.EyeSpaces;
import owlbench.ui.board.BoardCanvas;
import owlbench.ui.jobs.JobFamilies;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.model.InfluenceOverlay;
import owlbench.ui.model.OwnAnalysis;
import owlbench.ui.model.PositionAnalyses;
import owlbench.ui.model.WormStatusOverlay;
import owlbench.ui.views.AnalysisView;

/**
 * owlbench's own analyses without an external engine: the Analysis view's own group calling the
 * engine's Java API (every overlay checked against the engine's answers on a real position, with
 * its legend), the score estimate in the status line, and the SGF markup SL, DD, TB, TW drawn on
 * the board.
 */
public class OwnAnalysesTest {

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    @After
    public void closeEditors() {
        page().closeAllEditors(false);
        settle();
    }

    private static void play(GameEditor editor, String... vertices) {
        for (String v : vertices) {
            click(editor, v, 1);
        }
    }

    private static int rgb(String hex) {
        return Integer.parseInt(hex.substring(1), 16);
    }

    /** Runs one of owlbench's own analyses on the active editor and waits for its answer. */
    private static void runOwn(AnalysisView view, OwnAnalysis a) {
        view.selectOwn(a);
        int before = view.getRuns(); // the view outlives editors: count from here
        view.run();
        assertTrue(a + ": " + view.getOutputText(), waitFor(() -> view.getRuns() > before, 60_000));
        assertTrue(JobFamilies.join(JobFamilies.ANALYSIS, 60_000));
    }

    @Test
    public void wormStatusOverlayFromTheOwnGroupWithoutAnEngine() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        // black E5 in atari from D5, F5, E6 but free to run at E4; black B2 alone in the corner
        play(editor, "E5", "D5", "B2", "F5", "H8", "E6");
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        page().activate(editor);
        settle();
        assertEquals("owlbench's own analyses are listed with no engine configured", List.of(OwnAnalysis.values()),
                view.getOwnAnalyses());
        view.setAutoRefresh(true);
        runOwn(view, OwnAnalysis.WORM_STATUS);
        BoardOverlay o = editor.getCanvas().getAnalysis();
        assertNotNull(view.getOutputText(), o);
        assertEquals("a string in atari that can run is critical", WormStatusOverlay.CRITICAL_COLOR, o.color(pt(editor, "E5")));
        assertEquals("a lone stone with four liberties is alive", WormStatusOverlay.ALIVE_COLOR, o.color(pt(editor, "B2")));
        assertEquals(WormStatusOverlay.ALIVE_COLOR, o.color(pt(editor, "D5")));
        assertEquals("empty points stay clear", -1, o.color(pt(editor, "E4")));
        assertTrue(view.getOutputText(), view.getOutputText().contains("1 critical"));
        assertEquals("a legend line per status", 4, view.getLegend().entries().size());

        // white closes E4's way out (D4, F4, E3): E5 can no longer be saved, and auto-refresh shows it
        int runs = view.getRuns();
        play(editor, "A9", "D4", "A7", "F4", "A5", "E3");
        assertTrue(waitFor(() -> view.getRuns() > runs && editor.getCanvas().getAnalysis() != null
                && editor.getCanvas().getAnalysis().color(pt(editor, "E5")) == WormStatusOverlay.DEAD_COLOR, 30_000));
        assertEquals(WormStatusOverlay.ALIVE_COLOR, editor.getCanvas().getAnalysis().color(pt(editor, "B2")));
        view.setAutoRefresh(false);
    }

    @Test
    public void theOwnGroupFollowsTheActiveEditorAndUsesOneAnalysisPerPosition() throws Exception {
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        GameEditor first = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        play(first, "C3");
        GameEditor second = GameFiles.newGame(page(), 13, 6.5, 0, "Chinese");
        settle();
        play(second, "K10");
        page().activate(second);
        settle();
        runOwn(view, OwnAnalysis.SCORE);
        PositionAnalysis analysis = second.currentAnalysis();
        assertEquals("the answer is the engine's estimate of the second editor's position",
                "Score estimate:\n" + analysis.score().text() + " (owlbench's estimate from influence; komi 6.5)", view.getOutputText());
        assertSame("one analysis per position, shared", analysis, second.currentAnalysis());
        assertNotSame(first.currentAnalysis(), analysis);
        play(second, "C3");
        assertNotSame("a move makes a new position", analysis, second.currentAnalysis());
        second.previous();
        settle();
        assertSame("going back finds the position's analysis again", analysis, second.currentAnalysis());
    }

    /** A real 19x19 middle-game position: a regression game of ../shared at move 120. */
    private GameEditor realPosition() throws Exception {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/arion.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the overlays on a real position", game.isFile());
        GameEditor editor = (GameEditor) GameFiles.open(page(), game);
        settle();
        editor.goTo(120);
        settle();
        return editor;
    }

    @Test
    public void overlaysShowTheEnginesAnswersOnARealPosition() throws Exception {
        GameEditor editor = realPosition();
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        view.setAutoRefresh(false);
        page().activate(editor);
        settle();
        owlbench.board.Board b = editor.getModel().position().board();
        // an analysis of its own, through the engine's Java API, to compare the overlays with
        PositionAnalysis engine = new PositionAnalysis(b, editor.getModel().position().toMove(),
                PositionAnalyses.komiOf(editor.getModel().root()), PositionAnalyses.DATABASES);
        Influence inf = engine.influence();
        EyeSpaces eyes = engine.eyeSpaces();

        for (OwnAnalysis a : OwnAnalysis.values()) {
            if (a.needsPoint() || !a.drawsOnBoard()) continue;
            runOwn(view, a);
            BoardOverlay o = editor.getCanvas().getAnalysis();
            assertNotNull(a + ": " + view.getOutputText(), o);
            assertFalse(a + " has a legend", view.getLegend().entries().isEmpty());
            for (int p : b.onBoardPoints()) {
                String at = a + " at " + owlbench.board.Vertex.toString(p, 19);
                switch (a) {
                    case EYE_SPACES_BLACK -> assertEquals(at, eyes.isEyeSpace(StoneColor.BLACK, p), o.color(p) >= 0);
                    case EYE_SPACES_WHITE -> assertEquals(at, eyes.isEyeSpace(StoneColor.WHITE, p), o.color(p) >= 0);
                    case HALF_EYES -> assertEquals(at, b.color(p) == StoneColor.EMPTY && eyes.halfEyeType(p) == EyeSpaces.HALF_EYE,
                            o.mark(p) == BoardOverlay.TRIANGLE);
                    case REGIONS -> {
                        InfluenceRegion r = InfluenceRegion.at(inf, p);
                        assertEquals(at, InfluenceOverlay.colorOf(r), o.color(p));
                        if (r.kind() == InfluenceRegion.Kind.TERRITORY && b.color(p) == StoneColor.EMPTY) {
                            assertEquals(at + ": territory marked in its owner's colour", r.owner(), o.territory(p));
                        }
                    }
                    case TERRITORY_VALUE -> assertEquals(at + ": black's territory (negative in GNU Go's sign) draws black squares",
                            Math.signum(-inf.territoryValue()[p]), Math.signum(o.influence(p)), 0);
                    case INFLUENCE_BLACK -> {
                        if (o.color(p) >= 0) assertTrue(at, inf.influence(StoneColor.BLACK)[p] > 0 && b.color(p) == StoneColor.EMPTY);
                    }
                    case INFLUENCE_WHITE -> {
                        if (o.color(p) >= 0) assertTrue(at, inf.influence(StoneColor.WHITE)[p] > 0 && b.color(p) == StoneColor.EMPTY);
                    }
                    case WORM_STATUS -> {
                        if (b.color(p) != StoneColor.EMPTY) {
                            assertEquals(at, WormStatusOverlay.colorOf(engine.worms().worm(p).status()), o.color(p));
                        }
                    }
                    case DRAGONS -> {
                        if (b.color(p) != StoneColor.EMPTY) {
                            int origin = engine.dragons().dragon(p).origin;
                            assertEquals(at + ": a dragon's stones share a colour", o.color(origin), o.color(p));
                        }
                    }
                    case OWL_STATUS -> {
                        if (b.color(p) != StoneColor.EMPTY) {
                            owlbench.owl.OwlStatus st = engine.owlStatuses().get(engine.dragons().dragon(p).origin);
                            assertEquals(at + ": the stone shows its dragon's owl status",
                                    owlbench.ui.model.OwlStatusOverlay.colorOf(st.status()), o.color(p));
                        }
                    }
                    case UNCONDITIONAL -> {
                        int st = engine.unconditionalStatuses()[p];
                        assertEquals(at, st == owlbench.owl.optics.UnconditionalLife.DEAD, o.mark(p) == BoardOverlay.CROSS);
                    }
                    default -> {
                    }
                }
            }
            if (a == OwnAnalysis.REGIONS) {
                regionsAreDrawnInTheirOwnersColours(editor, b, inf);
            }
        }
        view.clear();
    }

    /** On the painted board a black territory point is darker than a white territory point (GNU Go's sign undone). */
    private static void regionsAreDrawnInTheirOwnersColours(GameEditor editor, owlbench.board.Board b, Influence inf) {
        int blackPoint = -1, whitePoint = -1;
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) continue;
            InfluenceRegion r = InfluenceRegion.at(inf, p);
            if (r == InfluenceRegion.BLACK_TERRITORY && blackPoint < 0) blackPoint = p;
            if (r == InfluenceRegion.WHITE_TERRITORY && whitePoint < 0) whitePoint = p;
        }
        Assume.assumeTrue("both colours have territory at this position", blackPoint > 0 && whitePoint > 0);
        // maximized, so that the cells are big enough to sample beside the territory squares
        org.eclipse.ui.IWorkbenchPartReference ref = page().getReference(editor);
        page().setPartState(ref, org.eclipse.ui.IWorkbenchPage.STATE_MAXIMIZED);
        settle();
        try {
            BoardCanvas canvas = editor.getCanvas();
            int cell = 2 * (canvas.stoneRadius() + 1);
            assertTrue("cells of " + cell + " pixels", cell >= 12);
            int black = brightness(canvas, blackPoint, cell), white = brightness(canvas, whitePoint, cell);
            assertTrue("black territory (brightness " + black + ") darker than white territory (" + white + ")", black + 150 < white);
            RGB blackSquare = pixel(canvas, canvas.centreOf(blackPoint));
            assertTrue("black's territory square is black: " + blackSquare, blackSquare.red < 60 && blackSquare.green < 60);
            RGB whiteSquare = pixel(canvas, canvas.centreOf(whitePoint));
            assertTrue("white's territory square is white: " + whiteSquare, whiteSquare.red > 200 && whiteSquare.blue > 200);
        } finally {
            page().setPartState(ref, org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
            settle();
        }
    }

    /** Mean red + green + blue of the shading of a point's cell: four samples on the diagonals, off the grid lines, the territory square and the stones. */
    private static int brightness(BoardCanvas canvas, int point, int cell) {
        Point c = canvas.centreOf(point);
        int d = (int) Math.round(cell * 0.35), sum = 0;
        for (int[] s : new int[][] { { d, d }, { -d, d }, { d, -d }, { -d, -d } }) {
            RGB rgb = pixel(canvas, new Point(c.x + s[0], c.y + s[1]));
            sum += rgb.red + rgb.green + rgb.blue;
        }
        return sum / 4;
    }

    @Test
    public void theScoreEstimateIsInTheStatusLineAndFollowsNavigation() throws Exception {
        GameEditor editor = realPosition();
        String expected = "estimate " + editor.currentAnalysis().score().estimate().result() + " (owlbench)";
        assertTrue(editor.getStatusText(), waitFor(() -> editor.getStatusText().contains(expected), 30_000));
        editor.goTo(60);
        assertNull("the old estimate is dropped on navigation", editor.getScoreEstimate());
        assertFalse(editor.getStatusText(), editor.getStatusText().contains("estimate"));
        String next = "estimate " + editor.currentAnalysis().score().estimate().result() + " (owlbench)";
        assertTrue(editor.getStatusText(), waitFor(() -> editor.getStatusText().contains(next), 30_000));
        assertEquals(next, editor.getScoreEstimate());
    }

    /** The pixel colour at a vertex's centre, as painted. */
    private static RGB pixel(BoardCanvas canvas, Point at) {
        Point size = canvas.getSize();
        Image image = new Image(canvas.getDisplay(), size.x, size.y);
        GC gc = new GC(image);
        try {
            canvas.print(gc);
            ImageData data = image.getImageData();
            return data.palette.getRGB(data.getPixel(at.x, at.y));
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    @Test
    public void selectedDimmedAndTerritoryMarkupIsDrawnAndKept() throws Exception {
        File file = tmp.newFile("markup.sgf");
        Files.writeString(file.toPath(), "(;GM[1]FF[4]SZ[9];B[ee]SL[aa]TB[gg]TW[ai]DD[ee];W[cc])");
        GameEditor editor = (GameEditor) GameFiles.open(page(), file);
        settle();
        editor.next();
        settle();
        BoardCanvas canvas = editor.getCanvas();
        BoardOverlay m = canvas.getMarkup();
        assertNotNull(m);
        assertEquals(StoneColor.BLACK, m.territory(pt(editor, "G3")));
        assertEquals(StoneColor.WHITE, m.territory(pt(editor, "A1")));
        assertTrue(m.isDimmed(pt(editor, "E5")));
        assertEquals(owlbench.ui.model.SgfMarkup.SELECTED_COLOR, m.color(pt(editor, "A9")));

        RGB black = pixel(canvas, canvas.centreOf(pt(editor, "G3")));
        assertTrue("a black territory square on the empty point: " + black, black.red < 60 && black.green < 60 && black.blue < 60);
        RGB white = pixel(canvas, canvas.centreOf(pt(editor, "A1")));
        assertTrue("a white territory square: " + white, white.red > 200 && white.green > 200 && white.blue > 200);
        RGB dimmed = pixel(canvas, canvas.centreOf(pt(editor, "E5")));
        assertTrue("the dimmed black stone is lighter than black: " + dimmed, dimmed.red > 100);
        RGB selected = pixel(canvas, new Point(canvas.centreOf(pt(editor, "A9")).x + 3, canvas.centreOf(pt(editor, "A9")).y + 3));
        assertTrue("the selected point is tinted turquoise: " + selected, selected.blue > selected.red);

        editor.next(); // DD is inherited: the stone stays dimmed
        settle();
        assertTrue(editor.getCanvas().getMarkup().isDimmed(pt(editor, "E5")));
        assertEquals(StoneColor.EMPTY, editor.getCanvas().getMarkup().territory(pt(editor, "G3")));

        editor.getModel().play(pt(editor, "D4"));
        editor.saveAs(file.toPath());
        String saved = Files.readString(file.toPath());
        for (String kept : new String[] { "SL[aa]", "TB[gg]", "TW[ai]", "DD[ee]" }) {
            assertTrue(kept + " is saved: " + saved, saved.contains(kept));
        }
    }
}
