package owlbench.ui.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.util.ArrayDeque;
import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.NodeDetail;
import owlbench.reading.TreeRecorder.Node;
import owlbench.ui.game.GameEditor;
import owlbench.ui.game.GameFiles;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.patterns.PatternDbEditor;

/**
 * An owl tree on a regression position in the running workbench (under Xvfb): a selected node's
 * details show the eyes owl counted (drawn on the board with their values and a legend) and the
 * proposing pattern as a link; the link, F3 and the context menu's action open the pattern
 * editor on that file with the pattern's name selected.
 */
public class OwlNodeDetailsTest {

    private static final File SHARED = new File(System.getProperty("owlbench.shared", "../../../shared"));

    private IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static void settle() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // run the event loop until idle
        }
    }

    @After
    public void closeAll() {
        page().closeAllEditors(false);
        var view = page().findView(ReadingTreeView.ID);
        if (view != null) {
            page().hideView(view);
        }
        settle();
    }

    @Test
    public void aSelectedOwlNodeShowsItsEyesAndOpensThePatternThatProposedIt() throws Exception {
        File game = new File(SHARED, "gnugo-3.8/regression/games/incident66.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the owl details test (it reads owl.tst's incident66.sgf)",
                game.isFile());
        // owl.tst 1: loadsgf games/incident66.sgf 52, owl_attack D8
        IEditorPart part = GameFiles.open(page(), game, problem -> fail(problem));
        settle();
        GameEditor editor = (GameEditor) part;
        editor.goTo(51);
        settle();
        Board board = editor.getModel().position().board();
        int d8 = Vertex.parse("D8", board.size());
        assertEquals("owl.tst's dragon at D8", StoneColor.BLACK, board.color(d8));
        editor.hover(d8);

        Object job = PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ReadHandler.OWL_ATTACK, null);
        assertTrue("the command starts an owl reading job", job instanceof ReadingJob);
        assertTrue("the job ended within 2 minutes", ((ReadingJob) job).join(120_000, null));
        assertNull("owl starts: " + ((ReadingJob) job).problem(), ((ReadingJob) job).problem());
        ReadingTreeView view = waitForView();
        ReadingTree tree = view.getTree();
        NodeDetailsPane details = view.details();

        // nothing selected: the start position's eyes
        assertTrue(details.headerText(), details.headerText().startsWith("Start position"));
        assertNotNull("owl recorded the start position", tree.rootDetail());
        assertTrue(details.bodyText(), details.bodyText().contains("Eyes "));

        Node n = firstProposedByAPatternWithEyes(tree);
        assertNotNull("a node proposed by a pattern, with eye spaces, in a tree of " + tree.nodeCount() + " nodes", n);
        view.getViewer().setSelection(new StructuredSelection(n), true);
        settle();
        NodeDetail d = n.detail;
        NodeDetail.PatternRef ref = d.proposer().pattern();
        NodeDetail.EyeSpace space = d.eyeSpaces().get(0);
        System.out.printf("OwlNodeDetailsTest: owl_attack D8 on incident66 move 51: %d nodes; node %s %s: %s | %s%n",
                tree.nodeCount(), Vertex.toString(n.move, board.size()), ref, details.proposerText(),
                details.bodyText().replace('\n', '|'));

        // the details in words: the move, its pattern as a link, the eye values, why the line ended
        assertTrue(details.headerText(), details.headerText().contains(Vertex.toString(n.move, board.size())));
        assertTrue(details.proposerText(), details.proposerText().contains("<a>" + ref.name() + "</a>"));
        assertTrue(details.proposerText(), details.proposerText().contains("line " + ref.line()));
        assertTrue(details.bodyText(), details.bodyText().contains(space.eyesLabel() + (space.eyesLabel().equals("1") ? " eye" : " eyes")));
        assertTrue(details.bodyText(), details.bodyText().contains(d.end() == NodeDetail.End.READ_ON ? "Moves below decided" : "Line ended"));
        assertEquals(ref, details.pattern());

        // the board: the space shaded and labelled with its value, the dragon highlighted, a legend
        BoardOverlay drawn = view.getBoard().getAnalysis();
        assertNotNull("the eye spaces are drawn", drawn);
        assertTrue("the space's points are shaded", drawn.color(space.points()[0]) >= 0);
        boolean labelled = false;
        for (int p : space.points()) {
            labelled |= space.eyesLabel().equals(drawn.label(p));
        }
        assertTrue("the space is labelled " + space.eyesLabel(), labelled);
        assertTrue("the dragon is highlighted", view.getBoard().isHighlighted(d.goal()[0]));
        assertTrue(details.legend().text(), details.legend().text().contains("eye space"));

        // a click on the link opens the pattern editor on the file, the pattern's name selected
        Event click = new Event();
        details.proposerLink().notifyListeners(SWT.Selection, click);
        settle();
        PatternLinks.Opened opened = view.lastOpened();
        assertNotNull("the link was followed", opened);
        assertNull(opened.problem(), opened.problem());
        assertOnPattern(opened.editor(), ref);
        page().closeEditor(opened.editor(), false);
        settle();

        // F3 on the tree does the same
        page().activate(view);
        Event f3 = new Event();
        f3.keyCode = SWT.F3;
        view.getViewer().getTree().notifyListeners(SWT.KeyDown, f3);
        settle();
        assertNotSame(opened, view.lastOpened());
        assertOnPattern(view.lastOpened().editor(), ref);
    }

    private static void assertNotSame(Object a, Object b) {
        assertTrue("F3 opened the pattern again", a != b);
    }

    private static void assertOnPattern(PatternDbEditor editor, NodeDetail.PatternRef ref) throws Exception {
        assertNotNull("a pattern editor", editor);
        assertTrue(editor.getTitleToolTip() + " is " + ref.file(), editor.getTitleToolTip().endsWith(new File(ref.file()).getName()));
        IDocument doc = editor.document();
        ITextSelection sel = (ITextSelection) editor.getSelectionProvider().getSelection();
        assertEquals("the caret on the pattern's line", ref.line() - 1, doc.getLineOfOffset(sel.getOffset()));
        assertEquals("its name selected", ref.name(), sel.getText());
    }

    /** Depth first in search order, the first node whose move a pattern proposed and that counted eye spaces; its parents noted for the viewer. */
    private static Node firstProposedByAPatternWithEyes(ReadingTree tree) {
        ArrayDeque<Node> stack = new ArrayDeque<>();
        List<Node> top = tree.children(null);
        for (int i = top.size() - 1; i >= 0; i--) {
            stack.push(top.get(i));
        }
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            if (n.detail != null && n.detail.proposer() != null && n.detail.proposer().pattern() != null
                    && !n.detail.eyeSpaces().isEmpty()) {
                return n;
            }
            List<Node> kids = tree.children(n);
            for (int i = kids.size() - 1; i >= 0; i--) {
                tree.noteParent(kids.get(i), n);
                stack.push(kids.get(i));
            }
        }
        return null;
    }

    private ReadingTreeView waitForView() throws InterruptedException {
        owlbench.ui.jobs.JobFamilies.join(owlbench.ui.jobs.JobFamilies.READING, 10_000);
        if (owlbench.ui.jobs.JobFamilies.waitUntil(
                () -> page().findView(ReadingTreeView.ID) instanceof ReadingTreeView v && v.getTree() != null, 10_000)) {
            return (ReadingTreeView) page().findView(ReadingTreeView.ID);
        }
        fail("the reading-tree viewer did not show the tree within 10 s");
        return null;
    }
}
