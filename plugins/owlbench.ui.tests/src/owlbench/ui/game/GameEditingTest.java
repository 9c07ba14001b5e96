package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import static owlbench.ui.game.Workbench.*;

import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.model.GameModel;
import owlbench.ui.model.LoggingGtpClient;
import owlbench.ui.views.AnalysisView;
import owlbench.ui.views.GameTreeView;
import owlbench.ui.views.GtpConsoleView;

/**
 * The game editor as a user drives it, in the real workbench under Xvfb: clicks on the board,
 * Edit &gt; Undo/Redo through the workbench commands, variations, comments, setup, save and reopen,
 * the Game Tree view, bad files, and a game against GNU Go answered by a Job.
 */
public class GameEditingTest {

    private static final String GNUGO = "/usr/games/gnugo";

    @After
    public void closeEditors() {
        page().closeAllEditors(false);
        settle();
    }

    private void command(String id) throws Exception {
        IHandlerService handlers = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getService(IHandlerService.class);
        handlers.executeCommand(id, null);
        settle();
    }

    @Test
    public void clicksUndoRedoVariationCommentSaveAndReopen() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Japanese");
        settle();
        assertFalse(editor.isDirty());
        click(editor, "E5", 1);
        click(editor, "C3", 1);
        assertEquals(2, editor.getMoveNumber());
        assertEquals(StoneColor.BLACK, editor.getCanvas().getPosition().color(pt(editor, "E5")));
        assertEquals(pt(editor, "C3"), editor.getCanvas().getLastMove());
        assertTrue(editor.isDirty());

        assertEquals("C3: white string of 1 stone, 4 liberties", editor.describePoint(pt(editor, "C3")));
        assertEquals("D4: empty", editor.describePoint(pt(editor, "D4")));
        click(editor, "C3", 1); // a stone: selected and described, no move tried (issue 17: no "illegal move")
        assertEquals(2, editor.getMoveNumber());
        assertEquals("C3: white string of 1 stone, 4 liberties", editor.getStatusText());
        assertTrue(editor.playClick(pt(editor, "C3")) == false); // playing there is still refused with the reason
        assertTrue(editor.getStatusText(), editor.getStatusText().contains("occupied"));

        command(IWorkbenchCommandConstants.EDIT_UNDO);
        assertEquals(1, editor.getMoveNumber());
        assertEquals(StoneColor.EMPTY, editor.getCanvas().getPosition().color(pt(editor, "C3")));
        command(IWorkbenchCommandConstants.EDIT_REDO);
        assertEquals(2, editor.getMoveNumber());
        assertEquals(StoneColor.WHITE, editor.getCanvas().getPosition().color(pt(editor, "C3")));

        editor.previous();
        click(editor, "G7", 1); // a second white answer: a variation
        GameModel model = editor.getModel();
        SgfNode first = model.root().mainChild();
        assertEquals(2, first.children().size());
        assertSame(first.children().get(1), model.current());
        editor.setComment("white tries the other side");
        assertEquals("white tries the other side", model.current().get("C"));

        Path file = Files.createTempDirectory("owlbench-ui").resolve("edited.sgf");
        editor.saveAs(file);
        settle();
        assertFalse(editor.isDirty());
        assertEquals(file.toAbsolutePath(), editor.getFile());
        SgfNode saved = SgfReader.read(file).games().get(0);
        assertTrue(saved.treeEquals(model.root()));

