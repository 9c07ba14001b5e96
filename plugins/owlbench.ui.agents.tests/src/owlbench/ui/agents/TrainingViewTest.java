package owlbench.ui.agents;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

import owlbench.agents.network.NetworkWeights;
import owlbench.agents.train.Checkpoint;
import owlbench.ui.jobs.JobFamilies;

/**
 * The Training view in the running workbench: a short training runs as a Job and plots one point
 * per generation, Cancel stops it after a generation with its checkpoint kept, Resume goes on, and a
 * malformed game file is said with its location.
 */
public class TrainingViewTest {
    private Path dir;

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
    public void setUp() throws Exception {
        dir = Files.createTempDirectory("training-view");
    }

    @After
    public void tearDown() throws Exception {
        TrainingView v = (TrainingView) page().findView(TrainingView.ID);
        if (v != null) {
            v.cancel();
            JobFamilies.join(JobFamilies.TRAINING, 60_000);
            page().hideView(v);
        }
        settle();
        try (var files = Files.walk(dir)) {
            files.sorted(Collections.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    /** Six 9x9 games of 24 moves on distinct points, from a seed (no occupied point, no ko retake). */
    static Path games(Path dir, long seed) throws Exception {
        Random r = new Random(seed);
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < 6; g++) {
            List<String> points = new ArrayList<>();
            for (char c = 'a'; c <= 'i'; c++) {
                for (char d = 'a'; d <= 'i'; d++) {
                    points.add("" + c + d);
                }
            }
            Collections.shuffle(points, r);
            sb.append("(;GM[1]FF[4]SZ[9]");
            for (int m = 0; m < 24; m++) {
                sb.append(m % 2 == 0 ? ";B[" : ";W[").append(points.get(m)).append(']');
            }
            sb.append(")\n");
        }
        Path f = dir.resolve("games.sgf");
        Files.writeString(f, sb.toString());
        return f;
    }

    private static TrainingView open() throws Exception {
        TrainingView v = (TrainingView) page().showView(TrainingView.ID);
        settle();
        return v;
    }

    @Test
    public void aShortTrainingPlotsOnePointPerGenerationAndSavesTheBest() throws Exception {
        TrainingView v = open();
        Path out = dir.resolve("run");
        v.form().set("capturer,follower", 2, 4, 2, 3, 2, games(dir, 1), 4, 2, out, false);
        v.start();
        assertTrue("the training runs as a job of the training family", !JobFamilies.idle(JobFamilies.TRAINING) || v.lastResult() != null);
        assertTrue("the training ends", JobFamilies.join(JobFamilies.TRAINING, 120_000));
        assertTrue(JobFamilies.waitUntil(() -> !v.isRunning(), 10_000));
        assertEquals(v.statusText(), 3, v.chart().pointCount());   // generations 0, 1, 2
        for (int i = 0; i < 3; i++) {
            double[] p = v.chart().point(i);
            assertTrue(p[0] >= p[1] && p[1] >= p[2]);   // max >= mean >= min
        }
        assertNotNull(v.bestWeights());
        assertEquals(List.of("capturer", "follower"), NetworkWeights.read(v.bestWeights()).agentNames());
        assertTrue(v.statusText(), v.statusText().startsWith("Done:"));
        assertTrue(Files.isRegularFile(out.resolve("generations.tsv")));
    }

    @Test
    public void cancelStopsAfterAGenerationAndResumeGoesOn() throws Exception {
        TrainingView v = open();
        Path out = dir.resolve("run");
        // a long run: cancelled as soon as the first generation is plotted
        v.form().set("capturer,follower,extender", 3, 40, 100_000, 5, 2, games(dir, 2), 0, 2, out, false);
        v.start();
        assertTrue("a generation is plotted", JobFamilies.waitUntil(() -> v.chart().pointCount() >= 1, 120_000));
        v.cancel();
        assertTrue("the training stops", JobFamilies.join(JobFamilies.TRAINING, 60_000));
        assertTrue(JobFamilies.waitUntil(() -> !v.isRunning(), 10_000));
        assertTrue(v.lastResult().cancelled);
        int plotted = v.chart().pointCount();
        assertTrue(plotted < 100_001);
        int saved = Checkpoint.read(out.resolve("checkpoint.txt")).generation;
        assertEquals(plotted - 1, saved);
        assertTrue(v.statusText(), v.statusText().startsWith("Cancelled after generation " + saved));
        // resume with two more generations than were saved
        v.form().set("capturer,follower,extender", 3, 40, saved + 2, 5, 2, games(dir, 2), 0, 2, out, true);
        v.start();
        assertTrue(JobFamilies.join(JobFamilies.TRAINING, 120_000));
        assertTrue(JobFamilies.waitUntil(() -> !v.isRunning(), 10_000));
        assertFalse(v.lastResult().cancelled);
        assertEquals(saved + 3, v.lastResult().stats.size());
        assertEquals(saved + 3, v.chart().pointCount());
    }

    @Test
    public void aMalformedGameFileIsSaidWithItsLocation() throws Exception {
        TrainingView v = open();
        Path bad = dir.resolve("bad.sgf");
        Files.writeString(bad, "(;GM[1]SZ[9]\n;B[ee];W[ee])\n");
        v.form().set("capturer", 1, 2, 1, 1, 1, bad, 0, 0, dir.resolve("bad"), false);
        v.start();
        assertTrue(JobFamilies.join(JobFamilies.TRAINING, 60_000));
        assertTrue(JobFamilies.waitUntil(() -> !v.isRunning(), 10_000));
        assertTrue(v.statusText(), v.statusText().contains("bad.sgf:2:"));
        assertEquals(0, v.chart().pointCount());
    }

    @Test
    public void anAbsentGameFileIsSaidInTheForm() throws Exception {
        TrainingView v = open();
        v.form().set("capturer", 1, 2, 1, 1, 1, dir.resolve("nowhere.sgf"), 0, 0, dir.resolve("x"), false);
        settle();
        assertTrue(v.form().gamesNote(), v.form().gamesNote().contains("nowhere.sgf is absent"));
        v.form().set("nosuchagent", 1, 2, 1, 1, 1, dir.resolve("nowhere.sgf"), 0, 0, dir.resolve("x"), false);
        v.start();
        assertTrue(v.statusText(), v.statusText().startsWith("Agents: unknown agent 'nosuchagent'"));
        assertFalse(v.isRunning());
    }
}
