package owlbench.ui.game;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static owlbench.ui.game.Workbench.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Marked points in the game editor, driven by simulated SWT mouse and key events: Ctrl+click marks
 * strings, Shift+drag marks a rectangle, Escape or a plain click clears, and none of it gets in the
 * way of playing, setup, undo or the Properties view's selection.
 */
public class MarkedPointsTest {

    /** 9x9: black C3-C4 and E3, white G7-G6; black to play. */
    private static final String POSITION = "(;GM[1]FF[4]SZ[9]AB[cg][cf][eg]AW[gc][gd]PL[B])";

    private Path file;
    private GameEditor editor;

    @Before
    public void open() throws Exception {
        file = Files.createTempFile("marks", ".sgf");
        Files.writeString(file, POSITION, StandardCharsets.UTF_8);
        editor = (GameEditor) GameFiles.open(page(), file.toFile(), problem -> fail(problem));
        settle();
    }

    @After
    public void close() throws Exception {
        page().closeAllEditors(false);
        settle();
        Files.deleteIfExists(file);
    }

    /** One mouse event of {@code type} at a vertex with modifier keys {@code state}. */
    private void mouse(int type, String vertex, int button, int state) {
        Point c = editor.getCanvas().centreOf(pt(editor, vertex));
        Event e = new Event();
        e.button = button;
        e.stateMask = state;
        e.x = c.x;
        e.y = c.y;
        editor.getCanvas().notifyListeners(type, e);
    }

    private void ctrlClick(String vertex) {
        mouse(SWT.MouseDown, vertex, 1, SWT.CTRL);
        mouse(SWT.MouseUp, vertex, 1, SWT.CTRL | SWT.BUTTON1);
        settle();
    }

    private void shiftDrag(String from, String via, String to) {
        mouse(SWT.MouseDown, from, 1, SWT.SHIFT);
        mouse(SWT.MouseMove, via, 0, SWT.SHIFT | SWT.BUTTON1);
        mouse(SWT.MouseMove, to, 0, SWT.SHIFT | SWT.BUTTON1);
        mouse(SWT.MouseUp, to, 1, SWT.SHIFT | SWT.BUTTON1);
        settle();
    }

    private void key(int keyCode) {
        Event e = new Event();
        e.keyCode = keyCode;
        editor.getCanvas().notifyListeners(SWT.KeyDown, e);
        settle();
    }

    private int[] points(String... vertices) {
        int[] out = new int[vertices.length];
        for (int i = 0; i < vertices.length; i++) {
            out[i] = pt(editor, vertices[i]);
        }
        return out;
    }

    private int[] selectedMarks() {
        ISelection s = editor.getSelection();
        assertTrue("the editor's selection carries the marks: " + s, s instanceof BoardSelection);
        return ((BoardSelection) s).markedPoints();
    }

    @Test
    public void ctrlClickTogglesMarksOnWholeStrings() {
        assertArrayEquals(new int[0], editor.getMarkedPoints());
        assertNull(editor.getMarkedRegion());

        ctrlClick("C3");
        assertArrayEquals(points("C3"), editor.getMarkedPoints());
        assertTrue("the whole string is highlighted", editor.getCanvas().isHighlighted(pt(editor, "C4")));
        assertFalse("another string is not", editor.getCanvas().isHighlighted(pt(editor, "E3")));
        assertArrayEquals(points("C3"), selectedMarks());

        ctrlClick("C4"); // the same string: unmarked
        assertArrayEquals(new int[0], editor.getMarkedPoints());
        assertFalse(editor.getCanvas().isHighlighted(pt(editor, "C3")));

        ctrlClick("C4");
        ctrlClick("E3");
        ctrlClick("G7");
        assertArrayEquals("kept in the order marked, as clicked", points("C4", "E3", "G7"), editor.getMarkedPoints());
        assertArrayEquals(points("C4", "E3", "G7"), selectedMarks());
        assertTrue(editor.getCanvas().isHighlighted(pt(editor, "G6")));

        ctrlClick("D5"); // an empty point: no mark, and no move either
        assertArrayEquals(points("C4", "E3", "G7"), editor.getMarkedPoints());
        assertEquals(0, editor.getMoveNumber());
        assertEquals(StoneColor.EMPTY, editor.getModel().position().board().color(pt(editor, "D5")));
        assertFalse("marking is not an edit", editor.getModel().canUndo());
        assertFalse(editor.isDirty());

        ctrlClick("E3"); // unmark the middle one: the others keep their order
        assertArrayEquals(points("C4", "G7"), editor.getMarkedPoints());

        key(SWT.ESC);
        assertArrayEquals(new int[0], editor.getMarkedPoints());
        assertArrayEquals(new int[0], selectedMarks());
    }

