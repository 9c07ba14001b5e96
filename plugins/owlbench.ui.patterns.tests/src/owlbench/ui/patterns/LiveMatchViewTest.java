package owlbench.ui.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.expr.EvalResult;

/**
 * The live-matching view on a handmade position: the pattern under the caret is matched, a failing
 * constraint is shown as failing, and editing the constraint updates the matches.
 */
public class LiveMatchViewTest {
    private static final String DB = "Pattern Live1\n\n?O?\n.X*\n\n:8,-\n\n?O?\n.A*\n\n;lib(A)>=4\n\n\n";

    private IProject project;
    private IWorkbenchPage page;
    private PatternDbEditor editor;
    private LiveMatchView view;

    @Before
    public void setUp() throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("owlbench-live");
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

    @Test
    public void keystrokeToMatchesOnPatternsDb() throws Exception {
        java.io.File shared = new java.io.File(System.getProperty("owlbench.shared", "../../../shared"));
        org.junit.Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the live-matching timing",
                new java.io.File(shared, "gnugo-3.8").isDirectory());
        java.io.File f = new java.io.File(shared, "gnugo-3.8/patterns/patterns.db");
        view = (LiveMatchView) page.showView(LiveMatchView.ID);
        // the view remembers its choices (a reopened view keeps them): start from the pattern under the caret
        view.setAllPatterns(false);
        view.setFilter("");
        // A handmade 19x19 middle-game-like position: a diagonal of alternating stones.
        Board b = new Board(19);
        for (int i = 2; i < 17; i++) {
            b.setStone(b.point(i, i), i % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE);
            b.setStone(b.point(i + 1, i), i % 3 == 0 ? StoneColor.WHITE : StoneColor.BLACK);
        }
        view.setPosition(b, StoneColor.BLACK, "handmade 19x19");
        editor = (PatternDbEditor) IDE.openEditorOnFileStore(page,
                org.eclipse.core.filesystem.EFS.getLocalFileSystem().getStore(f.toURI()));
        waitFor("parse", () -> editor.parsed() != null);
        // the pattern with the most matches on this position, so the timing includes drawing them
        java.util.Map<owlbench.patterns.model.Pattern, Integer> counts = new java.util.HashMap<>();
        for (owlbench.patterns.match.Match m : new owlbench.patterns.match.CompiledMatcher(editor.parsed().patterns()).match(b, StoneColor.BLACK)) {
            counts.merge(m.pattern, 1, Integer::sum);
        }
        owlbench.patterns.model.Pattern p = editor.parsed().patterns().get(100);
        for (owlbench.patterns.model.Pattern q : editor.parsed().patterns()) { // in file order: the first of equals wins
            if (counts.getOrDefault(q, 0) > counts.getOrDefault(p, 0) && q.diagram().find('.') != null) p = q;
        }
        final int expected = counts.getOrDefault(p, 0);
        int[] cell = p.diagram().find('.');
        int off = p.diagram().cellOffset(cell[0], cell[1]);
        editor.selectAndReveal(off, 0);
        waitFor("first matches", () -> view.isUpToDate() && view.rows().size() == expected);
        assertTrue("a pattern with matches", expected > 0);
        long[] t = new long[21];
        long[] paint = new long[21];
        long[] replace = new long[21];
        for (int i = 0; i < t.length; i++) {
            long t0 = System.nanoTime();
            // a real keystroke: the empty cell becomes '?' (any point) and back
            editor.document().replace(off, 1, i % 2 == 0 ? "?" : ".");
            replace[i] = System.nanoTime() - t0;
            waitFor("matches", () -> view.isUpToDate());
            t[i] = System.nanoTime() - t0;
            long shown = System.nanoTime();
            waitFor("the painted board", () -> view.isPainted());
            paint[i] = System.nanoTime() - shown;
            if (i % 2 == 1) assertEquals(expected, view.rows().size());
            else assertTrue(view.rows().size() >= expected);
        }
        java.util.Arrays.sort(t);
        System.out.printf("live matching in patterns.db (%s, 19x19, %d matches): keystroke to refreshed matches median %.1f ms (min %.1f, max %.1f)%n",
                p.name(), view.rows().size(), t[10] / 1e6, t[0] / 1e6, t[20] / 1e6);
        java.util.Arrays.sort(paint);
        java.util.Arrays.sort(replace);
        System.out.printf("live matching in patterns.db: of which the editor's own document change took median %.1f ms%n", replace[10] / 1e6);
        System.out.printf("live matching in patterns.db: then board painted after a further median %.1f ms (min %.1f, max %.1f)%n",
                paint[10] / 1e6, paint[0] / 1e6, paint[20] / 1e6);
    }

    @Test
    public void showsMatchesAndFollowsEdits() throws Exception {
        IFile file = project.getFile("live.db");
        file.create(new ByteArrayInputStream(DB.getBytes(StandardCharsets.ISO_8859_1)), true, null);
        view = (LiveMatchView) page.showView(LiveMatchView.ID);
        // the view remembers its choices (a reopened view keeps them): start from the pattern under the caret
        view.setAllPatterns(false);
        view.setFilter("");
        Board b = new Board(9);
        b.setStone(Vertex.parse("E5", 9), StoneColor.BLACK);
        b.setStone(Vertex.parse("E6", 9), StoneColor.WHITE);
        view.setPosition(b, StoneColor.WHITE, "handmade");
        editor = (PatternDbEditor) IDE.openEditor(page, file);
        waitFor("parse", () -> editor.parsed() != null);
        editor.selectAndReveal(DB.indexOf("?O?"), 0);
        waitFor("matches", () -> view.isUpToDate() && view.rows().size() == 2);
        for (LiveMatches.Row r : view.rows()) {
            assertEquals("false", r.result);
            assertEquals(EvalResult.Truth.FALSE, r.truth);
        }
        // Edit the constraint: both matches now hold.
        IDocument doc = editor.document();
        int four = DB.indexOf(">=4") + 2;
        long t0 = System.nanoTime();
        doc.replace(four, 1, "3");
        waitFor("matches after the edit", () -> view.isUpToDate() && view.rows().size() == 2
                && "true".equals(view.rows().get(0).result));
        System.out.printf("live matching: keystroke to refreshed matches %.1f ms (the %d ms reconcile delay is not waited for)%n",
                (System.nanoTime() - t0) / 1e6, PatternDbSourceViewerConfiguration.RECONCILE_DELAY_MS);
        for (LiveMatches.Row r : view.rows()) {
            assertEquals("true", r.result);
            assertTrue(r.move, r.move.equals("D5") || r.move.equals("F5"));
        }
    }
}
