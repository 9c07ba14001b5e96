package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertTrue;
import static owlbench.ui.game.Workbench.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.junit.After;
import org.junit.Test;

import owlbench.sgf.SgfReader;
import owlbench.ui.views.GameTreeView;

/**
 * Issue 19 in the running workbench: the comment field's text is part of the game (Setup toggle,
 * dirty state, save), a file changed on disk is not overwritten silently, the Game Tree follows
 * Save As and shows root variations, failures name their reason, and Progress is a Show View entry.
 */
public class EditorFaultsTest {

    @After
    public void closeEditors() {
        page().closeAllEditors(false);
        settle();
    }

    private static Path game(String sgf) throws Exception {
        Path dir = Files.createTempDirectory("owlfaults");
        Path file = dir.resolve("game.sgf");
        Files.writeString(file, sgf);
        return file;
    }

    private static GameEditor open(Path file) {
        IEditorPart part = GameFiles.open(page(), file.toFile(), problem -> {
            throw new AssertionError(problem);
        });
        settle();
        return (GameEditor) part;
    }

    @Test
    public void aTypedCommentSurvivesTheSetupToggle() throws Exception {
        GameEditor editor = open(game("(;SZ[9];B[ee])"));
        editor.next();
        editor.getCommentField().setText("a thought about E5"); // typing, without leaving the field
        settle();
        editor.setSetupMode(true); // what the Setup tool item does; it takes no focus
        settle();
        assertEquals("a thought about E5", editor.getCommentField().getText());
        assertEquals("a thought about E5", editor.getModel().current().get("C"));
        editor.setSetupMode(false);
        settle();
        assertEquals("a thought about E5", editor.getCommentField().getText());
    }

    @Test
    public void typingACommentMarksTheEditorDirtyAndCtrlSSavesIt() throws Exception {
        Path file = game("(;SZ[9];B[ee])");
        GameEditor editor = open(file);
        assertFalse(editor.isDirty());
        editor.getCommentField().setText("saved with Ctrl+S");
        settle();
        assertTrue("typing a comment makes the editor dirty (so Ctrl+W asks)", editor.isDirty());
        assertEquals("Edit Comment", editor.getModel().undoLabel());
        editor.doSave(null);
        settle();
        assertFalse(editor.isDirty());
        assertEquals("saved with Ctrl+S", SgfReader.read(file).games().get(0).get("C"));
        editor.undo();
        settle();
        assertEquals("", editor.getCommentField().getText());
        assertTrue(editor.isDirty());
    }

    @Test
    public void aFileChangedOnDiskIsNeverOverwrittenSilently() throws Exception {
        Path file = game("(;SZ[9])");
        GameEditor editor = open(file);
        click(editor, "E5", 1);
        Files.writeString(file, "(;SZ[9]GN[added outside])");
        List<Path> asked = new ArrayList<>();
        editor.setOnDiskChange(p -> {
            asked.add(p);
            return GameEditor.OnDiskChange.CANCEL;
        });
        editor.doSave(null);
        settle();
        assertEquals("the user is asked", 1, asked.size());
        assertEquals("cancel keeps the outside change", "(;SZ[9]GN[added outside])", Files.readString(file));
        assertTrue(editor.isDirty());

        editor.setOnDiskChange(p -> GameEditor.OnDiskChange.OVERWRITE);
        editor.doSave(null);
        settle();
        assertFalse(editor.isDirty());
        assertEquals(null, SgfReader.read(file).games().get(0).get("GN"));

        click(editor, "C3", 1);
        Files.writeString(file, "(;SZ[9]GN[second outside change];B[ee])");
        editor.setOnDiskChange(p -> GameEditor.OnDiskChange.RELOAD);
        editor.doSave(null);
        settle();
        assertEquals("reload keeps the file as it is on disk", "(;SZ[9]GN[second outside change];B[ee])",
                Files.readString(file));
        GameEditor reopened = (GameEditor) page().getActiveEditor();
        assertNotSame(editor, reopened);
        assertEquals("second outside change", reopened.getModel().root().get("GN"));
        assertFalse(reopened.isDirty());
    }

