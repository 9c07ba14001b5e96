package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;
import static owlbench.ui.game.Workbench.*;

import java.io.File;
import java.nio.file.Files;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.junit.After;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.board.StoneColor;
import owlbench.gtp.WormStatusModule;
import owlbench.ui.board.BoardCanvas;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.views.AnalysisView;

/**
 * owlbench's own analyses without an external engine: the Analysis view's in-process group with the
 * Worm status overlay, and the SGF markup SL, DD, TB, TW drawn on the board.
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

    @Test
    public void wormStatusOverlayFromTheOwnGroupWithoutAnEngine() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        // black E5 in atari from D5, F5, E6 but free to run at E4; black B2 alone in the corner
        play(editor, "E5", "D5", "B2", "F5", "H8", "E6");
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        page().activate(editor);
        settle();
        assertTrue("owlbench's own analyses are listed with no engine configured",
                waitFor(() -> view.getOwnCommands().stream().anyMatch(c -> c.command().equals("worm_status")), 20_000));
        assertTrue(view.getCommands().containsAll(view.getOwnCommands()));
        assertTrue("the reading analyses are there too",
                view.getOwnCommands().stream().anyMatch(c -> c.command().equals("attack %p")));
        assertTrue(view.selectOwn("worm_status"));
        view.setAutoRefresh(true);
        int before = view.getRuns(); // the view outlives editors: count from here
        view.run();
        assertTrue(view.getOutputText(), waitFor(() -> view.getRuns() > before, 20_000));
        BoardOverlay o = editor.getCanvas().getAnalysis();
        assertNotNull(view.getOutputText(), o);
        assertEquals("a string in atari that can run is critical", rgb(WormStatusModule.CRITICAL_COLOR), o.color(pt(editor, "E5")));
        assertEquals("a lone stone with four liberties is alive", rgb(WormStatusModule.ALIVE_COLOR), o.color(pt(editor, "B2")));
        assertEquals(rgb(WormStatusModule.ALIVE_COLOR), o.color(pt(editor, "D5")));
        assertEquals("empty points stay clear", -1, o.color(pt(editor, "E4")));
        assertTrue(view.getOutputText(), view.getOutputText().contains("1 critical"));

        // white closes E4's way out (D4, F4, E3): E5 can no longer be saved, and auto-refresh shows it
        int runs = view.getRuns();
        play(editor, "A9", "D4", "A7", "F4", "A5", "E3");
        assertTrue(waitFor(() -> view.getRuns() > runs && editor.getCanvas().getAnalysis() != null
                && editor.getCanvas().getAnalysis().color(pt(editor, "E5")) == rgb(WormStatusModule.DEAD_COLOR), 20_000));
        assertEquals(rgb(WormStatusModule.ALIVE_COLOR), editor.getCanvas().getAnalysis().color(pt(editor, "B2")));
        view.setAutoRefresh(false);
    }

    @Test
    public void theOwnGroupFollowsTheActiveEditor() throws Exception {
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        GameEditor first = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        assertTrue(waitFor(() -> !view.getOwnCommands().isEmpty(), 20_000));
        GameEditor second = GameFiles.newGame(page(), 13, 6.5, 0, "Chinese");
        settle();
        assertTrue("listed again for the next editor", waitFor(() -> !view.getOwnCommands().isEmpty(), 20_000));
        assertTrue(second.getOwnEngine() != first.getOwnEngine());
        int runs = view.getRuns();
        view.select(0);
        view.run(); // the first command is "Showboard": a text answer
        assertTrue(waitFor(() -> view.getRuns() > runs, 20_000));
        assertTrue(view.getOutputText(), view.getOutputText().contains("A B C D E F G H J K L M N"));
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
