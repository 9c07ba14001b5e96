package owlbench.agents.train;

import java.util.List;
import java.util.Locale;

/**
 * A training run's settings. The defaults are the thesis' (section 4.1): population 10, eight
 * generations, crossover 40%, mutation 0.0333 per gene (the thesis mutates bits; here a gene is
 * one 4-bit weight), roulette-wheel selection; one elite survives unchanged.
 */
public final class TrainConfig {
    public List<String> agents = List.of("opener", "tigersmouth", "capturer", "follower", "extender");
    public int hidden = 3;
    public int population = 10;
    public int generations = 8;
    public long seed = 1;
    public int threads = Runtime.getRuntime().availableProcessors();
    public double crossover = 0.4;
    public double mutation = 0.0333;
    public int elites = 1;

    /** The settings that must match for a resumed run (threads may change). */
    public String identity() {
        return String.format(Locale.ROOT, "agents=%s hidden=%d population=%d seed=%d crossover=%s mutation=%s elites=%d",
                String.join(",", agents), hidden, population, seed, crossover, mutation, elites);
    }
}
