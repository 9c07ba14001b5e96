package owlbench.ui.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.match.BruteForceMatcher;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.ui.board.BoardCanvas;
import owlbench.ui.model.BoardOverlay;

/**
 * The Live Matches board, driven through the workbench API on a handmade 9x9 position (black E5,
 * white E6; O is white): matches drawn and following edits, the failing part of a false constraint,
 * all-patterns mode against the matcher, clicks on points and marks, rows selecting the pattern's
 * text in the editor, and an SGF file + move number as the test position.
 */
public class LiveMatchBoardTest {
    /** Live1: beside X with O above (D5 and F5); Live2: below X (E4); Live3: two X in a row (none). */
    private static final String DB = "Pattern Live1\n\n?O?\n.X*\n\n:8,-\n\n?O?\n.A*\n\n;lib(A)>=4\n\n\n"
            + "Pattern Live2\n\nO\nX\n*\n\n:|,OX,shape(2)\n\n\n"
            + "Pattern Live3\n\nXX*\n\n:8,J\n\n\n";

    private IProject project;
    private IWorkbenchPage page;
    private PatternDbEditor editor;
    private LiveMatchView view;

    @Before
    public void setUp() throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("owlbench-liveboard");
        if (!project.exists()) project.create(null);
        project.open(null);
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @After
    public void tearDown() throws Exception {
        if (editor != null) page.closeEditor(editor, false);
        if (view != null) page.hideView(view);
        project.delete(true, true, null);
    }

    private static void waitFor(String what, BooleanSupplier condition) throws InterruptedException {
        Display d = Display.getCurrent();
        assertTrue("timed out waiting for " + what, owlbench.ui.jobs.JobFamilies.waitUntil(condition, 10000));
    }

