package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.PageBookView;
import static owlbench.ui.game.Workbench.*;

import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.ui.PlayPerspective;

/** The Properties view shows the point under the mouse; move numbers on stones toggle from the Game menu. */
public class PointPropertiesTest {

    private static final String GNUGO = "/usr/games/gnugo";

    @After
    public void closeEditors() {
        page().closeAllEditors(false);
        settle();
    }

    private static PointProperties selected(GameEditor editor) {
        Object first = ((IStructuredSelection) editor.getSelection()).getFirstElement();
        return first instanceof PointProperties p ? p : null;
    }

    private void command(String id) throws Exception {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getService(IHandlerService.class).executeCommand(id, null);
        settle();
    }

    /** "name=value" for every row of the Properties view's tree, categories included. */
    private static List<String> rows(IViewPart sheet) {
        List<String> rows = new ArrayList<>();
        Tree tree = (Tree) ((PageBookView) sheet).getCurrentPage().getControl();
        for (TreeItem item : tree.getItems()) {
            collect(item, rows);
        }
        return rows;
    }

    private static void collect(TreeItem item, List<String> rows) {
        item.setExpanded(true);
        rows.add(item.getText(0) + "=" + item.getText(1));
        for (TreeItem child : item.getItems()) {
            collect(child, rows);
        }
    }

    private GameEditor threeMoves() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        click(editor, "E5", 1); // black
        click(editor, "E6", 1); // white
        click(editor, "D5", 1); // black: string D5-E5 with liberties C5 D4 D6 E4 F5
        return editor;
    }

    @Test
    public void propertiesViewShowsTheStringUnderTheMouse() throws Exception {
        page().setPerspective(PlatformUI.getWorkbench().getPerspectiveRegistry().findPerspectiveWithId(PlayPerspective.ID));
        page().resetPerspective();
        settle();
        assertNotNull("the Play perspective has the Properties view", page().findViewReference(IPageLayout.ID_PROP_SHEET));
        GameEditor editor = threeMoves();
        command("owlbench.ui.game.pointProperties");
        IViewPart sheet = page().findView(IPageLayout.ID_PROP_SHEET);
        assertNotNull("Game > Point Properties shows the Properties view", sheet);
        page().activate(editor);
        settle();

        mouseOver(editor, "E5");
        PointProperties p = selected(editor);
        assertNotNull(p);
        assertEquals("E5", p.getPropertyValue(PointProperties.POINT));
        assertEquals("black", p.getPropertyValue(PointProperties.COLOUR));
        assertEquals("D5", p.getPropertyValue(PointProperties.ORIGIN));
        assertEquals("2", p.getPropertyValue(PointProperties.SIZE));
        assertEquals("D5 E5", p.getPropertyValue(PointProperties.STONES));
        assertEquals("5", p.getPropertyValue(PointProperties.LIBERTY_COUNT));
        assertEquals("C5 D4 D6 E4 F5", p.getPropertyValue(PointProperties.LIBERTIES));
        String first = String.valueOf(p.getPropertyValue(PointProperties.STATUS));
        // before the answer: no status yet, or "not available yet (asking owlbench)" once asked
        assertTrue(first, first.startsWith(PointProperties.NO_STATUS) || first.startsWith("alive"));
        assertTrue("the view shows the liberties: " + rows(sheet),
                waitFor(() -> rows(sheet).contains("Liberties=C5 D4 D6 E4 F5"), 5_000));
        // without an engine attached, owlbench's own tactical reading gives the status
        assertTrue(rows(sheet).toString(), waitFor(() -> rows(sheet).contains(
                "Status=alive: no attack (" + PointProperties.OWN_SOURCE + ")"), 10_000));

        mouseOver(editor, "E6");
        assertEquals("white", selected(editor).getPropertyValue(PointProperties.COLOUR));
        assertEquals("3", selected(editor).getPropertyValue(PointProperties.LIBERTY_COUNT));
        assertTrue(rows(sheet).toString(), waitFor(() -> rows(sheet).contains("Liberty count=3"), 5_000));

        // Off the board the view falls back to the last clicked point (D5, the last move).
        Event exit = new Event();
        editor.getCanvas().notifyListeners(SWT.MouseExit, exit);
        settle();
        assertEquals("D5", selected(editor).getPropertyValue(PointProperties.POINT));

        mouseOver(editor, "A1");
        assertEquals("empty", selected(editor).getPropertyValue(PointProperties.COLOUR));
        assertEquals(null, selected(editor).getPropertyValue(PointProperties.LIBERTIES));
        assertTrue(rows(sheet).toString(), waitFor(() -> rows(sheet).contains("Colour=empty"), 5_000));
        // owlbench's eye space and influence of the point, as the engine's Java API gives them
        owlbench.engine.PositionAnalysis.PointAnalysis a1 = editor.currentAnalysis().point(pt(editor, "A1"));
        String region = "Region=" + a1.region();
        String eye = "Eye space=" + owlbench.ui.model.PointAnalysisText.eyeSpace(a1, 9);
        String influence = "Influence=" + owlbench.ui.model.PointAnalysisText.influence(a1);
        assertTrue(rows(sheet).toString(), waitFor(() -> rows(sheet).contains(region) && rows(sheet).contains(eye)
                && rows(sheet).contains(influence), 20_000));
    }

    @Test
    public void theStatusComesFromAnAttachedEngine() throws Exception {
        Assume.assumeTrue(GNUGO + " is absent: skipping the engine status test", new File(GNUGO).canExecute());
        GameEditor editor = threeMoves();
        editor.getEngine().configure(GNUGO + " --mode gtp --level 1", "GNU Go");
        editor.getEngine().start(null);
        assertTrue("GNU Go starts", waitFor(() -> editor.getEngine().knownCommands().contains("dragon_status"), 20_000));
        mouseOver(editor, "E5");
        assertTrue("GNU Go answers dragon_status", waitFor(() -> selected(editor) != null
                && String.valueOf(selected(editor).status()).contains("dragon_status"), 20_000));
        assertTrue(selected(editor).status(), selected(editor).status().startsWith("alive"));
    }

    @Test
    public void moveNumbersToggleFromTheGameMenu() throws Exception {
        GameEditor editor = threeMoves();
        page().activate(editor);
        settle();
        assertEquals("off by default", 0, editor.getCanvas().moveNumberAt(pt(editor, "E5")));
        command("owlbench.ui.game.moveNumbers");
        assertTrue(editor.isShowMoveNumbers());
        assertEquals(1, editor.getCanvas().moveNumberAt(pt(editor, "E5")));
        assertEquals(2, editor.getCanvas().moveNumberAt(pt(editor, "E6")));
        assertEquals(3, editor.getCanvas().moveNumberAt(pt(editor, "D5")));
        assertEquals(0, editor.getCanvas().moveNumberAt(pt(editor, "A1")));
        editor.previous();
        assertEquals("a stone not on the board has no number", 0, editor.getCanvas().moveNumberAt(pt(editor, "D5")));
        command("owlbench.ui.game.moveNumbers");
        assertEquals(0, editor.getCanvas().moveNumberAt(pt(editor, "E5")));
    }
}
