package owlbench.agents;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.After;
import org.junit.Before;
import org.junit.Test;

import owlbench.agents.data.TrainingData;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.train.Checkpoint;
import owlbench.agents.train.GenerationStats;
import owlbench.agents.train.TrainConfig;
import owlbench.agents.train.TrainingRun;
import owlbench.sgf.SgfException;

/** A whole training into a folder (the command line's and the Training view's): files, cancel, resume, bad games. */
public class TrainingRunTest {
    private Path dir;
    private ExecutorService pool;

    @Before
    public void setUp() throws Exception {
        dir = Files.createTempDirectory("exodus-run");
        pool = Executors.newFixedThreadPool(2);
    }

    @After
    public void tearDown() throws Exception {
        pool.shutdownNow();
        try (var files = Files.walk(dir)) {
            files.sorted(Collections.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    /** Six 9x9 games of 24 moves on distinct points (never an occupied point or a ko retake), from a seed. */
    static String games(long seed) {
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
        return sb.toString();
    }

    private TrainingData data() throws Exception {
        Path f = dir.resolve("games.sgf");
        Files.writeString(f, games(3));
        TrainingData d = new TrainingData();
        d.games = f;
        d.testShare = 1.0 / 3;
        return d;
    }

    private static TrainConfig config() {
        TrainConfig c = new TrainConfig();
        c.agents = List.of("capturer", "follower", "extender");
        c.population = 4;
        c.generations = 3;
        c.threads = 2;
        c.seed = 7;
        return c;
    }

    private static final class Log implements TrainingRun.Listener {
        final List<GenerationStats> stats = new ArrayList<>();
        final List<String> lines = new ArrayList<>();

        @Override
        public void message(String line) {
            lines.add(line);
        }

        @Override
        public void generation(GenerationStats s, int[] best, double f) {
            stats.add(s);
        }
    }

    @Test
    public void aRunWritesItsFilesAndIsResumedExactlyAfterACancel() throws Exception {
        TrainingData d = data();
        Log whole = new Log();
        TrainingRun.Result all = new TrainingRun(config(), d, dir.resolve("whole"), AgentContext.standard())
                .run(false, true, pool, () -> false, whole);
        assertFalse(all.cancelled);
        assertEquals(4, all.stats.size());
        assertEquals(4, whole.stats.size());
        assertEquals(4 * 24, all.trainingPositions);
        assertEquals(2 * 24, all.testPositions);
        assertFalse(Double.isNaN(all.testFitness));
        NetworkWeights best = NetworkWeights.read(all.bestWeights);
        assertEquals(config().agents, best.agentNames());
        assertTrue(Files.readString(dir.resolve("whole/result.json")).contains("\"best_test_fitness\""));
        assertEquals(5, Files.readAllLines(dir.resolve("whole/generations.tsv")).size());

        // cancelled after generation 1, then resumed: the same generations as the run that was not stopped
        Path part = dir.resolve("part");
        Log first = new Log();
        TrainingRun run = new TrainingRun(config(), d, part, AgentContext.standard());
        TrainingRun.Result stopped = run.run(false, true, pool, () -> first.stats.size() >= 2, first);
        assertTrue(stopped.cancelled);
        assertEquals(2, stopped.stats.size());
        assertTrue(Double.isNaN(stopped.testFitness));
        assertEquals(1, Checkpoint.read(run.checkpointFile()).generation);
        assertTrue(run.canResume());
        Log rest = new Log();
        TrainingRun.Result resumed = run.run(true, true, pool, () -> false, rest);
        assertFalse(resumed.cancelled);
        assertEquals(2, rest.stats.size());   // generations 2 and 3 only
        assertEquals(4, resumed.stats.size());
        for (int g = 0; g < 4; g++) {
            assertEquals(all.stats.get(g).mean, resumed.stats.get(g).mean, 0);
            assertEquals(all.stats.get(g).max, resumed.stats.get(g).max, 0);
        }
        assertEquals(all.testFitness, resumed.testFitness, 0);
    }

    @Test
    public void aCancelWhileTheAgentsWorkStopsBeforeTheFirstGeneration() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        Log log = new Log();
        TrainingRun.Result r = new TrainingRun(config(), data(), dir.resolve("early"), AgentContext.standard())
                .run(false, true, pool, () -> asked.incrementAndGet() > 10, log);
        assertTrue(r.cancelled);
        assertNull(r.bestWeights);
        assertTrue(log.stats.isEmpty());
        assertTrue(String.join("\n", log.lines), log.lines.get(log.lines.size() - 1).contains("cancelled"));
    }

    @Test
    public void aMalformedGameFileIsReportedWithItsLocation() throws Exception {
        Path f = dir.resolve("bad.sgf");
        Files.writeString(f, "(;GM[1]SZ[9]\n;B[ee];W[ee])\n");
        TrainingData d = new TrainingData();
        d.games = f;
        try {
            new TrainingRun(config(), d, dir.resolve("bad"), AgentContext.standard()).run(false, true, pool, () -> false, new Log());
            fail("W[ee] is on an occupied point");
        } catch (SgfException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("bad.sgf:2:"));
            assertTrue(e.getMessage(), e.getMessage().contains("occupied"));
        }
    }

    @Test
    public void anAbsentGameFileSaysWhichFile() throws Exception {
        TrainingData d = new TrainingData();
        d.games = dir.resolve("nowhere.sgf");
        try {
            new TrainingRun(config(), d, dir.resolve("none"), AgentContext.standard()).run(false, true, pool, () -> false, new Log());
            fail("no such file");
        } catch (TrainingData.NoGamesException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("nowhere.sgf"));
        }
    }
}