    private static void drain() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // run pending UI work (selection events, async updates)
        }
    }

    private static Board position() {
        Board b = new Board(9);
        b.setStone(Vertex.parse("E5", 9), StoneColor.BLACK);
        b.setStone(Vertex.parse("E6", 9), StoneColor.WHITE);
        return b;
    }

    private static int pt(String v) {
        return Vertex.parse(v, 9);
    }

    /** Opens the view on the handmade position and the editor on DB, caret in Live1's diagram. */
    private void open(String db) throws Exception {
        IFile file = project.getFile("board.db");
        file.create(new ByteArrayInputStream(db.getBytes(StandardCharsets.ISO_8859_1)), true, null);
        view = (LiveMatchView) page.showView(LiveMatchView.ID);
        // the view remembers its choices (a reopened view keeps them): start from the pattern under the caret
        view.setAllPatterns(false);
        view.setFilter("");
        view.setPosition(position(), StoneColor.WHITE, "handmade");
        editor = (PatternDbEditor) IDE.openEditor(page, file);
        waitFor("parse", () -> editor.parsed() != null);
        editor.selectAndReveal(db.indexOf("?O?"), 0);
    }

    private String editorSelection() {
        return ((ITextSelection) editor.getSelectionProvider().getSelection()).getText();
    }

    private void click(int point) {
        BoardCanvas c = view.boardCanvas();
        Point p = c.centreOf(point);
        Event e = new Event();
        e.button = 1;
        e.x = p.x;
        e.y = p.y;
        c.notifyListeners(SWT.MouseDown, e);
        c.notifyListeners(SWT.MouseUp, e);
        drain();
    }

    @Test
    public void boardShowsMatchesAndFollowsEdits() throws Exception {
        open(DB);
        waitFor("Live1's matches", () -> view.isUpToDate() && view.rows().size() == 2);
        BoardCanvas c = view.boardCanvas();
        assertEquals("the board shows the matched position", position().hash(), c.getPosition().hash());
        BoardOverlay o = c.getAnalysis();
        assertNotNull(o);
        for (String v : new String[] {"D5", "F5"}) {
            assertEquals(v, BoardOverlay.CIRCLE, o.mark(pt(v)));
            assertEquals(v + " is red: lib(A)>=4 is false", LiveMatchOverlay.FALSE_RGB, o.color(pt(v)));
        }
        assertEquals("label A on the X stone", "A", o.label(pt("E5")));
        assertEquals(-1, o.color(pt("E4")));
        // Type in the constraint: the marks turn green.
        editor.document().replace(DB.indexOf(">=4") + 2, 1, "3");
        waitFor("matches after the edit", () -> view.isUpToDate() && view.rows().size() == 2
                && "true".equals(view.rows().get(0).result));
        o = c.getAnalysis();
        for (String v : new String[] {"D5", "F5"}) assertEquals(v, LiveMatchOverlay.TRUE_RGB, o.color(pt(v)));
        // Edit the diagram: with the move below X instead of beside it the matches move to E4.
        String text = editor.document().get();
        int at = text.indexOf("?O?\n.X*");
        editor.document().replace(at, 7, "?O?\n.X.\n.*.");
        int cd = editor.document().get().indexOf("?O?\n.A*");
        editor.document().replace(cd, 7, "?O?\n.A.\n.*.");
        // symmetric left-right now: transformations a and c both match, with the same move
        waitFor("matches of the edited diagram", () -> view.isUpToDate() && view.rows().size() == 2
                && view.rows().get(0).move.equals("E4"));
        assertEquals("E4", view.rows().get(1).move);
        o = c.getAnalysis();
        assertEquals(LiveMatchOverlay.TRUE_RGB, o.color(pt("E4")));
        assertEquals(-1, o.color(pt("D5")));
    }

    @Test
    public void failingSubexpressionOfAFalseConstraint() throws Exception {
        String db = "Pattern Live1\n\n?O?\n.X*\n\n:8,-\n\n?O?\n.A*\n\n;lib(A) == 3\n;&& olib(*) > 9\n\n\n";
        open(db);
        waitFor("matches", () -> view.isUpToDate() && view.rows().size() == 2);
        for (LiveMatches.Row r : view.rows()) {
            assertEquals("false", r.result);
            assertEquals("olib(*) > 9", r.failing);
        }
        view.tableViewer().setSelection(new StructuredSelection(view.rows().get(0)), true);
        drain();
        assertTrue(view.detailsText(), view.detailsText().contains("Constraint: false, failing part: olib(*) > 9"));
        // Make the second operand hold: nothing fails any more.
        int nine = editor.document().get().indexOf("> 9") + 2;
        editor.document().replace(nine, 1, "0");
        waitFor("matches after the edit", () -> view.isUpToDate() && view.rows().size() == 2
                && "true".equals(view.rows().get(0).result));
        for (LiveMatches.Row r : view.rows()) assertEquals(null, r.failing);
    }

    @Test
    public void allPatternsModeCountsLikeTheMatcher() throws Exception {
        open(DB);
        waitFor("Live1's matches", () -> view.isUpToDate() && view.rows().size() == 2);
        view.setAllPatterns(true);
        DbFile db = DbParser.parse(DB, "board.db");
        List<Pattern> ps = db.patterns();
        int compiled = new CompiledMatcher(ps).match(position(), StoneColor.WHITE).size();
        int brute = BruteForceMatcher.matchAll(position(), StoneColor.WHITE, ps).size();
        assertEquals(brute, compiled);
        assertEquals("Live1 twice, Live2 once", 3, compiled);
        waitFor("all patterns' matches", () -> view.isUpToDate() && view.rows().size() == compiled);
        // The filter narrows by name, or by class letters.
        view.setFilter("live2");
        waitFor("filtered by name", () -> view.isUpToDate() && view.rows().size() == 1);
        assertEquals("Live2", view.rows().get(0).pattern);
        assertTrue(view.rows().get(0).value, view.rows().get(0).value.contains("shape +2"));
        assertTrue(view.rows().get(0).classChecks, view.rows().get(0).classChecks.contains("dragon status"));
        view.setFilter("");
        waitFor("unfiltered", () -> view.isUpToDate() && view.rows().size() == compiled);
        // closed and reopened, the view keeps the mode and the filter
        view.setFilter("Live1");
        page.hideView(view);
        view = (LiveMatchView) page.showView(LiveMatchView.ID);
        assertTrue(view.isAllPatterns());
        assertEquals("Live1", view.filter());
        view.setPosition(position(), StoneColor.WHITE, "handmade");
        page.activate(editor);
        waitFor("reopened view's matches", () -> view.isUpToDate() && view.rows().size() == 2);
        assertEquals("Live1", view.rows().get(1).pattern);
        view.setFilter("");
        // On patterns.db too, the view counts what the matcher counts.
        java.io.File shared = new java.io.File(System.getProperty("owlbench.shared", "../../../shared"));
        if (new java.io.File(shared, "gnugo-3.8").isDirectory()) {
            page.closeEditor(editor, false);
            java.io.File f = new java.io.File(shared, "gnugo-3.8/patterns/patterns.db");
            editor = (PatternDbEditor) IDE.openEditorOnFileStore(page,
                    org.eclipse.core.filesystem.EFS.getLocalFileSystem().getStore(f.toURI()));
            waitFor("parse of patterns.db", () -> editor.parsed() != null);
            Board b = new Board(19);
            for (int i = 2; i < 17; i++) {
                b.setStone(b.point(i, i), i % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE);
                b.setStone(b.point(i + 1, i), i % 3 == 0 ? StoneColor.WHITE : StoneColor.BLACK);
            }
            view.setPosition(b, StoneColor.BLACK, "handmade 19x19");
            DbFile gnu = DbParser.parse(f.toPath());
            int expected = new CompiledMatcher(gnu.patterns()).match(b, StoneColor.BLACK).size();
            long t0 = System.nanoTime();
            waitFor("patterns.db matches", () -> view.isUpToDate() && view.rows().size() == expected);
            System.out.printf("live matching, all %d patterns of patterns.db on a 19x19 position: %d matches shown in %.1f ms%n",
                    gnu.patterns().size(), expected, (System.nanoTime() - t0) / 1e6);
            assertTrue(expected > 0);
        }
    }

    @Test
    public void clickingAPointListsThePatternsThere() throws Exception {
        open(DB);
        view.setAllPatterns(true);
        waitFor("all patterns' matches", () -> view.isUpToDate() && view.rows().size() == 3);
        click(pt("E5"));
        LiveMatchOverlay.AtPoint at = view.pointListing();
        assertNotNull(at);
        assertEquals(List.of(), at.move);
        assertEquals(List.of("Live1", "Live2"), at.covering);
        assertTrue(view.detailsText(), view.detailsText().contains("covering it: Live1, Live2"));
        click(pt("E4"));
        at = view.pointListing();
        assertEquals(List.of("Live2"), at.move);
        assertEquals(List.of(), at.covering);
        click(pt("D6"));
        at = view.pointListing();
        assertEquals(List.of(), at.move);
        assertEquals("only Live1's mirrored match reaches D6", List.of("Live1"), at.covering);
        click(pt("A1"));
        assertEquals(List.of(), view.pointListing().move);
        assertEquals(List.of(), view.pointListing().covering);
    }

    @Test
    public void clickingAMatchSelectsThePatternInTheEditor() throws Exception {
        open(DB);
        view.setAllPatterns(true);
        waitFor("all patterns' matches", () -> view.isUpToDate() && view.rows().size() == 3);
        // the move mark of Live2 on the board
        click(pt("E4"));
        assertEquals("Live2", editorSelection());
        assertEquals("Live2", view.selectedRow().pattern);
        assertEquals("the move is the anchor when there is no Q or Y", "E4", view.selectedRow().anchor);
        assertEquals("the selected match's move", BoardOverlay.TRIANGLE, view.boardCanvas().getAnalysis().mark(pt("E4")));
        assertEquals("in all-patterns mode only the selected match shows its labels", null,
                view.boardCanvas().getAnalysis().label(pt("E5")));
        // a row of the table
        LiveMatches.Row live1 = null;
        for (LiveMatches.Row r : view.rows()) if (r.pattern.equals("Live1")) live1 = r;
        assertNotNull(live1);
        view.tableViewer().setSelection(new StructuredSelection(live1), true);
        drain();
        assertEquals("Live1", editorSelection());
        assertEquals("A", view.boardCanvas().getAnalysis().label(pt("E5")));
        assertEquals(DB.indexOf("Live1"), ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset());
        assertTrue(view.detailsText(), view.detailsText().contains("Pattern Live1, transformation " + live1.transformation));
    }

    @Test
    public void followsTheActiveGameEditor() throws Exception {
        open(DB);
        waitFor("Live1's matches", () -> view.isUpToDate() && view.rows().size() == 2);
        owlbench.ui.model.GameModel model = owlbench.ui.model.GameModel.newGame(9, 6.5, 0, "japanese");
        org.eclipse.ui.IEditorPart game = page.openEditor(new owlbench.ui.game.NewGameInput(model, "live game"),
                owlbench.ui.game.GameEditor.ID);
        try {
            model.play(pt("E5"));
            model.play(pt("E6"));
            // black to move, so O = black: Live1 matches with X = the white stone at E6
            waitFor("matches on the game's position", () -> view.isUpToDate() && view.rows().size() == 2
                    && view.rows().get(0).labels.contains("A=E6"));
            assertEquals(StoneColor.WHITE, view.boardCanvas().getPosition().color(pt("E6")));
            assertTrue(view.rows().get(0).move.equals("D6") || view.rows().get(0).move.equals("F6"));
            // back one move: only the black stone, white to move; no O stone above an X one
            model.previous();
            waitFor("the earlier position", () -> view.isUpToDate()
                    && view.boardCanvas().getPosition().color(pt("E6")) == StoneColor.EMPTY);
            assertEquals(List.of(), view.rows());
        } finally {
            page.closeEditor(game, false);
        }
    }

    @Test
    public void sgfFileAndMoveNumberAsTestPosition() throws Exception {
        open(DB);
        waitFor("Live1's matches", () -> view.isUpToDate() && view.rows().size() == 2);
        Path sgf = Files.createTempFile("live", ".sgf");
        try {
            Files.writeString(sgf, "(;GM[1]FF[4]SZ[9];B[ee];W[ed];B[dd];W[cc])");
            // choose it in the dialog, as a user would
            TestPositionDialog d = new TestPositionDialog(view.getSite().getShell(), null);
            d.setBlockOnOpen(false);
            d.open();
            d.setChoice(sgf.toString(), 3);
            d.pressOk();
            TestPosition tp = d.chosen();
            assertNotNull(tp);
            assertTrue(view.setTestPosition(tp));
            assertTrue(view.isOnTestPosition());
            // before move 3: black E5, white E6; the same stones as the handmade position, white to move
            waitFor("matches on the test position", () -> view.isUpToDate() && view.rows().size() == 2);
            Board shown = view.boardCanvas().getPosition();
            assertEquals(StoneColor.BLACK, shown.color(pt("E5")));
            assertEquals(StoneColor.WHITE, shown.color(pt("E6")));
            assertEquals(StoneColor.EMPTY, shown.color(pt("D6")));
            assertEquals(position().hash(), shown.hash());
            // remembered
            TestPosition again = TestPosition.remembered();
            assertEquals(sgf, again.file());
            assertEquals(3, again.move());
            // move 5: D6 and C7 are on the board too, and black is to move (O = black: Live1 matches upside down)
            assertTrue(view.setTestPosition(new TestPosition(sgf, 5)));
            waitFor("the later position", () -> view.isUpToDate() && view.boardCanvas().getPosition().color(pt("C7")) == StoneColor.WHITE);
            assertEquals(StoneColor.BLACK, view.boardCanvas().getPosition().color(pt("D6")));
            assertEquals("D6 is taken: Live1 no longer matches", List.of(), view.rows());
            // black to move, so O = black: Live2 (O above X above the move) matches turned, twice
            view.setAllPatterns(true);
            waitFor("all patterns on move 5", () -> view.isUpToDate() && view.rows().size() == 2);
            assertEquals("E7", view.rows().get(0).move);
            assertEquals("F6", view.rows().get(1).move);
            assertEquals("Live2", view.rows().get(1).pattern);
            assertFalse(view.setTestPosition(new TestPosition(sgf.resolveSibling("no-such-file.sgf"), 1)));
            assertEquals(5, view.testPosition().move());
        } finally {
            Files.deleteIfExists(sgf);
        }
    }
}
