package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.junit.After;
import org.junit.Test;

/**
 * Start-up (issue 17): several games given at once get a tab each, but only the first game's editor
 * is made (and its board drawn) at once; the others are made when their tab is selected, as Eclipse
 * restores the editors of a workspace. A malformed file among them is reported with its line and
 * column and left out. The games are handmade.
 */
public class LazyEditorsTest {
    private List<IEditorReference> refs = List.of();

    @After
    public void tearDown() {
        Workbench.page().closeAllEditors(false);
        Workbench.settle();
    }

    @Test
    public void onlyTheFirstOfSixGamesIsMadeAtOnce() throws Exception {
        Path dir = Files.createTempDirectory("owlbench-lazy");
        List<File> files = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Path f = dir.resolve("game" + i + ".sgf");
            Files.writeString(f, "(;GM[1]FF[4]SZ[9];B[" + (char) ('a' + i) + "c];W[ee])");
            files.add(f.toFile());
        }
        Path bad = dir.resolve("bad.sgf");
        Files.writeString(bad, "not a game record at all\n"); // (a missing final parenthesis is read with a warning)
        files.add(3, bad.toFile());
        List<String> problems = new ArrayList<>();
        refs = GameFiles.openAll(Workbench.page(), files, problems::add);
        Workbench.settle();
        assertEquals("the malformed file is left out: " + problems, 6, refs.size());
        assertEquals(1, problems.size());
        assertTrue(problems.get(0), problems.get(0).contains("bad.sgf:"));
        IEditorPart first = refs.get(0).getEditor(false);
        assertNotNull("the first game's editor is made", first);
        assertSame(first, Workbench.page().getActiveEditor());
        for (int i = 1; i < refs.size(); i++) {
            assertNull("game " + i + " is not made before its tab is selected", refs.get(i).getEditor(false));
            assertTrue(refs.get(i).getTitle(), refs.get(i).getTitle().startsWith("game"));
        }
        // selecting a tab makes that editor
        IEditorPart third = refs.get(2).getEditor(true);
        Workbench.page().activate(third);
        Workbench.settle();
        assertTrue(third instanceof GameEditor);
        assertEquals("game2.sgf", ((GameEditor) third).getFile().getFileName().toString());
        assertNull(refs.get(5).getEditor(false));
        // the tabs not yet shown keep what the workspace saves of them: the input to make them later
        org.eclipse.ui.IMemento state = Workbench.page().getEditorState(new IEditorReference[] {refs.get(5)}, true)[0];
        assertNotNull("game 5 is saved with the workspace", state);
        org.eclipse.ui.IMemento input = state.getChild("input");
        assertNotNull("with its input", input);
        assertEquals("org.eclipse.ui.ide.FileStoreEditorInputFactory", input.getString("factoryID"));
        assertTrue(input.getString("uri"), input.getString("uri").endsWith("game5.sgf"));
        assertNull("reading the state does not make the editor", refs.get(5).getEditor(false));
    }

    @Test
    public void aGameAlreadyOpenKeepsItsTabWhenGivenAgain() throws Exception {
        Path dir = Files.createTempDirectory("owlbench-again");
        Path f = dir.resolve("again.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[9];B[cc];W[ee])");
        List<String> problems = new ArrayList<>();
        List<IEditorReference> first = GameFiles.openAll(Workbench.page(), List.of(f.toFile()), problems::add);
        Workbench.settle();
        // as at start-up with a workspace that restored the game: opened again, it is found, not null
        refs = GameFiles.openAll(Workbench.page(), List.of(f.toFile(), f.toFile()), problems::add);
        Workbench.settle();
        assertEquals(List.of(), problems);
        assertEquals(1, first.size());
        assertEquals("one tab for the game, the one already open", first, refs);
        assertEquals(1, Workbench.page().getEditorReferences().length);
    }
}
