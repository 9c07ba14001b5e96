package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static owlbench.ui.game.Workbench.*;

import java.io.File;

import org.eclipse.ui.handlers.IHandlerService;
import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.board.StoneColor;
import owlbench.ui.model.LoggingGtpClient;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.views.AnalysisView;
import owlbench.ui.views.GameTreeView;

/**
 * Issue 17's "Playing and analysis" items: the engine's colours (GoGui's Computer Color), only the
 * changed moves sent to it, Game menu commands while a view has focus, a click on a stone, and
 * analyze commands asking for a point by a click.
 */
public class PlayingTest {

    private static final String GNUGO = "/usr/games/gnugo";

    @After
    public void closeEditors() {
        page().closeAllEditors(false);
        settle();
    }

    @Test
    public void clickingAStoneSelectsItWithoutSayingIllegalMove() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "");
        settle();
        click(editor, "E5", 1);
        click(editor, "E5", 1);
        assertEquals(1, editor.getMoveNumber());
        assertFalse(editor.getStatusText(), editor.getStatusText().contains("illegal"));
        assertTrue(editor.getStatusText(), editor.getStatusText().startsWith("E5: black string"));
        assertEquals(pt(editor, "E5"), editor.describedPoint());
    }

    @Test
    public void gameMenuCommandsFollowTheEditorWhileAViewHasFocus() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "");
        settle();
        click(editor, "E5", 1);
        page().showView(GameTreeView.ID);
        settle();
        assertTrue(page().getActivePart() instanceof GameTreeView);
        IHandlerService handlers = page().getWorkbenchWindow().getService(IHandlerService.class);
        handlers.executeCommand("owlbench.ui.game.pass", null);
        settle();
        assertEquals("Game > Pass acted on the editor", 2, editor.getMoveNumber());
        handlers.executeCommand("owlbench.ui.game.first", null);
        settle();
        assertEquals(0, editor.getMoveNumber());
        handlers.executeCommand("owlbench.ui.game.last", null);
        settle();
        assertEquals(2, editor.getMoveNumber());
    }

    private static EngineSession gnugo(GameEditor editor) {
        EngineSession engine = editor.getEngine();
        engine.configure(GNUGO + " --mode gtp --level 1", "GNU Go");
        return engine;
    }

    @Test
    public void theEnginePlaysTheColoursChosenAndOnlyNewMovesAreSent() throws Exception {
        Assume.assumeTrue(GNUGO + " is absent", new File(GNUGO).canExecute());
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        EngineSession engine = gnugo(editor);
        engine.setComputerColor(EngineSession.ComputerColor.BLACK);
        assertTrue("GNU Go plays black's first move", waitFor(() -> editor.getMoveNumber() == 1, 60_000));
        assertTrue(waitFor(() -> !engine.isThinking(), 60_000));
        click(editor, "C3", 1);
        assertTrue("and answers white", waitFor(() -> editor.getMoveNumber() == 3, 60_000));
        assertTrue(waitFor(() -> !engine.isThinking(), 60_000));

        engine.setComputerColor(EngineSession.ComputerColor.NONE);
        // an empty point (GNU Go picks its moves with a random seed: G3 may be taken)
        String free = java.util.stream.Stream.of("G3", "C7", "G7", "A1", "J9").filter(v -> editor.getModel().position()
                .board().color(pt(editor, v)) == owlbench.board.StoneColor.EMPTY).findFirst().orElseThrow();
        click(editor, free, 1);
        waitFor(() -> false, 1000);
        assertEquals("playing no colour, it does not move", 4, editor.getMoveNumber());
        assertFalse(engine.isThinking());

        engine.setComputerColor(EngineSession.ComputerColor.BOTH);
        assertTrue("playing both colours, it plays on by itself",
                waitFor(() -> editor.getMoveNumber() >= 8, 120_000));
        LoggingGtpClient client = engine.client();
        assertNotNull(client);
        engine.stopEngine();
        assertTrue(waitFor(() -> !engine.isThinking(), 10_000));
        assertNull(engine.lastError(), engine.lastError());
        int moves = editor.getMoveNumber();
        waitFor(() -> false, 500);
        assertEquals("stopped", moves, editor.getMoveNumber());

        long boardsizes = client.history().stream().filter(e -> e.command().startsWith("boardsize")).count();
        long plays = client.history().stream().filter(e -> e.command().startsWith("play")).count();
        assertEquals("the game is set up once, not before every move", 1, boardsizes);
        assertEquals("each of our two moves is sent once; the engine's own are not sent back", 2, plays);
    }

    @Test
    public void anAnalyzeCommandWithAPointAsksForAClick() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        click(editor, "E5", 1);
        click(editor, "D5", 1);
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        page().activate(editor);
        settle();
        view.selectOwn(owlbench.ui.model.OwnAnalysis.LIBERTIES);
        int runs = view.getRuns();
        view.run();
        settle();
        assertTrue(view.getOutputText(), view.getOutputText().contains("click a point"));
        assertTrue(editor.isPickingPoint());
        click(editor, "E5", 1); // answers the question: no move, no "illegal"
        assertTrue(waitFor(() -> view.getRuns() > runs, 20_000));
        assertEquals(2, editor.getMoveNumber());
        assertTrue(view.getOutputText(), view.getOutputText().contains("E5"));
        assertTrue(view.getOutputText(), view.getOutputText().contains("3 liberties: E4 E6 F5"));
        BoardOverlay marked = editor.getCanvas().getAnalysis();
        assertEquals(BoardOverlay.POINT, marked.mark(pt(editor, "F5")));
        assertEquals(BoardOverlay.NONE, marked.mark(pt(editor, "C5")));
        assertFalse(view.getOutputText(), view.getOutputText().contains("not available"));
    }
}
