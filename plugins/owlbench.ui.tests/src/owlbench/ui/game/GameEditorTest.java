package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import static owlbench.ui.game.Workbench.*;

import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/** Drives the game editor in the real workbench (under Xvfb): open a regression game, step through it. */
public class GameEditorTest {

    private static final File SHARED = new File(System.getProperty("owlbench.shared", "../../../shared"));

    @After
    public void closeEditors() {
        page().closeAllEditors(false);
        settle();
    }

    @Test
    public void opensARegressionGameAndStepsToItsEnd() throws Exception {
        File game = new File(SHARED, "gnugo-3.8/regression/games/strategy25.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the regression-game UI test", game.isFile());

        IEditorPart part = GameFiles.open(page(), game);
        settle();
        assertTrue("a game editor opens", part instanceof GameEditor);
        GameEditor editor = (GameEditor) part;
        assertEquals(0, editor.getMoveNumber());
        int moves = editor.getMoveCount();
        assertTrue("the game has moves", moves > 10);

        // Step with the keyboard, as a user would, on the focused board.
        editor.setFocus();
        for (int i = 0; i < moves; i++) {
            pressKey(editor, SWT.ARROW_RIGHT);
        }
        settle();
        assertEquals(moves, editor.getMoveNumber());
        pressKey(editor, SWT.ARROW_RIGHT); // past the end stays at the end
        assertEquals(moves, editor.getMoveNumber());

        Board shown = editor.getCanvas().getPosition();
        Board expected = GameReplay.atEnd(SgfReader.read(game.toPath()).games().get(0)).board();
        for (int p : expected.onBoardPoints()) {
            assertEquals("colour at point " + p, expected.color(p), shown.color(p));
        }
        assertTrue(editor.getStatusText(), editor.getStatusText().startsWith("Move " + moves + " of " + moves));

        pressKey(editor, SWT.HOME);
        assertEquals(0, editor.getMoveNumber());
        pressKey(editor, SWT.END);
        assertEquals(moves, editor.getMoveNumber());
        pressKey(editor, SWT.ARROW_LEFT);
        assertEquals(moves - 1, editor.getMoveNumber());
    }

    @Test
    public void stepsAHandmadeGameMoveByMove() throws Exception {
        File file = File.createTempFile("handmade", ".sgf");
        file.deleteOnExit();
        Files.writeString(file.toPath(), "(;GM[1]FF[4]SZ[9]AB[cc];W[ee];B[dd];W[])", StandardCharsets.UTF_8);
        GameEditor editor = (GameEditor) GameFiles.open(page(), file);
        settle();
        assertNotNull(editor);
        assertEquals(3, editor.getMoveCount());
        Board start = editor.getCanvas().getPosition();
        assertEquals(StoneColor.BLACK, start.color(start.point(2, 2)));
        assertEquals(StoneColor.EMPTY, start.color(start.point(4, 4)));
        editor.next();
        assertEquals(StoneColor.WHITE, editor.getCanvas().getPosition().color(start.point(4, 4)));
        assertEquals(start.point(4, 4), editor.getCanvas().getLastMove());
        editor.last();
        assertEquals(Board.PASS, editor.getCanvas().getLastMove());
        assertTrue(editor.getStatusText(), editor.getStatusText().contains("White PASS"));
    }

    @Test
    public void malformedGameIsRefusedWithLineAndColumn() throws Exception {
        File file = File.createTempFile("broken", ".sgf");
        file.deleteOnExit();
        Files.writeString(file.toPath(), "(;GM[1]FF[4]SZ[9]\n;B[dd]C[never closed", StandardCharsets.UTF_8);
        String problem = GameFiles.check(file);
        assertNotNull(problem);
        assertTrue(problem, problem.contains(file.getName() + ":2:"));
        assertNull("nothing opens half-way", page().findEditor(new org.eclipse.ui.ide.FileStoreEditorInput(
                org.eclipse.core.filesystem.EFS.getLocalFileSystem().getStore(file.toURI()))));
    }

    private static void pressKey(GameEditor editor, int keyCode) {
        Event event = new Event();
        event.keyCode = keyCode;
        editor.getCanvas().notifyListeners(SWT.KeyDown, event);
        settle();
    }
}