        page().closeAllEditors(false);
        settle();
        GameEditor reopened = (GameEditor) GameFiles.open(page(), file.toFile(), msg -> {
            throw new AssertionError(msg);
        });
        settle();
        assertNotNull(reopened);
        assertTrue("the reopened tree equals the saved one", reopened.getModel().root().treeEquals(saved));
        assertEquals(2, reopened.getModel().root().mainChild().children().size());
        assertFalse(reopened.isDirty());
    }

    @Test
    public void setupModeAddsAndRemovesStones() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 0, 0, "Chinese");
        settle();
        editor.setSetupMode(true);
        click(editor, "D4", 1);
        click(editor, "F6", 3);
        Board b = editor.getCanvas().getPosition();
        assertEquals(StoneColor.BLACK, b.color(pt(editor, "D4")));
        assertEquals(StoneColor.WHITE, b.color(pt(editor, "F6")));
        click(editor, "D4", 1); // clicking the same colour again removes it
        assertEquals(StoneColor.EMPTY, editor.getCanvas().getPosition().color(pt(editor, "D4")));
        assertEquals(List.of("fd"), editor.getModel().root().getAll("AW")); // F6 on 9x9
        assertEquals(0, editor.getMoveNumber());
        editor.undo();
        assertEquals(StoneColor.BLACK, editor.getCanvas().getPosition().color(pt(editor, "D4")));
    }

    @Test
    public void gameTreeViewNavigatesPromotesAndDeletes() throws Exception {
        File file = File.createTempFile("tree", ".sgf");
        file.deleteOnExit();
        Files.writeString(file.toPath(), "(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]C[side]))", StandardCharsets.UTF_8);
        GameEditor editor = (GameEditor) GameFiles.open(page(), file);
        settle();
        GameTreeView tree = (GameTreeView) page().showView(GameTreeView.ID);
        settle();
        page().activate(editor);
        settle();
        SgfNode b1 = editor.getModel().root().mainChild();
        SgfNode side = b1.children().get(1);

        tree.select(new GameTreeView.Variation(side));
        settle();
        assertSame("selecting in the tree moves the editor", side, editor.getModel().current());
        assertEquals(StoneColor.WHITE, editor.getCanvas().getPosition().color(pt(editor, "G7")));

        tree.promoteSelection();
        settle();
        assertSame(side, b1.mainChild());
        assertTrue(editor.isDirty());
        editor.undo();
        assertEquals(2, b1.children().size());
        assertSame(side, b1.children().get(1));

        tree.select(side);
        tree.deleteSelection();
        settle();
        assertEquals(1, b1.children().size());
        assertSame(b1, editor.getModel().current());
        editor.undo();
        assertEquals(2, b1.children().size());

        editor.getModel().last();
        settle();
        assertSame("the view follows the editor's cursor", editor.getModel().current(),
                tree.getViewer().getStructuredSelection().getFirstElement());
    }

    @Test
    public void malformedFileShowsTheErrorAndKeepsTheEditor() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "");
        settle();
        click(editor, "E5", 1);
        String before = owlbench.sgf.SgfWriter.write(editor.getModel().collection());

        File broken = File.createTempFile("broken", ".sgf");
        broken.deleteOnExit();
        Files.writeString(broken.toPath(), "(;GM[1]FF[4]SZ[9]\n;B[dd]W[ee]C[never closed", StandardCharsets.UTF_8);
        List<String> errors = new ArrayList<>();
        assertNull(GameFiles.open(page(), broken, errors::add));
        settle();
        assertEquals(1, errors.size());
        assertTrue(errors.get(0), errors.get(0).contains(broken.getName() + ":2:"));
        assertSame("the editor is still there", editor, page().getActiveEditor());
        assertTrue(editor.isDirty());
        assertEquals(before, owlbench.sgf.SgfWriter.write(editor.getModel().collection()));
    }

    @Test
    public void aBrokenEngineIsReportedAndTheGameKept() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "");
        settle();
        click(editor, "E5", 1);
        editor.getEngine().configure("/bin/false", "broken engine");
        editor.getEngine().playAgainst(StoneColor.WHITE);
        assertTrue("the failure arrives", waitFor(() -> editor.getEngine().lastError() != null, 20_000));
        assertFalse(editor.getEngine().isThinking());
        assertEquals(StoneColor.EMPTY, editor.getEngine().engineColor());
        assertEquals(1, editor.getMoveNumber());
        click(editor, "C3", 1); // the game goes on without the engine
        assertEquals(2, editor.getMoveNumber());
    }

    @Test
    public void cancellingTheEngineKeepsTheGameAndTheUiResponsive() throws Exception {
        Assume.assumeTrue("/bin/sleep is absent", new File("/bin/sleep").canExecute());
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "");
        settle();
        click(editor, "E5", 1);
        EngineSession engine = editor.getEngine();
        engine.configure("/bin/sleep 60", "a silent engine"); // never answers
        engine.playAgainst(StoneColor.WHITE);
        assertTrue(engine.isThinking());
        long start = System.currentTimeMillis();
        waitFor(() -> false, 300); // the UI thread keeps running events while the engine is silent
        assertTrue("the event loop was not blocked", System.currentTimeMillis() - start < 5_000);
        click(editor, "C3", 1); // refused while the engine thinks, with a message
        assertEquals(1, editor.getMoveNumber());
        assertTrue(editor.getStatusText(), editor.getStatusText().contains("thinking"));
        engine.cancelThinking();
        assertTrue("cancel ends the Job", waitFor(() -> !engine.isThinking(), 10_000));
        assertNull(engine.lastError());
        assertTrue(editor.getStatusText(), editor.getStatusText().contains("cancelled"));
        assertEquals(1, editor.getMoveNumber());
        engine.stopPlaying();
        click(editor, "C3", 1);
        assertEquals(2, editor.getMoveNumber());
    }

    @Test
    public void playsTenMovesAgainstGnuGoInAJob() throws Exception {
        Assume.assumeTrue(GNUGO + " is absent: skipping the game against GNU Go", new File(GNUGO).canExecute());
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        EngineSession engine = editor.getEngine();
        engine.configure(GNUGO + " --mode gtp --level 1", "GNU Go");
        engine.playAgainst(StoneColor.WHITE);
        String[] mine = { "E5", "C3", "G7", "C7", "G3", "E3", "E7", "C5", "G5", "D4", "F4", "D6", "F6", "B2", "H8" };
        int next = 0;
        while (editor.getMoveNumber() < 10) {
            assertTrue("GNU Go answers within 60 s", waitFor(() -> !engine.isThinking(), 60_000));
            assertNull(engine.lastError(), engine.lastError());
            if (editor.getMoveNumber() >= 10) {
                break;
            }
            assertEquals("black (we) to move", StoneColor.BLACK, editor.getModel().position().toMove());
            while (editor.getModel().whyIllegal(pt(editor, mine[next])) != null) {
                next++;
            }
            int before = editor.getMoveNumber();
            click(editor, mine[next++], 1);
            // Our move is on the board; GNU Go may even have answered already while the click's events settled.
            assertTrue("moves now: " + editor.getMoveNumber(), editor.getMoveNumber() == before + 1 || editor.getMoveNumber() == before + 2);
            assertTrue("the engine thinks in a Job after our move", engine.isThinking() || editor.getMoveNumber() == before + 2);
        }
        assertTrue(waitFor(() -> !engine.isThinking(), 60_000));
        assertEquals(10, editor.getMoveNumber());
        LoggingGtpClient client = engine.client();
        assertNotNull(client);
        long genmoves = client.history().stream().filter(e -> e.command().equals("genmove white")).count();
        StringBuilder moves = new StringBuilder();
        for (LoggingGtpClient.Exchange e : client.history()) {
            if (e.command().startsWith("genmove") || e.command().startsWith("play")) {
                moves.append(e.command()).append(" -> ").append(e.reply()).append('\n');
            }
        }
        assertEquals(moves.toString(), 5, genmoves);
        int white = 0;
        Board b = editor.getCanvas().getPosition();
        for (int p : b.onBoardPoints()) {
            if (b.color(p) == StoneColor.WHITE) {
                white++;
            }
        }
        assertTrue("white stones on the board: " + white, white >= 3);

        GtpConsoleView console = (GtpConsoleView) page().showView(GtpConsoleView.ID);
        page().activate(editor);
        settle();
        console.send("name");
        assertTrue(waitFor(() -> console.getHistoryText().contains("> name\n= GNU Go"), 20_000));
        assertTrue(console.getHistoryText().contains("genmove white"));
    }

    @Test
    public void analysisOverlayFromGnuGoAutoRefreshes() throws Exception {
        Assume.assumeTrue(GNUGO + " is absent: skipping the analysis overlay test", new File(GNUGO).canExecute());
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        click(editor, "E5", 1);
        click(editor, "C3", 1);
        editor.getEngine().configure(GNUGO + " --mode gtp --level 1", "GNU Go");
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        page().activate(editor);
        settle();
        view.loadCommands();
        // owlbench's own group is listed too: wait for GNU Go's
        assertTrue("GNU Go's analyses are listed", waitFor(() -> view.getCommands().stream()
                .anyMatch(c -> c.command().startsWith("initial_influence")), 20_000));
        int influence = -1;
        for (int i = 0; i < view.getCommands().size(); i++) {
            if (view.getCommands().get(i).command().startsWith("initial_influence %c territory_value")) {
                influence = i;
            }
        }
        assertTrue(view.getCommands().toString(), influence >= 0);
        view.select(influence);
        view.setAutoRefresh(true);
        int runs = view.getRuns(); // the view may have run analyses for other tests' editors
        view.run();
        assertTrue(waitFor(() -> view.getRuns() >= runs + 1, 20_000));
        BoardOverlay overlay = editor.getCanvas().getAnalysis();
        assertNotNull(view.getOutputText(), overlay);
        // black's stone at E5 makes black influence (positive, black squares) around it, white's C3 the opposite
        assertTrue(overlay.influence(pt(editor, "E6")) > 0);
        assertTrue(overlay.influence(pt(editor, "C2")) < 0);

        click(editor, "G7", 1);
        assertTrue("auto-refresh after the move", waitFor(() -> view.getRuns() >= runs + 2, 20_000));
        assertNotNull(editor.getCanvas().getAnalysis());
        assertTrue(editor.getCanvas().getAnalysis().influence(pt(editor, "G6")) > 0);
    }

    @Test
    public void newGameSettingsAreChecked() {
        NewGameDialog.Settings s = NewGameDialog.parse(13, "7.5", 3, "AGA");
        assertEquals(13, s.size());
        assertEquals(7.5, s.komi(), 0);
        for (Runnable bad : new Runnable[] { () -> NewGameDialog.parse(9, "six", 0, ""),
            () -> NewGameDialog.parse(26, "6.5", 0, ""), () -> NewGameDialog.parse(9, "6.5", 1, ""),
            () -> NewGameDialog.parse(5, "0", 4, "") }) {
            try {
                bad.run();
                throw new AssertionError("accepted bad settings");
            } catch (IllegalArgumentException e) {
                assertFalse(e.getMessage().isEmpty());
            }
        }
    }
}
