package owlbench.agents;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.Test;

import owlbench.agents.data.PredictionSet;
import owlbench.agents.train.Checkpoint;
import owlbench.agents.train.FitnessEvaluator;
import owlbench.agents.train.GaTrainer;
import owlbench.agents.train.GenerationStats;
import owlbench.agents.train.TrainConfig;
import owlbench.sgf.SgfNode;

/** Statistics against hand-computed values, and short end-to-end trainings (reproducible, resumable). */
public class TrainingTest {

    /**
     * Samples {1,2,3,4} and {2,4,6,8}: variances 5/3 and 20/3, F = 4; pooled variance 25/6,
     * standard error sqrt(25/6 * (1/4 + 1/4)) = 1.443376, t = (2.5 - 5) / 1.443376 = -1.732051;
     * two-sided p with 6 degrees of freedom = 0.1339746; F(3,3) = 4: upper tail 0.1423785, two-sided
     * 0.2847570, so the pooled test is chosen. The p-values were computed independently with SciPy
     * 1.17 (scipy.stats.ttest_ind and scipy.stats.f.sf).
     */
    @Test
    public void statisticsOfAHandComputedCase() {
        GenerationStats s = GenerationStats.of(1, new double[] {2, 4, 6, 8}, new double[] {1, 2, 3, 4});
        assertEquals(2, s.min, 0);
        assertEquals(8, s.max, 0);
        assertEquals(5, s.mean, 1e-12);
        assertEquals(20, s.sum, 1e-12);
        assertEquals(20.0 / 3, s.variance, 1e-12);
        assertEquals(Math.sqrt(20.0 / 3), s.stdDev, 1e-12);
        assertEquals(4, s.f, 1e-12);
        assertEquals(0.2847570, s.fP, 1e-6);
        assertEquals("pooled", s.tKind);
        assertEquals(-1.732051, s.t, 1e-5);
        assertEquals(0.1339746, s.tP, 1e-6);
    }

    /** Unequal variances: Welch's test (SciPy: ttest_ind(equal_var=False) = -1.5237984, p 0.1985969). */
    @Test
    public void unequalVariancesUseWelch() {
        GenerationStats s = GenerationStats.of(2, new double[] {0.05, 0.10, 0.11, 0.12, 0.30},
                new double[] {0.05, 0.06, 0.07, 0.08, 0.09});
        assertEquals(36.52, s.f, 1e-9);
        assertEquals(0.004186389, s.fP, 1e-8);
        assertEquals("welch", s.tKind);
        assertEquals(-1.5237984, s.t, 1e-6);
        assertEquals(0.1985969, s.tP, 1e-6);
    }

    @Test
    public void constantGenerationsHaveNoTests() {
        GenerationStats s = GenerationStats.of(3, new double[] {0.1, 0.1}, new double[] {0.1, 0.1});
        assertEquals("n/a", s.tKind);
        assertTrue(Double.isNaN(s.f) && Double.isNaN(s.t));
    }

    @Test
    public void shortTrainingIsReproducibleAndResumable() throws Exception {
        List<SgfNode> games = SharedGames.games().subList(0, 15);
        List<Agent> agents = AgentCatalogue.create(AgentCatalogue.THESIS_FIVE, AgentContext.standard());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Path dir = Files.createTempDirectory("exodus-train");
        try {
            PredictionSet set = PredictionSet.compute(games, agents, pool);
            TrainConfig c = new TrainConfig();
            c.population = 6;
            c.generations = 4;
            c.seed = 5;
            FitnessEvaluator eval = new FitnessEvaluator(set, c.hidden, pool, 4);
            GaTrainer.Result whole = new GaTrainer(c, eval).run(null, null, () -> false, null);
            assertEquals(5, whole.stats.size());
            // elitism: the best never gets worse
            for (int g = 1; g < whole.stats.size(); g++) {
                assertTrue(whole.stats.get(g).max >= whole.stats.get(g - 1).max);
            }
            assertEquals(whole.bestFitness, eval.fitness(whole.bestGenome), 0);
            // stop after generation 2 (cancel), then resume from the checkpoint
            Path cp = dir.resolve("checkpoint.txt");
            AtomicInteger seen = new AtomicInteger();
            GaTrainer.Result part = new GaTrainer(c, eval).run(null, cp, () -> seen.get() >= 3,
                    (s, best, f) -> seen.incrementAndGet());
            assertTrue(part.cancelled);
            assertEquals(3, part.stats.size());
            Checkpoint saved = Checkpoint.read(cp);
            assertEquals(2, saved.generation);
            GaTrainer.Result rest = new GaTrainer(c, eval).run(saved, cp, () -> false, null);
            assertEquals(5, rest.stats.size());
            for (int g = 0; g < 5; g++) {
                assertEquals(whole.stats.get(g).mean, rest.stats.get(g).mean, 0);
                assertEquals(whole.stats.get(g).max, rest.stats.get(g).max, 0);
            }
            assertArrayEquals(whole.bestGenome, rest.bestGenome);
        } finally {
            pool.shutdown();
            try (var files = Files.list(dir)) {
                files.forEach(f -> f.toFile().delete());
            }
            Files.deleteIfExists(dir);
        }
    }
}
