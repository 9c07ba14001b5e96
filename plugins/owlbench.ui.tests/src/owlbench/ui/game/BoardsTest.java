package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.junit.After;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.ui.board.BoardCanvas;
import owlbench.ui.board.BoardSash;

/**
 * Boards (issue 17): coordinate labels never under a stone on the edge lines, at every size from a
 * narrow view's to a maximised editor's; navigation buttons are icons with tooltips; the board part
 * of a view's sash is a square as large as the view allows.
 */
public class BoardsTest {
    private Shell shell;
    private GameEditor editor;

    @After
    public void tearDown() {
        if (shell != null) shell.dispose();
        if (editor != null) Workbench.page().closeEditor(editor, false);
    }

    @Test
    public void coordinateLabelsAreNeverCoveredByEdgeStones() {
        shell = new Shell(Display.getCurrent());
        shell.setLayout(new FillLayout());
        BoardCanvas canvas = new BoardCanvas(shell, SWT.NONE);
        for (int n : new int[] {9, 13, 19}) {
            Board b = new Board(n);
            b.setSuicideAllowed(true);
            for (int p : b.onBoardPoints()) {
                int col = b.col(p), row = b.row(p);
                if (col == 0 || row == 0 || col == n - 1 || row == n - 1) b.setStone(p, (col + row) % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE);
            }
            canvas.setPosition(b, Board.PASS);
            for (int side : new int[] {150, 220, 270, 400, 700, 900}) {
                shell.setSize(side, side);
                shell.layout(true, true);
                Rectangle area = canvas.getClientArea();
                int radius = canvas.stoneRadius();
                for (int i = 0; i < n; i++) {
                    for (Rectangle label : canvas.coordinateLabelBounds(i)) {
                        String where = n + "x" + n + " board in " + side + " px, label " + i + " " + label;
                        assertTrue(where + " is inside the board widget " + area, area.contains(label.x, label.y)
                                && area.contains(label.x + label.width - 1, label.y + label.height - 1));
                        for (int p : b.onBoardPoints()) {
                            if (b.color(p) == StoneColor.EMPTY) continue;
                            Point c = canvas.centreOf(p);
                            assertFalse(where + " is under the stone at " + c, overlaps(label, c, radius));
                        }
                    }
                }
            }
        }
    }

    /** Whether the stone's disc (centre c, radius r) and the rectangle share a pixel. */
    private static boolean overlaps(Rectangle r, Point c, int radius) {
        int nx = Math.max(r.x, Math.min(c.x, r.x + r.width - 1));
        int ny = Math.max(r.y, Math.min(c.y, r.y + r.height - 1));
        long dx = nx - c.x, dy = ny - c.y;
        return dx * dx + dy * dy < (long) radius * radius;
    }

    @Test
    public void navigationButtonsAreIconsWithTooltips() throws Exception {
        editor = GameFiles.newGame(Workbench.page(), 9, 6.5, 0, "Japanese");
        Workbench.settle();
        ToolBar bar = find(editor.getCanvas().getParent().getParent(), ToolBar.class);
        assertNotNull("the editor's toolbar", bar);
        ToolItem[] items = bar.getItems();
        String[] tips = {"First move", "Previous move", "Next move", "Last move", "Previous variation", "Next variation"};
        for (int i = 0; i < tips.length; i++) {
            assertNotNull("an icon on button " + i, items[i].getImage());
            assertEquals("no text beside the icon", "", items[i].getText());
            assertTrue(items[i].getToolTipText(), items[i].getToolTipText().startsWith(tips[i]));
            Rectangle r = items[i].getImage().getBounds();
            assertEquals(16, r.width);
            assertEquals(16, r.height);
        }
        // the icon is drawn: some pixels are opaque and some transparent
        org.eclipse.swt.graphics.ImageData d = items[2].getImage().getImageData();
        int opaque = 0;
        for (int y = 0; y < d.height; y++) {
            for (int x = 0; x < d.width; x++) {
                boolean see = d.alphaData != null ? d.getAlpha(x, y) > 127
                        : d.transparentPixel < 0 || d.getPixel(x, y) != d.transparentPixel;
                if (see) opaque++;
            }
        }
        assertTrue("drawn pixels: " + opaque, opaque > 20 && opaque < 16 * 16 - 20);
    }

    private static <T extends Control> T find(Control root, Class<T> type) {
        List<Control> todo = new ArrayList<>(List.of(root));
        while (!todo.isEmpty()) {
            Control c = todo.remove(0);
            if (type.isInstance(c)) return type.cast(c);
            if (c instanceof Composite comp) todo.addAll(List.of(comp.getChildren()));
        }
        return null;
    }

    @Test
    public void aTinyPartClipsItsContentInsteadOfSqueezingScrollBars() {
        shell = new Shell(Display.getCurrent());
        Composite content = owlbench.ui.views.MinimumSize.wrap(shell);
        org.eclipse.swt.widgets.Table table = new org.eclipse.swt.widgets.Table(content, SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        for (int[] size : new int[][] {{60, 40}, {10, 300}, {400, 12}, {800, 600}}) {
            shell.setSize(size[0], size[1]);
            shell.layout(true, true);
            Point got = table.getSize();
            Rectangle area = shell.getClientArea();
            String where = "table in a " + area.width + "x" + area.height + " part: " + got;
            assertTrue(where, got.x >= Math.max(area.width, owlbench.ui.views.MinimumSize.WIDTH));
            assertTrue(where, got.y >= Math.max(area.height, owlbench.ui.views.MinimumSize.HEIGHT));
        }
    }

    @Test
    public void theBoardPartOfAViewIsAsLargeAsTheViewAllows() {
        // wide and short (a view under the editor): the board is as tall as the view
        int[] w = BoardSash.weights(1200, 300, true);
        assertEquals(300, w[0]);
        assertEquals(900, w[1]);
        // maximised: the board grows with the view, up to 65% of its width
        w = BoardSash.weights(1280, 900, true);
        assertEquals(832, w[0]);
        // tall and narrow: board above, as wide as the view
        assertFalse(BoardSash.horizontal(300, 900));
        w = BoardSash.weights(300, 900, false);
        assertEquals(300, w[0]);
        // tiny: both parts keep at least a pixel (no negative sizes for GTK)
        w = BoardSash.weights(3, 2, true);
        assertTrue(w[0] >= 1 && w[1] >= 1);
    }
}