    @Test
    public void savingIntoADeletedFolderSaysWhyAndKeepsTheGame() throws Exception {
        Path file = game("(;SZ[9])");
        GameEditor editor = open(file);
        click(editor, "E5", 1);
        Files.delete(file);
        Files.delete(file.getParent());
        editor.doSave(null);
        settle();
        String error = editor.lastSaveError();
        assertNotNull(error);
        assertTrue(error, error.contains("does not exist"));
        assertFalse(error, error.contains("old file is unchanged"));
        assertTrue(error, error.contains("no file on disk"));
        assertTrue(editor.isDirty());
        assertEquals(1, editor.getMoveNumber());
    }

    @Test
    public void theGameTreeHeaderFollowsSaveAs() throws Exception {
        Path file = game("(;SZ[9];B[ee])");
        GameEditor editor = open(file);
        GameTreeView tree = (GameTreeView) page().showView(GameTreeView.ID);
        settle();
        assertEquals("game.sgf", tree.getContentDescription());
        editor.saveAs(file.resolveSibling("renamed.sgf"));
        settle();
        assertEquals("renamed.sgf", tree.getContentDescription());
    }

    @Test
    public void theGameTreeListsVariationsAtTheRoot() throws Exception {
        GameEditor editor = open(game("(;SZ[9](;B[aa];W[bb])(;B[cc];W[dd])(;B[ee]))"));
        GameTreeView view = (GameTreeView) page().showView(GameTreeView.ID);
        settle();
        view.getViewer().expandAll();
        settle();
        TreeItem[] top = view.getViewer().getTree().getItems();
        assertEquals("the main line: " + texts(top), List.of("Start", "1. B A9", "2. W B8"), texts(top));
        TreeItem[] variations = top[0].getItems();
        assertEquals(List.of("Variation 2: 1. B C7", "Variation 3: 1. B E5"), texts(variations));
        assertEquals(List.of("1. B C7", "2. W D6"), texts(variations[0].getItems()));
        assertEquals(List.of("1. B E5"), texts(variations[1].getItems()));
        view.select(editor.getModel().root().children().get(2));
        settle();
        assertEquals("E5 is current", "ee", editor.getModel().current().get("B"));
    }

    private static List<String> texts(TreeItem[] items) {
        List<String> out = new ArrayList<>();
        for (TreeItem i : items) {
            out.add(i.getText());
        }
        return out;
    }

    @Test
    public void aBinaryFileIsReportedWithoutRawControlCharacters() throws Exception {
        Path file = Files.createTempFile("binary", ".sgf");
        byte[] bytes = new byte[512];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 7 + 3);
        }
        bytes[0] = '(';
        bytes[1] = ';';
        bytes[2] = 1;
        Files.write(file, bytes);
        String problem = GameFiles.check(file.toFile());
        assertNotNull(problem);
        for (char c : problem.toCharArray()) {
            assertTrue("raw control character " + (int) c + " in: " + problem,
                    c == '\n' || c == '\t' || !Character.isISOControl(c));
        }
        assertTrue(problem, problem.contains(file.toString()));
        List<String> shown = new ArrayList<>();
        assertEquals(null, GameFiles.open(page(), file.toFile(), shown::add));
        assertEquals(1, shown.size());
        assertFalse(shown.get(0), shown.get(0).chars().anyMatch(c -> c != '\n' && c != '\t' && Character.isISOControl(c)));
    }

    @Test
    public void theProgressViewIsAShowViewShortcut() {
        assertTrue(Arrays.toString(page().getShowViewShortcuts()),
                Arrays.asList(page().getShowViewShortcuts()).contains("org.eclipse.ui.views.ProgressView"));
    }

}
