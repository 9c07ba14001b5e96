package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.ui.game.Workbench.*;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.junit.After;
import org.junit.Test;

import owlbench.ui.engine.EnginePreferences;
import owlbench.ui.views.AnalysisView;

/**
 * Issue 17, "stale state": what the Analysis view and the status line show belongs to the active
 * editor and the current preferences, never to the previous tab or engine.
 */
public class StaleStateTest {

    @After
    public void closeEditors() throws Exception {
        page().closeAllEditors(false);
        IPreferenceStore store = EnginePreferences.store();
        store.setToDefault(EnginePreferences.NAME);
        store.setToDefault(EnginePreferences.COMMAND);
        ((ScopedPreferenceStore) store).save();
        settle();
    }

    private static void texts(Control c, List<String> out) {
        if (c instanceof CLabel l && l.getText() != null) out.add(l.getText());
        if (c instanceof Composite k) {
            for (Control child : k.getChildren()) texts(child, out);
        }
    }

    /** The texts of the status-line labels of the workbench window. */
    private static List<String> statusTexts() {
        Shell shell = page().getWorkbenchWindow().getShell();
        List<String> out = new ArrayList<>();
        texts(shell, out);
        return out;
    }

    /** Issue 17: games/owl42.sgf lacks its final ')'; GNU Go reads it, and so does the editor, saying where. */
    @Test
    public void aGameMissingItsFinalParenthesisOpensWithAWarning() throws Exception {
        java.io.File shared = new java.io.File(System.getProperty("owlbench.shared", "../../../shared"));
        java.io.File owl42 = new java.io.File(shared, "gnugo-3.8/regression/games/owl42.sgf");
        org.junit.Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping owl42.sgf", owl42.isFile());
        java.nio.file.Path copy = java.nio.file.Files.createTempFile("owl42", ".sgf");
        java.nio.file.Files.copy(owl42.toPath(), copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        List<String> errors = new ArrayList<>();
        GameEditor editor = (GameEditor) GameFiles.open(page(), copy.toFile(), errors::add);
        settle();
        assertTrue(errors.toString(), errors.isEmpty());
        assertTrue("the game is read: its setup node is there",
                editor != null && editor.getModel().collection().games().get(0).mainChild() != null);
        assertTrue(editor.getStatusText(), editor.getStatusText().startsWith("Read with a warning: "));
        assertTrue(editor.getStatusText(), editor.getStatusText().matches(".*owl42[^:]*\\.sgf:\\d+:\\d+: .*"));
        assertFalse("reading it changed nothing", editor.isDirty());
        java.nio.file.Files.deleteIfExists(copy);
    }

    @Test
    public void theAnswerPaneStaysAfterLoadCommands() throws Exception {
        org.junit.Assume.assumeTrue("no /usr/games/gnugo: skipping", new java.io.File("/usr/games/gnugo").canExecute());
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        editor.getEngine().configure(EnginePreferences.commandLine(), EnginePreferences.name());
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        page().activate(editor);
        settle();
        view.loadCommands();
        assertTrue(view.getOutputText(), waitFor(() -> view.getCommands().stream()
                .anyMatch(c -> c.command().startsWith("initial_influence")), 30_000));
        settle();
        assertTrue("GNU Go's many commands do not squeeze the answer pane away", view.isOutputVisible());
        assertTrue(view.getOutputText(), view.getOutputText().contains("analyze commands"));
    }

    @Test
    public void theStatusLineShowsTheActiveEditorsMessage() throws Exception {
        GameEditor first = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        first.showMessage("message of the first game");
        GameEditor second = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        second.showMessage("message of the second game");
        settle();
        page().activate(first);
        settle();
        assertTrue(statusTexts().toString(), statusTexts().contains("message of the first game"));
        assertFalse(statusTexts().toString(), statusTexts().contains("message of the second game"));
        page().activate(second);
        settle();
        assertTrue(statusTexts().contains("message of the second game"));
    }

    @Test
    public void theAnalysisViewForgetsTheOtherEditorsAnswerAndFollowsThePreferences() throws Exception {
        GameEditor first = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        click(first, "E5", 1);
        AnalysisView view = (AnalysisView) page().showView(AnalysisView.ID);
        page().activate(first);
        settle();
        view.selectOwn(owlbench.ui.model.OwnAnalysis.WORM_STATUS);
        int before = view.getRuns();
        view.run();
        assertTrue(waitFor(() -> view.getRuns() > before, 20_000));
        assertFalse(view.getOutputText().isEmpty());
        GameEditor second = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        page().activate(second);
        settle();
        assertEquals("no answer about the first editor's position", "", view.getOutputText());

        IPreferenceStore store = EnginePreferences.store();
        store.setValue(EnginePreferences.NAME, "Another Engine");
        store.setValue(EnginePreferences.COMMAND, "/bin/false");
        ((ScopedPreferenceStore) store).save();
        assertTrue(view.getEngineText(), waitFor(() -> view.getEngineText().contains("Another Engine"), 5_000));
        assertTrue("the answer pane stays visible", view.isOutputVisible());
    }
}
