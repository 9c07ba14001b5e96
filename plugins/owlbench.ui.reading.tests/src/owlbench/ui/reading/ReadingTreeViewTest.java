package owlbench.ui.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
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
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.TreeRecorder.Node;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfNode;
import owlbench.ui.game.GameEditor;
import owlbench.ui.game.GameFiles;

/** Drives the reading-tree viewer in the real workbench (under Xvfb). */
public class ReadingTreeViewTest {

    private static final File SHARED = new File(System.getProperty("owlbench.shared", "../../../shared"));

    /** A 9x9 ladder: the white stone at C3 has two liberties (black at B3, C2, D2) and the board is empty towards the top right. */
    private static final String LADDER = "(;GM[1]FF[4]SZ[9]AW[cg]AB[bg][ch][dh]PL[B])";

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
    public void readAttackOnALadderShowsTheReadersAnswerAndNodeCount() throws Exception {
        Path file = Files.createTempFile("ladder", ".sgf");
        Files.writeString(file, LADDER, StandardCharsets.UTF_8);
        IEditorPart part = GameFiles.open(page(), file.toFile(), problem -> fail(problem));
        settle();
        assertTrue("a game editor opens", part instanceof GameEditor);
        GameEditor editor = (GameEditor) part;
        Board board = editor.getModel().position().board();
        int c3 = Vertex.parse("C3", 9);
        assertEquals(StoneColor.WHITE, board.color(c3));
        editor.hover(c3); // as if the mouse were over the stone

        Object job = PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ReadHandler.ATTACK, null);
        assertTrue("the command starts a reading job", job instanceof ReadingJob);
        assertTrue("the job ended within 2 minutes", ((ReadingJob) job).join(120_000, null));
        ReadingTreeView view = waitForView();

        // the view reads as GTP's attack question does (Reader.attackResult)
        Reader reader = new Reader(board.copy());
        int expected = reader.attackResult(c3, null).code();
        long nodes = reader.nodeCounter();
        ReadingTree tree = view.getTree();
        assertEquals("a ladder on an empty board works", ReadCodes.WIN, expected);
        assertEquals("root result", expected, tree.resultCode());
        assertEquals("attack move", reader.lastMove(), tree.resultMove());
        assertEquals("node count", nodes, tree.nodeCount());
        assertTrue(view.getStatistics(), view.getStatistics().contains("nodes " + nodes));
        assertEquals(tree.roots().size(), view.getViewer().getTree().getItemCount());

        // Before a selection the board shows the principal line, numbered from 1.
        java.util.List<Node> line = tree.principalLine();
        assertTrue("the ladder's principal line has several moves: " + line.size(), line.size() >= 3);
        System.out.printf("ReadingTreeViewTest: ladder attack C3: %s, %d nodes (reader's counter %d), principal line %d moves, depth %d%n",
                ReadCodes.name(tree.resultCode()), tree.nodeCount(), nodes, line.size(), tree.maxDepth());
        assertEquals(1, view.getBoard().moveNumberAt(line.get(0).move));
        assertEquals(2, view.getBoard().moveNumberAt(line.get(1).move));

        // Select the principal line's first move: the board shows it numbered 1.
        Node first = null;
        for (Node n : tree.roots()) {
            if (tree.isPrincipal(n)) {
                first = n;
            }
        }
        assertNotNull("the principal line is marked", first);
        assertEquals(reader.lastMove(), first.move);
        view.getViewer().setSelection(new StructuredSelection(first));
        settle();
        assertEquals(1, view.getBoard().moveNumberAt(first.move));
        assertEquals(StoneColor.BLACK, view.getBoard().getPosition().color(first.move));

        // Filters: successful moves only, refuted moves only, one ply; and find a move.
        int successful = 0;
        for (Node n : tree.roots()) {
            successful += n.code != ReadCodes.FAIL ? 1 : 0;
        }
        view.setFilter(ReadingTree.Show.SUCCESSFUL, 0);
        settle();
        assertEquals(successful, view.getViewer().getTree().getItemCount());
        view.setFilter(ReadingTree.Show.REFUTED, 0);
        settle();
        assertEquals(tree.roots().size() - successful, view.getViewer().getTree().getItemCount());
        view.setFilter(ReadingTree.Show.ALL, 1);
        settle();
        assertEquals(tree.roots().size(), view.getViewer().getTree().getItemCount());
        assertEquals("one ply: no children", 0, view.getViewer().getTree().getItem(0).getItemCount());
        view.setFilter(ReadingTree.Show.ALL, 0);
        settle();
        Node deep = tree.roots().get(0);
        while (!deep.children.isEmpty()) {
            deep = deep.children.get(0);
        }
        String vertex = Vertex.toString(deep.move, 9);
        assertTrue("find " + vertex, view.find(vertex));
        settle();
        Node found = (Node) view.getViewer().getStructuredSelection().getFirstElement();
        assertEquals(deep.move, found.move);
        assertTrue("no such move", !view.find("J9") || tree.find(Vertex.parse("J9", 9)) != null);

