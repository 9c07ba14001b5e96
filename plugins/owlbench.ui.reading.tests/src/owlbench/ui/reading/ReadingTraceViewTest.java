package owlbench.ui.reading;

import owlbench.board.StoneColor;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.TreeRecorder;
import owlbench.reading.TreeRecorder.Node;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;
import owlbench.ui.model.BoardOverlay;

/**
 * Reading trees as a GNU Go user reads them (issue 17): a GNU Go owl trace made in this run by
 * /usr/games/gnugo opens with its nodes' results and comments, the MA marks and the trace's own
 * result in the header; owlbench's disconnect tree marks the winning disconnect move as its
 * principal line, highlights both strings, and every column is wide enough for its values.
 */
public class ReadingTraceViewTest {
    private static final File SHARED = new File(System.getProperty("owlbench.shared", "../../../shared"));
    private static final File GNUGO = new File("/usr/games/gnugo");

    private IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static void settle() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // until idle
        }
    }

    @After
    public void closeViews() {
        for (IViewReference r : page().getViewReferences()) {
            if (r.getId().equals(ReadingTreeView.ID)) page().hideView(r);
        }
        settle();
    }

    @Test
    public void gnuGoOwlTraceShowsItsResultsCommentsAndMarks() throws Exception {
        File game = new File(SHARED, "gnugo-3.8/regression/games/mertin13x13/gnugo-goliath2.W+38.sgf");
        Assume.assumeTrue("needs GNU Go and ../shared's regression games", GNUGO.canExecute() && game.isFile());
        Path trace = Files.createTempFile("owl-trace", ".sgf");
        Process p = new ProcessBuilder(GNUGO.getPath(), "--decide-dragon", "L10", "-o", trace.toString(), "-l",
                game.getPath(), "-L", "27").redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        assertTrue("gnugo finished", p.waitFor(120, TimeUnit.SECONDS));
        assertTrue(said, Files.size(trace) > 1000);
        ReadingTree tree = ReadingTree.fromFile(trace);
        ReadingTreeView view = (ReadingTreeView) page().showView(ReadingTreeView.ID);
        view.setTree(tree);
        settle();
        // the header: the trace's own results, as GNU Go wrote them
        assertTrue(view.getStatistics(), view.getStatistics().contains("owl_attack L10: WIN N11"));
        assertTrue(view.getStatistics(), view.getStatistics().contains("owl_defend L10: 0"));
        // nodes: results read from the trace (not all 0) and GNU Go's comment
        int wins = 0;
        int fails = 0;
        for (Node n : tree.roots()) {
            if (n.code == ReadCodes.FAIL) fails++;
            else wins++;
            assertTrue("a comment on " + Vertex.toString(n.move, 13), !n.comment.isEmpty());
            assertTrue(n.comment, n.comment.startsWith("owl_"));
            assertTrue(n.comment, !n.comment.contains("next variation"));
            assertNotNull("MA marks", n.marked);
        }
        assertTrue("results: " + wins + " won, " + fails + " refuted", wins > 0);
        Node first = tree.roots().get(0);
        assertEquals(first.comment, view.text(first, 6));
        assertEquals(ReadCodes.name(first.code), view.text(first, 2));
        // the board shows the node's MA marks as crosses
        view.getViewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(first), true);
        settle();
        BoardOverlay markup = view.getBoard().getMarkup();
        for (int m : first.marked) assertEquals("MA at " + Vertex.toString(m, 13), BoardOverlay.CROSS, markup.mark(m));
        assertTrue("the dragon L10 is highlighted", view.getBoard().isHighlighted(Vertex.parse("L10", 13)));
        columnsFit(view, tree);
    }

    @Test
    public void disconnectTreeMarksTheWinningMoveAndBothStrings() throws Exception {
        File game = new File(SHARED, "gnugo-3.8/regression/games/trevor/trevor_09.sgf");
        Assume.assumeTrue("needs ../shared's regression games", game.isFile());
        Board b = GameReplay.atEnd(SgfReader.read(game.toPath()).games().get(0)).board();
        int d4 = Vertex.parse("D4", 9), g5 = Vertex.parse("G5", 9);
        TreeRecorder rec = new TreeRecorder();
        int code = new ConnectionReader(new Reader(b)).disconnect(d4, g5, rec);
        assertTrue("D4 and G5 can be cut (connection.tst 22)", code != ReadCodes.FAIL);
        ReadingTree tree = ReadingTree.fromRecorder("disconnect D4 G5", b.copy(), rec, 1);
        List<Node> line = tree.principalLine();
        assertTrue(!line.isEmpty());
        Node top = line.get(0);
        assertEquals("the principal line starts on the winning disconnect move", rec.resultMove(), top.move);
        assertEquals("disconnect", top.function);
        for (Node n : line) assertTrue("no tactical sub-read on the line: " + n.function, n.function.contains("connect"));
        ReadingTreeView view = (ReadingTreeView) page().showView(ReadingTreeView.ID);
        view.setTree(tree);
        settle();
        // one format for results: the header's "WIN D5" and the column's "WIN"
        String result = ReadingTree.resultText(code, rec.resultMove(), 9);
        assertTrue(view.getStatistics(), view.getStatistics().contains(": " + result + " "));
        assertTrue(result, !result.contains(" at "));
        assertEquals(ReadCodes.name(top.code), view.text(top, 2));
        assertTrue(result.startsWith(view.text(top, 2)));
        assertTrue("both strings highlighted", view.getBoard().isHighlighted(d4) && view.getBoard().isHighlighted(g5));
        columnsFit(view, tree);
    }

    @Test
    public void windowShowViewListsTheReadingViews() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                .setPerspective(PlatformUI.getWorkbench().getPerspectiveRegistry().findPerspectiveWithId("owlbench.ui.perspective.play"));
        List<String> shortcuts = List.of(page().getShowViewShortcuts());
        assertTrue(shortcuts.toString(), shortcuts.contains(ReadingTreeView.ID));
        assertTrue(shortcuts.toString(), shortcuts.contains("owlbench.ui.reading.regression"));
        assertTrue(shortcuts.toString(), shortcuts.contains("org.eclipse.ui.views.ProgressView"));
    }

    @Test
    public void theBoardGrowsWithTheView() throws Exception {
        Board b = new Board(9);
        b.play(Vertex.parse("C3", 9), StoneColor.WHITE);
        TreeRecorder rec = new TreeRecorder();
        new Reader(b).attack(Vertex.parse("C3", 9), rec);
        ReadingTreeView view = (ReadingTreeView) page().showView(ReadingTreeView.ID);
        view.setTree(ReadingTree.fromRecorder("attack C3", b.copy(), rec, 1));
        settle();
        int before = Math.min(view.getBoard().getSize().x, view.getBoard().getSize().y);
        IViewReference ref = (IViewReference) page().getReference(view);
        page().setPartState(ref, IWorkbenchPage.STATE_MAXIMIZED);
        settle();
        org.eclipse.swt.graphics.Point size = view.getBoard().getSize();
        org.eclipse.swt.graphics.Point whole = view.getBoard().getParent().getSize();
        page().setPartState(ref, IWorkbenchPage.STATE_RESTORED);
        settle();
        assertTrue("maximised board " + size + " in " + whole + " (was " + before + ")",
                Math.min(size.x, size.y) >= Math.min(Math.min(whole.x, whole.y), whole.x * 6 / 10) - 10);
        assertTrue("the board grew: " + before + " -> " + size, Math.min(size.x, size.y) > before);
    }

    private static void columnsFit(ReadingTreeView view, ReadingTree tree) {
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(view.getViewer().getTree());
        try {
            for (int c = 1; c < 6; c++) {
                for (Node n : tree.roots()) {
                    int need = gc.textExtent(view.text(n, c)).x;
                    assertTrue("column " + c + " (" + view.columnWidth(c) + " px) shows '" + view.text(n, c) + "'",
                            view.columnWidth(c) >= need + 8);
                }
            }
        } finally {
            gc.dispose();
        }
    }
}