    @Test
    public void shiftDragMarksARectangle() {
        ctrlClick("C3");
        shiftDrag("D5", "C4", "B2"); // dragged up-left to down-right in any direction: normalised
        Board b = editor.getModel().position().board();
        int[] expected = { b.col(pt(editor, "B2")), b.row(pt(editor, "D5")), b.col(pt(editor, "D5")), b.row(pt(editor, "B2")) };
        assertArrayEquals(new int[] { 1, 4, 3, 7 }, expected);
        assertArrayEquals(expected, editor.getMarkedRegion());
        assertArrayEquals(expected, ((BoardSelection) editor.getSelection()).markedRegion());
        assertArrayEquals("a region leaves the marked strings alone", points("C3"), editor.getMarkedPoints());
        assertTrue("an empty point inside", editor.getCanvas().isHighlighted(pt(editor, "C2")));
        assertFalse("a point outside", editor.getCanvas().isHighlighted(pt(editor, "E3")));
        assertEquals("a drag plays nothing", 0, editor.getMoveNumber());

        shiftDrag("F6", "F6", "F6"); // a new drag replaces the region; one point is a region too
        Board bb = editor.getModel().position().board();
        int f6 = pt(editor, "F6");
        assertArrayEquals(new int[] { bb.col(f6), bb.row(f6), bb.col(f6), bb.row(f6) }, editor.getMarkedRegion());

        key(SWT.ESC);
        assertNull(editor.getMarkedRegion());
        assertArrayEquals(new int[0], editor.getMarkedPoints());
        assertFalse(editor.getCanvas().isHighlighted(f6));
    }

    @Test
    public void marksDoNotGetInTheWayOfPlayingSetupUndoOrProperties() {
        ctrlClick("C3");
        shiftDrag("A1", "A1", "B2");
        click(editor, "F5", 1); // a plain click clears the marks and plays as always
        assertArrayEquals(new int[0], editor.getMarkedPoints());
        assertNull(editor.getMarkedRegion());
        assertEquals(1, editor.getMoveNumber());
        assertEquals(StoneColor.BLACK, editor.getModel().position().board().color(pt(editor, "F5")));

        // The Properties view still describes the point under the mouse.
        ctrlClick("C3");
        mouseOver(editor, "E3");
        Object first = ((BoardSelection) editor.getSelection()).getFirstElement();
        assertTrue(String.valueOf(first), first instanceof PointProperties);
        assertTrue(first.toString(), first.toString().contains("E3"));
        assertArrayEquals(points("C3"), selectedMarks());

        // Undo takes back the move, not the mark; a marked stone that disappears loses its mark.
        ctrlClick("F5");
        assertArrayEquals(points("C3", "F5"), editor.getMarkedPoints());
        editor.undo();
        settle();
        assertEquals(0, editor.getMoveNumber());
        assertArrayEquals(points("C3"), editor.getMarkedPoints());
        assertFalse(editor.getCanvas().isHighlighted(pt(editor, "F5")));

        // Setup mode: Ctrl+click marks without toggling a stone; a plain click still sets up a stone.
        editor.setSetupMode(true);
        ctrlClick("E3");
        assertArrayEquals(points("C3", "E3"), editor.getMarkedPoints());
        assertEquals(StoneColor.BLACK, editor.getModel().position().board().color(pt(editor, "E3")));
        click(editor, "H8", 1);
        assertEquals(StoneColor.BLACK, editor.getModel().position().board().color(pt(editor, "H8")));
        assertArrayEquals(new int[0], editor.getMarkedPoints());
        editor.setSetupMode(false);
    }
}
