package owlbench.agents.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import owlbench.agents.Agent;
import owlbench.agents.AgentCatalogue;
import owlbench.agents.AgentContext;
import owlbench.agents.data.PredictionSet;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.train.FitnessEvaluator;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * Speed of Exodus for docs/benchmarks.md: positions per second of each agent set (the agents'
 * boards, the expensive part, computed once per position) on 1 thread and on every core, and the
 * speed of one fitness evaluation (the network's sums over every position) on 1 thread and on
 * every core. usage: ExodusBench GAMES.sgf [games] [rounds]
 */
public final class ExodusBench {
    private ExodusBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: ExodusBench GAMES.sgf [games] [rounds]");
            System.exit(2);
        }
        List<SgfNode> all = SgfReader.read(Path.of(args[0])).games();
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        List<SgfNode> games = all.subList(0, Math.min(n, all.size()));
        int cores = Runtime.getRuntime().availableProcessors();
        AgentContext context = AgentContext.standard();
        List<List<String>> sets = List.of(AgentCatalogue.THESIS_FIVE, List.of("response"), List.of("tactics"),
                List.of("connection"), List.of("patterns"), List.of("fuseki"));
        System.out.printf(Locale.ROOT, "%d games; %d cores; %d rounds (min..max)%n", games.size(), cores, rounds);
        System.out.println("agent set\tpositions\tpos/s 1 thread\tpos/s " + cores + " threads");
        for (List<String> names : sets) {
            List<Agent> agents = AgentCatalogue.create(names, context);
            PredictionSet.compute(games.subList(0, Math.min(3, games.size())), agents, null);   // warm-up, loads databases
            double[] one = new double[rounds];
            double[] many = new double[rounds];
            int positions = 0;
            for (int r = 0; r < rounds; r++) {
                long t0 = System.nanoTime();
                positions = PredictionSet.compute(games, agents, null).size();
                one[r] = positions / ((System.nanoTime() - t0) / 1e9);
                ExecutorService pool = Executors.newFixedThreadPool(cores);
                t0 = System.nanoTime();
                PredictionSet.compute(games, agents, pool);
                many[r] = positions / ((System.nanoTime() - t0) / 1e9);
                pool.shutdown();
            }
            System.out.printf(Locale.ROOT, "%s\t%d\t%s\t%s%n", String.join(",", names), positions, range(one), range(many));
        }
        // fitness: the thesis' five on every game given, K = 3
        List<Agent> five = AgentCatalogue.create(AgentCatalogue.THESIS_FIVE, context);
        ExecutorService pool = Executors.newFixedThreadPool(cores);
        PredictionSet set = PredictionSet.compute(all.subList(0, Math.min(all.size(), 600)), five, pool);
        int[] genome = new int[NetworkWeights.genomeLength(five, 3)];
        SplittableRandom rnd = new SplittableRandom(1);
        for (int i = 0; i < genome.length; i++) {
            genome[i] = rnd.nextInt(16);
        }
        FitnessEvaluator serial = new FitnessEvaluator(set, 3, null, 1);
        FitnessEvaluator parallel = new FitnessEvaluator(set, 3, pool, cores * 4);
        for (int w = 0; w < 5; w++) {
            serial.hits(genome);
            parallel.hits(genome);
        }
        double[] s = new double[rounds];
        double[] p = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            serial.hits(genome);
            s[r] = (System.nanoTime() - t0) / 1e6;
            t0 = System.nanoTime();
            parallel.hits(genome);
            p[r] = (System.nanoTime() - t0) / 1e6;
        }
        pool.shutdown();
        System.out.printf(Locale.ROOT, "fitness of one network (thesis five, K=3) on %d positions: %s ms on 1 thread, %s ms on %d%n",
                set.size(), range(s), range(p), cores);
    }

    private static String range(double[] v) {
        double[] c = v.clone();
        Arrays.sort(c);
        return String.format(Locale.ROOT, "%.0f..%.0f", c[0], c[c.length - 1]);
    }
}
