package owlbench.ui.game;

import java.util.function.BooleanSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;

import owlbench.board.Vertex;

/** What the workbench tests share: the active page, running the event loop, and mouse input on a game board. */
final class Workbench {

    private Workbench() {
    }

    static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** Runs the event loop until it is idle. */
    static void settle() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // keep dispatching
        }
    }

    /** Runs the event loop until {@code done} or the timeout; the UI stays live meanwhile. */
    static boolean waitFor(BooleanSupplier done, long millis) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        while (!done.getAsBoolean() && System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(20, () -> {
                });
                display.sleep();
            }
        }
        return done.getAsBoolean();
    }

    /** The board point of a GTP vertex in the editor's game. */
    static int pt(GameEditor editor, String vertex) {
        return Vertex.parse(vertex, editor.getModel().boardSize());
    }

    /** A click (mouse down and up) with {@code button} on a vertex of the editor's board. */
    static void click(GameEditor editor, String vertex, int button) {
        Point c = editor.getCanvas().centreOf(pt(editor, vertex));
        for (int type : new int[] { SWT.MouseDown, SWT.MouseUp }) {
            Event e = new Event();
            e.button = button;
            e.x = c.x;
            e.y = c.y;
            editor.getCanvas().notifyListeners(type, e);
        }
        settle();
    }

    /** The mouse moving over a vertex of the editor's board. */
    static void mouseOver(GameEditor editor, String vertex) {
        Point c = editor.getCanvas().centreOf(pt(editor, vertex));
        Event e = new Event();
        e.x = c.x;
        e.y = c.y;
        editor.getCanvas().notifyListeners(SWT.MouseMove, e);
        settle();
    }
}
