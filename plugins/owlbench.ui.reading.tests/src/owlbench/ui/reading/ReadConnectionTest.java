package owlbench.ui.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.commands.NotEnabledException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ConnectionReader;
import owlbench.reading.Reader;
import owlbench.reading.TreeRecorder.Node;
import owlbench.ui.game.GameEditor;
import owlbench.ui.game.GameFiles;

/**
 * Read Connection on strings marked by Ctrl+click, Read Attack on a marked string, and cancelling a
 * reading Job part way, in the real workbench (under Xvfb).
 */
public class ReadConnectionTest {

    /**
     * 9x9: black C5-C4 and E5-E4 with a white wall D5-D4-D3 between them (connect fails, a cut at C6
     * works, both after a real search), black G3 alone, white H7; black to play.
     */
    private static final String POSITION = "(;GM[1]FF[4]SZ[9]AB[ce][cf][ee][ef][gg]AW[de][df][dg][hc]PL[B])";

    private Path file;
    private GameEditor editor;

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static void settle() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // run the event loop until idle
        }
    }

    @Before
    public void open() throws Exception {
        file = Files.createTempFile("connection", ".sgf");
        Files.writeString(file, POSITION, StandardCharsets.UTF_8);
        editor = (GameEditor) GameFiles.open(page(), file.toFile(), problem -> fail(problem));
        settle();
    }

    @After
    public void closeAll() throws Exception {
        page().closeAllEditors(false);
        for (IViewReference ref : page().getViewReferences()) {
            if (ref.getId().equals(ReadingTreeView.ID)) {
                page().hideView(ref);
            }
        }
        settle();
        Files.deleteIfExists(file);
    }

    private int pt(String vertex) {
        return Vertex.parse(vertex, 9);
    }

    /** Ctrl+click on a vertex, as the user marks a string. */
    private void ctrlClick(String vertex) {
        Point c = editor.getCanvas().centreOf(pt(vertex));
        for (int type : new int[] { SWT.MouseDown, SWT.MouseUp }) {
            Event e = new Event();
            e.button = 1;
            e.stateMask = SWT.CTRL;
            e.x = c.x;
            e.y = c.y;
            editor.getCanvas().notifyListeners(type, e);
        }
        settle();
    }

    private static Object execute(String commandId) throws Exception {
        return PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(commandId, null);
    }

    private static void assertNotEnabled(String why) throws Exception {
        try {
            execute(ReadConnectionHandler.ID);
            fail("Read Connection ran " + why);
        } catch (NotEnabledException expected) {
            // enabled only with two marked strings of one colour
        }
    }

    /** Waits until the reading-tree view with secondaryId (null: the main one) shows a tree titled title. */
    private static ReadingTreeView waitForTree(String secondaryId, String title) throws Exception {
        owlbench.ui.jobs.JobFamilies.join(owlbench.ui.jobs.JobFamilies.READING, 10_000);
        ReadingTreeView[] found = new ReadingTreeView[1];
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> {
            IViewReference ref = page().findViewReference(ReadingTreeView.ID, secondaryId);
            ReadingTreeView view = ref == null ? null : (ReadingTreeView) ref.getView(false);
            found[0] = view;
            return view != null && view.getTree() != null && view.getTree().title().startsWith(title);
        }, 10_000);
        if (found[0] != null && found[0].getTree() != null && found[0].getTree().title().startsWith(title)) {
            return found[0];
        }
        fail("no reading tree titled " + title + " in view " + secondaryId);
        return null;
    }

    private static int connectionNodes(List<Node> nodes) {
        int n = 0;
        for (Node node : nodes) {
            boolean ours = node.function.startsWith("connect") || node.function.startsWith("disconnect");
            n += (ours ? 1 : 0) + connectionNodes(node.children);
        }
        return n;
    }

    @Test
    public void semeaiOnTwoMarkedStonesShowsTheTreeWithTheGtpEnginesAnswer() throws Exception {
        editor.showMessage("");
        assertNull("nothing marked: no job", SemeaiHandler.start(editor));
        ctrlClick("C5"); // black
        ctrlClick("D5"); // white: the race partner, black moving first
        Object started = execute(SemeaiHandler.ID);
        assertTrue("the command starts a reading job: " + started, started instanceof ReadingJob);
        ReadingJob job = (ReadingJob) started;
        assertTrue("the job ended within 2 minutes", job.join(120_000, null));
        assertNull("no problem: " + job.problem(), job.problem());
        ReadingTree tree = waitForTree(null, "analyze_semeai C5 D5").getTree();

        // the same question to owlbench's GTP engine, whose first number is the tree's root result
        owlbench.gtp.GtpEngine gtp = new owlbench.gtp.OwlbenchGtp(9, 0, file.getParent(),
                owlbench.gtp.OwlbenchGtp.builtinModules()).engine();
        assertTrue(gtp.processLine("loadsgf " + file.getFileName()).startsWith("="));
        String[] answer = gtp.processLine("analyze_semeai C5 D5").trim().substring(2).split(" ");
        assertEquals("defence result", answer[0], Integer.toString(owlbench.reading.ReadCodes.gtpCode(tree.resultCode())));
        assertEquals("the race's move", answer[2], Vertex.toString(tree.resultMove(), 9));
    }

    @Test
    public void readConnectionShowsTheConnectionReadersAnswersAndNodeCounts() throws Exception {
        Board board = editor.getModel().position().board();
        assertNotEnabled("with nothing marked");
        ctrlClick("C5");
        assertNotEnabled("with one string marked");
        ctrlClick("D5"); // white: not a pair with C5
        assertNotEnabled("with strings of two colours marked");
        ctrlClick("E5");
        assertEquals(3, editor.getMarkedPoints().length);

        Object started = execute(ReadConnectionHandler.ID);
        assertTrue("the command starts a reading job: " + started, started instanceof ReadingJob);
        ReadingJob job = (ReadingJob) started;
        assertTrue("the job ended within 2 minutes", job.join(120_000, null));
        assertTrue(String.valueOf(job.getResult()), job.getResult().isOK());

        int c5 = pt("C5");
        int e5 = pt("E5");
        Reader reader = new Reader(board.copy());
        ConnectionReader connection = new ConnectionReader(reader);
        int connect = connection.connect(c5, e5);
        int connectMove = connection.lastMove();
        long connectNodes = reader.nodeCounter();
        long connectOwn = connection.nodeCounter();
        Reader reader2 = new Reader(board.copy());
        ConnectionReader connection2 = new ConnectionReader(reader2);
        int disconnect = connection2.disconnect(c5, e5);
        int disconnectMove = connection2.lastMove();
        long disconnectNodes = reader2.nodeCounter();

        ReadingTreeView connectView = waitForTree(null, "connect C5 E5");
        ReadingTree tree = connectView.getTree();
        assertEquals("connect answer", connect, tree.resultCode());
        assertEquals("connect move", connectMove, tree.resultMove());
        assertEquals("connect nodes (reader's counter)", connectNodes, tree.nodeCount());
        assertEquals("connection nodes (connection reader's counter)", connectOwn, connectionNodes(tree.roots()));
        assertTrue(connectView.getStatistics(), connectView.getStatistics().contains("nodes " + connectNodes));

        ReadingTreeView cutView = waitForTree(ReadingJob.DISCONNECT_VIEW, "disconnect C5 E5");
        ReadingTree cut = cutView.getTree();
        assertEquals("disconnect answer", disconnect, cut.resultCode());
        assertEquals("disconnect move", disconnectMove, cut.resultMove());
        assertEquals("disconnect nodes", disconnectNodes, cut.nodeCount());
        assertEquals(cut, job.secondResult());
        System.out.printf("ReadConnectionTest: connect C5 E5 %d at %s, %d nodes; disconnect %d at %s, %d nodes%n", connect,
                Vertex.toString(connectMove, 9), connectNodes, disconnect, Vertex.toString(disconnectMove, 9), disconnectNodes);
        assertTrue("the search tried moves", connectNodes > 0 && disconnectNodes > 0);
    }

    @Test
    public void readAttackReadsTheMarkedString() throws Exception {
        Board board = editor.getModel().position().board();
        ctrlClick("H7");
        editor.hover(pt("G3")); // the mouse is elsewhere: the mark wins over the described point
        assertEquals(pt("G3"), editor.describedPoint());
        Object started = execute(ReadHandler.ATTACK);
        assertTrue(started instanceof ReadingJob);
        assertTrue("the job ended within 2 minutes", ((ReadingJob) started).join(120_000, null));
        Reader reader = new Reader(board.copy());
        int expected = reader.attackResult(pt("H7"), null).code(); // as GTP's attack question
        ReadingTreeView view = waitForTree(null, "attack H7");
        assertEquals(expected, view.getTree().resultCode());
        assertEquals(reader.nodeCounter(), view.getTree().nodeCount());
    }

    @Test
    public void cancellingARunningJobStopsPromptlyWithThePartialTree() throws Exception {
        Board board = editor.getModel().position().board();
        int c5 = pt("C5");
        int e5 = pt("E5");
        Reader probe = new Reader(board.copy());
        new ConnectionReader(probe).connect(c5, e5);
        int total = (int) probe.nodeCounter();
        assertTrue("a search long enough to stop half way: " + total, total >= 4);
        int stopAt = total / 2; // the reader asks for a cancel before each move it tries

        // The job is held before move stopAt until the test has cancelled it, as a long search would
        // still be running when the user presses Cancel in the Progress view.
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch cancelPressed = new CountDownLatch(1);
        int shellsBefore = visibleShells();
        ReadingJob job = ReadingJob.connection(board, c5, e5, page());
        job.beforeMove = recorded -> {
            if (recorded == stopAt - 1) {
                running.countDown();
                try {
                    cancelPressed.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        job.schedule();
        assertTrue("the job reaches the move where it is cancelled", running.await(10, TimeUnit.SECONDS));
        long t0 = System.nanoTime();
        job.cancel();
        cancelPressed.countDown();
        assertTrue("the job ended within 2 minutes", job.join(120_000, null));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals("cancelled, not an error", IStatus.CANCEL, job.getResult().getSeverity());
        assertTrue("stops promptly: " + ms + " ms", ms < 1000);
        assertNull("no answer", job.result());
        ReadingTree partial = job.cancelledTree();
        assertNotNull("the tree read so far", partial);
        assertEquals("the moves tried before the cancel", stopAt - 1, partial.nodeCount());
        assertTrue(partial.title(), partial.title().contains("cancelled"));
        ReadingTreeView view = waitForTree(null, "connect C5 E5 (cancelled");
        assertEquals(stopAt - 1, view.getTree().nodeCount());
        assertEquals("no error dialog", shellsBefore, visibleShells());

        // The same job runs to the end when not cancelled.
        job.beforeMove = null;
        IStatus done = job.run(new NullProgressMonitor());
        assertTrue(done.isOK());
        assertEquals(total, job.result().nodeCount());
        assertNull(job.cancelledTree());
        assertEquals(StoneColor.BLACK, board.color(c5));
    }

    private static int visibleShells() {
        int n = 0;
        for (Shell s : Display.getCurrent().getShells()) {
            n += s.isVisible() ? 1 : 0;
        }
        return n;
    }
}
