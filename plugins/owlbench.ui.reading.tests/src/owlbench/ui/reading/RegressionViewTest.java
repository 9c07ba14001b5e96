package owlbench.ui.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.regress.RegressionRunner;
import owlbench.gtp.regress.SuiteResult;
import owlbench.gtp.regress.TestSelection;
import owlbench.gtp.regress.TestStatus;

/** Runs reading.tst from ../shared in the regression view and checks it against the headless runner. */
public class RegressionViewTest {

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
    public void closeView() {
        var view = page().findView(RegressionView.ID);
        if (view != null) {
            page().hideView(view);
        }
        settle();
    }

    @Test
    public void readingSuiteTotalsMatchTheHeadlessRunner() throws Exception {
        Path suite = new File(SHARED, "gnugo-3.8/regression/reading.tst").toPath();
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the regression view test", suite.toFile().isFile());
        SuiteResult headless = new RegressionRunner(OwlbenchGtp.factory(19, 0.0)).run(suite, TestSelection.all());
        assertEquals(null, headless.fatalError());

        RegressionView view = (RegressionView) page().showView(RegressionView.ID);
        long t0 = System.nanoTime();
        runAndWait(view, suite);
        System.out.printf("RegressionViewTest: reading.tst, %d tests, in the view in %d ms%n", headless.testCount(),
                (System.nanoTime() - t0) / 1_000_000);
        assertNotNull("the run finished", view.getReport());
        for (TestStatus s : TestStatus.values()) {
            assertEquals(s.word, headless.count(s), view.getReport().total(s));
        }
        assertEquals(headless.testCount(), view.getTable().getTable().getItemCount());
        assertTrue(view.getTotals(), view.getTotals().contains("passed " + headless.count(TestStatus.PASS)));

        view.setShow(RegressionView.Show.UNEXPECTED_FAIL);
        assertEquals(headless.count(TestStatus.UNEXPECTED_FAIL), view.getTable().getTable().getItemCount());
        view.setShow(RegressionView.Show.UNEXPECTED_PASS);
        assertEquals(headless.count(TestStatus.UNEXPECTED_PASS), view.getTable().getTable().getItemCount());

        // Double-click's action: test 1's position (loadsgf games/incident2.sgf 212) opens in a game editor.
        view.setShow(RegressionView.Show.ALL);
        owlbench.gtp.regress.TestResult first = (owlbench.gtp.regress.TestResult) view.getTable().getElementAt(0);
        assertEquals(1, first.number);
        assertEquals(null, view.openPosition(first));
        settle();
        owlbench.ui.game.GameEditor editor = (owlbench.ui.game.GameEditor) view.lastOpened();
        assertNotNull(editor);
        assertTrue(String.valueOf(editor.getFile()), editor.getFile().toString().endsWith("incident2.sgf"));
        assertEquals(211, editor.getMoveNumber());
        page().closeAllEditors(false);
        page().showView(RegressionView.ID);

        // Re-run one test: its row is replaced, the table keeps its size.
        Job again = view.rerun(first, OwlbenchGtp.factory(19, 0.0));
        assertTrue("the job ended within 2 minutes", again.join(120_000, null));
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> view.getTotals().startsWith("re-ran"), 10_000);
        assertTrue(view.getTotals(), view.getTotals().startsWith("re-ran reading.tst:1: " + first.status.word));
        assertEquals(headless.testCount(), view.getTable().getTable().getItemCount());
        settle();
        System.out.println("RegressionViewTest: totals " + view.getTotals());

        // A second run of the same engine changes nothing: no newly failing or passing tests.
        runAndWait(view, suite);
        view.setShow(RegressionView.Show.CHANGED);
        assertEquals(0, view.getTable().getTable().getItemCount());
        assertTrue(view.getTotals(), view.getTotals().contains("newly failing 0, newly passing 0"));
    }

    @Test
    public void aSmallSuiteAgainstGnuGoMatchesTheHeadlessRunner() throws Exception {
        File regression = new File(SHARED, "gnugo-3.8/regression");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the GNU Go regression view test", regression.isDirectory());
        File gnugo = new File("/usr/games/gnugo");
        Assume.assumeTrue("/usr/games/gnugo is absent: skipping the GNU Go regression view test", gnugo.canExecute());
        // A few reading.tst tests, loading their games by absolute path so the suite can live in a temp dir.
        String games = new File(regression, "games").getAbsolutePath();
        String tst = "loadsgf " + games + "/incident2.sgf 212\n"
                + "1 attack E3\n#? [0]\n"
                + "2 attack F1\n#? [1 G1]\n"
                + "3 defend F1\n#? [1 G1]\n"
                + "4 attack E19\n#? [2 D19]\n"
                + "loadsgf " + games + "/incident79.sgf 168\n"
                + "10 attack L19\n#? [0]\n"
                + "11 attack K18\n#? [1 J17]\n";
        Path suite = java.nio.file.Files.createTempFile("small-reading", ".tst");
        java.nio.file.Files.writeString(suite, tst);
        try {
            owlbench.gtp.client.GtpEngineFactory factory = owlbench.gtp.client.ProcessGtpClient
                    .factory(List.of(gnugo.getPath(), "--mode", "gtp"), 60_000);
            SuiteResult headless = new RegressionRunner(factory).run(suite, TestSelection.all());
            assertEquals(null, headless.fatalError());
            assertEquals(6, headless.testCount());

            RegressionView view = (RegressionView) page().showView(RegressionView.ID);
            runAndWait(view, suite, factory);
            assertNotNull("the run finished", view.getReport());
            assertEquals(6, view.getTable().getTable().getItemCount());
            int total = 0;
            for (TestStatus s : TestStatus.values()) {
                assertEquals(s.word, headless.count(s), view.getReport().total(s));
                total += view.getReport().total(s);
            }
            assertEquals(6, total);
            System.out.println("RegressionViewTest: 6 reading.tst tests against GNU Go: " + view.getTotals());
        } finally {
            java.nio.file.Files.deleteIfExists(suite);
        }
    }

    private static void runAndWait(RegressionView view, Path suite) throws InterruptedException {
        runAndWait(view, suite, OwlbenchGtp.factory(19, 0.0));
    }

    private static void runAndWait(RegressionView view, Path suite, owlbench.gtp.client.GtpEngineFactory factory)
            throws InterruptedException {
        Job job = view.run(List.of(suite), TestSelection.all(), factory);
        // joins the family with a time limit (a run that never ends fails the test, never hangs CI)
        assertTrue("the regression run ended", owlbench.ui.jobs.JobFamilies.join(owlbench.ui.jobs.JobFamilies.REGRESSION, 300_000)
                && job.getResult() != null);
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> view.getReport() != null, 10_000);
        settle();
    }
}
