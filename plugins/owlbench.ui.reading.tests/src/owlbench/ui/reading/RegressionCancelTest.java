package owlbench.ui.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.regress.TestResult;
import owlbench.gtp.regress.TestSelection;
import owlbench.gtp.regress.TstFile;

/** Issue 19, item 7: a Regression view run stops at the next test on cancel, and its progress counts tests. */
public class RegressionCancelTest {

    private static final File SHARED = new File(System.getProperty("owlbench.shared", "../../../shared"));

    private static IWorkbenchPage page() {
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

    /** Records what the Progress view would show, and cancels after {@code cancelAfter} units of work. */
    private static final class RecordingMonitor extends NullProgressMonitor {
        final int cancelAfter;
        int total = -1;
        int worked;
        String subTask;

        RecordingMonitor(int cancelAfter) {
            this.cancelAfter = cancelAfter;
        }

        @Override
        public void beginTask(String name, int totalWork) {
            total = totalWork;
        }

        @Override
        public void worked(int work) {
            worked += work;
            if (worked >= cancelAfter) {
                setCanceled(true);
            }
        }

        @Override
        public void subTask(String name) {
            subTask = name;
        }
    }

    private static Path connectionSuite() {
        Path suite = new File(SHARED, "gnugo-3.8/regression/connection.tst").toPath();
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the regression cancel test", suite.toFile().isFile());
        return suite;
    }

    @Test
    public void progressCountsTestsAndCancelStopsAtTheNextTest() throws Exception {
        Path suite = connectionSuite();
        int tests = TstFile.read(suite).tests().size();
        RecordingMonitor monitor = new RecordingMonitor(3);
        List<TestResult> shown = new ArrayList<>();
        var report = RegressionView.runSuites("connection", List.of(suite), TestSelection.all(),
                OwlbenchGtp.factory(19, 0.0), monitor, shown::add);
        assertNull("a cancelled run has no report", report);
        assertEquals("progress is counted in tests", tests, monitor.total);
        assertEquals("the run stopped at the next test", 3, monitor.worked);
        assertEquals(3, shown.size());
        assertTrue(monitor.subTask, monitor.subTask.contains("3 of " + tests));
    }

    @Test
    public void cancellingTheViewsRunStopsIt() throws Exception {
        Path suite = connectionSuite();
        int tests = TstFile.read(suite).tests().size();
        RegressionView view = (RegressionView) page().showView(RegressionView.ID);
        Job job = view.run(List.of(suite), TestSelection.all(), OwlbenchGtp.factory(19, 0.0));
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> view.getTable().getTable().getItemCount() >= 2, 60_000);
        job.cancel();
        long t0 = System.currentTimeMillis();
        job.join(30_000, null);
        long stopped = System.currentTimeMillis() - t0;
        owlbench.ui.jobs.JobFamilies.join(owlbench.ui.jobs.JobFamilies.REGRESSION, 30_000);
        settle();
        assertEquals(IStatus.CANCEL, job.getResult().getSeverity());
        int rows = view.getTable().getTable().getItemCount();
        System.out.printf("RegressionCancelTest: cancelled at %d of %d tests, stopped %d ms after the cancel%n", rows, tests, stopped);
        assertTrue("the run stopped early: " + rows + " of " + tests, rows < tests / 2);
        assertTrue(view.getTotals(), view.getTotals().startsWith("cancelled after " + rows));
        assertNull(view.getReport());
    }
}