        // Saved as SGF and read back, the tree keeps its size.
        Path saved = Files.createTempFile("ladder-tree", ".sgf");
        SaveTreeHandler.save(tree, saved);
        assertEquals(nodes, ReadingTree.fromFile(saved).nodeCount());
        Files.delete(saved);

        // Read Defence on the same stone: the viewer replaces the tree with the defence search.
        editor.getSite().getPage().activate(editor);
        editor.hover(c3);
        Object defence = PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ReadHandler.DEFENCE, null);
        assertTrue(defence instanceof ReadingJob);
        assertTrue("the job ended within 2 minutes", ((ReadingJob) defence).join(120_000, null));
        Reader again = new Reader(board.copy());
        int defended = again.defenseResult(c3, null).code(); // as GTP's defend question, which the view asks
        owlbench.ui.jobs.JobFamilies.join(owlbench.ui.jobs.JobFamilies.READING, 10_000);
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> view.getTree() != tree, 10_000);
        assertEquals("white to move runs out (C4 or D3 gives four liberties)", ReadCodes.WIN, defended);
        assertEquals(defended, view.getTree().resultCode());
        assertEquals(again.nodeCounter(), view.getTree().nodeCount());
        Files.delete(file);
    }

    @Test
    public void aCancelledReadingStopsWithoutATree() throws Exception {
        Board board = owlbench.sgf.GameReplay.atEnd(owlbench.sgf.SgfReader.read(LADDER, "ladder").games().get(0)).board();
        ReadingJob job = new ReadingJob(board, Vertex.parse("C3", 9), true, null);
        org.eclipse.core.runtime.IStatus status = job.run(new org.eclipse.core.runtime.NullProgressMonitor() {
            @Override
            public boolean isCanceled() {
                return true; // as if the user pressed Cancel in the progress view before the first move
            }
        });
        assertEquals(org.eclipse.core.runtime.IStatus.CANCEL, status.getSeverity());
        assertEquals(null, job.result());
        org.eclipse.core.runtime.IStatus done = job.run(new org.eclipse.core.runtime.NullProgressMonitor());
        assertTrue(done.isOK());
        assertEquals(ReadCodes.WIN, job.result().resultCode());
    }

    @Test
    public void theCommandsAreDefined() throws Exception {
        org.eclipse.ui.commands.ICommandService commands = PlatformUI.getWorkbench().getService(org.eclipse.ui.commands.ICommandService.class);
        for (String id : new String[] {ReadHandler.ATTACK, ReadHandler.DEFENCE, "owlbench.ui.reading.openTrace", "owlbench.ui.reading.saveTree"}) {
            assertTrue(id, commands.getCommand(id).isDefined());
        }
        assertEquals("Read Attack", commands.getCommand(ReadHandler.ATTACK).getName());
    }

    @Test
    public void readCommandsAreNotHandledOutsideTheGameEditor() throws Exception {
        ReadingTreeView view = (ReadingTreeView) page().showView(ReadingTreeView.ID);
        page().activate(view);
        settle();
        try {
            PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ReadHandler.ATTACK, null);
            fail("Read Attack ran without a game editor");
        } catch (org.eclipse.core.commands.NotHandledException | org.eclipse.core.commands.NotEnabledException expected) {
            // the handler is active only when the game editor is the active part
        }
    }

    @Test
    public void opensAGnuGoTrace() throws Exception {
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the GNU Go trace test",
                new File(SHARED, "gnugo-3.8").isDirectory());
        // traces/README: "decide_owl_D15_strategy25_trace.sgf ... 1,075 nodes, depth 22"
        Path trace = new File(SHARED, "gnugo-3.8/traces/decide_owl_D15_strategy25_trace.sgf").toPath();
        long t0 = System.nanoTime();
        ReadingTreeView view = ReadingJob.show(page(), ReadingTree.fromFile(trace));
        settle();
        System.out.printf("ReadingTreeViewTest: GNU Go trace %s: %d nodes, depth %d, opened in %d ms%n", trace.getFileName(),
                view.getTree().nodeCount(), view.getTree().maxDepth(), (System.nanoTime() - t0) / 1_000_000);
        assertNotNull(view);
        // README counts the root node (the position) too, and depth in nodes from it; the viewer counts moves
        assertEquals(1075 - 1, view.getTree().nodeCount());
        assertEquals(22 - 1, view.getTree().maxDepth());
        assertEquals(moveNodes(owlbench.sgf.SgfReader.read(trace).games().get(0)), view.getTree().nodeCount());
        assertTrue(view.getViewer().getTree().getItemCount() > 0);
    }

    @Test
    public void aTreeOf100000NodesOpensQuickly() throws Exception {
        Board geometry = new Board(19);
        SgfNode root = new SgfNode();
        root.set("GM", "1");
        root.set("SZ", "19");
        int[] points = geometry.onBoardPoints();
        int[] made = {0};
        grow(root, 0, 5, 10, points, geometry, made);
        assertEquals(111_110, made[0]);

        long t0 = System.nanoTime();
        ReadingTree tree = ReadingTree.fromSgf("synthetic", root);
        long t1 = System.nanoTime();
        ReadingTreeView view = ReadingJob.show(page(), tree);
        settle();
        long t2 = System.nanoTime();
        // open the first line down to the bottom, one level at a time, as a user would
        org.eclipse.swt.widgets.TreeItem item = view.getViewer().getTree().getItem(0);
        item.getText(); // a virtual item gets its element when first asked for its text (SWT.SetData)
        Node n = (Node) item.getData();
        assertEquals(tree.roots().get(0), n);
        int opened = 0;
        while (!n.children.isEmpty()) {
            view.getViewer().expandToLevel(n, 1);
            settle();
            item = item.getItem(0);
            item.getText();
            n = (Node) item.getData();
            assertNotNull("the child item was made on expansion", n);
            opened++;
        }
        assertEquals(4, opened);
        view.getViewer().setSelection(new StructuredSelection(n));
        settle();
        assertEquals("the variation to the bottom node has 5 moves", 5, tree.path(n).size());
        assertEquals(n.color, view.getBoard().getPosition().color(n.move));
        long t3 = System.nanoTime();
        System.out.printf("ReadingTreeViewTest: %d-node tree: read from SGF %d ms, shown %d ms, expanded %d ms%n",
                tree.nodeCount(), (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, (t3 - t2) / 1_000_000);
        assertEquals(111_110, tree.nodeCount());
        assertEquals(10, view.getViewer().getTree().getItemCount());
        assertTrue("shown within 3 s: " + (t2 - t1) / 1_000_000 + " ms", (t2 - t1) < 3_000_000_000L);
    }

    private static void grow(SgfNode parent, int depth, int maxDepth, int branching, int[] points, Board b, int[] made) {
        if (depth == maxDepth) {
            return;
        }
        for (int i = 0; i < branching; i++) {
            SgfNode child = new SgfNode();
            int p = points[(made[0] * 7 + depth * 31) % points.length];
            child.set(depth % 2 == 0 ? "B" : "W", SgfCoords.toSgf(p, b));
            parent.addChild(child);
            made[0]++;
            grow(child, depth + 1, maxDepth, branching, points, b, made);
        }
    }

    private static int moveNodes(SgfNode n) {
        int count = n.move() != null ? 1 : 0;
        for (SgfNode c : n.children()) {
            count += moveNodes(c);
        }
        return count;
    }

    /** White's corner group around a straight three on the edge (A1 B1 C1), black around it. */
    private static final String STRAIGHT_THREE = "(;GM[1]FF[4]SZ[9]AB[ag][bg][cg][dg][eg][eh][ei]AW[ah][bh][ch][dh][di]PL[B])";

    @Test
    public void owlAttackShowsTheOwlTreeWithTheGtpEnginesAnswer() throws Exception {
        Path file = Files.createTempFile("owl", ".sgf");
        Files.writeString(file, STRAIGHT_THREE, StandardCharsets.UTF_8);
        IEditorPart part = GameFiles.open(page(), file.toFile(), problem -> fail(problem));
        settle();
        GameEditor editor = (GameEditor) part;
        Board board = editor.getModel().position().board();
        int a2 = Vertex.parse("A2", 9);
        assertEquals(StoneColor.WHITE, board.color(a2));
        editor.hover(a2);

        Object job = PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ReadHandler.OWL_ATTACK, null);
        assertTrue("the command starts an owl reading job", job instanceof ReadingJob);
        assertTrue("the job ended within 2 minutes", ((ReadingJob) job).join(120_000, null));
        assertEquals("no problem starting owl: " + ((ReadingJob) job).problem(), null, ((ReadingJob) job).problem());
        ReadingTreeView view = waitForView();
        ReadingTree tree = view.getTree();
        assertTrue(tree.title(), tree.title().startsWith("owl_attack A2"));

        // the same question to owlbench's GTP engine (same databases: the standard pattern path)
        owlbench.gtp.GtpEngine gtp = new owlbench.gtp.OwlbenchGtp(9, 0, file.getParent(),
                owlbench.gtp.OwlbenchGtp.builtinModules()).engine();
        assertTrue(gtp.processLine("loadsgf " + file.getFileName()).startsWith("="));
        String answer = gtp.processLine("owl_attack A2").trim();
        assertEquals("root result as GTP prints it", answer,
                "= " + ReadCodes.gtpCode(tree.resultCode()) + (tree.resultCode() == ReadCodes.FAIL ? ""
                        : " " + Vertex.toString(tree.resultMove(), 9)));
        assertEquals("the vital point kills", "= 1 B1", answer);
        assertTrue("the tree has the search's nodes", tree.nodeCount() > 0);
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
