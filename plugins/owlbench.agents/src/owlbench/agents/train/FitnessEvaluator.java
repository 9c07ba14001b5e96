package owlbench.agents.train;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

import owlbench.agents.Agent;
import owlbench.agents.ProbabilityBoard;
import owlbench.agents.data.PredictionSet;
import owlbench.agents.network.NetworkWeights;

/**
 * The thesis' fitness (section 3.8.2): the share of recorded moves that the network's argmax
 * (over legal points) predicts, on a precomputed {@link PredictionSet}. The positions are split
 * into chunks evaluated on a thread pool; the sum of integer hits is the same in any order, so
 * the fitness does not depend on the number of threads.
 */
public final class FitnessEvaluator {
    private final PredictionSet set;
    private final int hidden;
    private final ExecutorService pool;
    private final int chunks;

    /**
     * @param pool where chunks run; null evaluates on the caller's thread
     * @param chunks number of pieces the positions are cut into (a few per thread)
     */
    public FitnessEvaluator(PredictionSet set, int hidden, ExecutorService pool, int chunks) {
        this.set = set;
        this.hidden = hidden;
        this.pool = pool;
        this.chunks = Math.max(1, chunks);
    }

    public PredictionSet set() {
        return set;
    }

    public int hidden() {
        return hidden;
    }

    /** Share of moves predicted (0..1) by the network with this genome. */
    public double fitness(int[] genome) {
        return set.size() == 0 ? 0 : hits(genome) / (double) set.size();
    }

    /** Number of moves predicted. */
    public long hits(int[] genome) {
        NetworkWeights w = NetworkWeights.fromGenome(set.agents(), hidden, genome);
        int n = set.size();
        if (pool == null || chunks == 1) {
            return hits(w, 0, n);
        }
        List<Future<Long>> futures = new ArrayList<>();
        for (int c = 0; c < chunks; c++) {
            int from = (int) ((long) n * c / chunks);
            int to = (int) ((long) n * (c + 1) / chunks);
            futures.add(pool.submit(() -> hits(w, from, to)));
        }
        long sum = 0;
        for (Future<Long> f : futures) {
            try {
                sum += f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("fitness evaluation interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
        return sum;
    }

    /** Hits on positions [from, to); the inner loops of the summation network on floats. */
    private long hits(NetworkWeights w, int from, int to) {
        List<Agent> agents = set.agents();
        int na = agents.size();
        int p = set.points();
        double[][] beta = new double[na][p];
        double[] gamma = new double[p];
        double[] out = new double[p];
        // per agent: the first stored component and the genes (null for stored normalized boards)
        int[] first = new int[na];
        int[][] genes = new int[na][];
        int at = 0;
        for (int a = 0; a < na; a++) {
            first[a] = at;
            if (agents.get(a).geneCount() > 0) {
                genes[a] = w.genes(a);
                at += agents.get(a).components();
            } else {
                at++;
            }
        }
        long hits = 0;
        for (int pos = from; pos < to; pos++) {
            float[] f = set.features(pos);
            for (int a = 0; a < na; a++) {
                double[] b = beta[a];
                int base = first[a] * p;
                if (genes[a] == null) {
                    for (int i = 0; i < p; i++) {
                        b[i] = f[base + i];
                    }
                } else {
                    java.util.Arrays.fill(b, 0);
                    for (int c = 0; c < genes[a].length; c++) {
                        int g = genes[a][c];
                        if (g == 0) {
                            continue;
                        }
                        int off = base + c * p;
                        for (int i = 0; i < p; i++) {
                            b[i] += g * f[off + i];
                        }
                    }
                    ProbabilityBoard.normalize(b);
                }
            }
            java.util.Arrays.fill(out, 0);
            for (int k = 0; k < hidden; k++) {
                int v = w.outputWeight(k);
                if (v == 0) {
                    continue;
                }
                java.util.Arrays.fill(gamma, 0);
                boolean any = false;
                for (int a = 0; a < na; a++) {
                    int wk = w.agentWeight(a, k);
                    if (wk == 0) {
                        continue;
                    }
                    any = true;
                    double[] b = beta[a];
                    for (int i = 0; i < p; i++) {
                        gamma[i] += wk * b[i];
                    }
                }
                if (!any) {
                    continue;
                }
                ProbabilityBoard.normalize(gamma);
                for (int i = 0; i < p; i++) {
                    out[i] += v * gamma[i];
                }
            }
            // argmax over legal points; the final normalization does not move the argmax
            int best = -1;
            double bestValue = 0;
            for (int i = 0; i < p; i++) {
                if (out[i] > bestValue && set.isLegal(pos, i)) {
                    bestValue = out[i];
                    best = i;
                }
            }
            if (best == set.target(pos)) {
                hits++;
            }
        }
        return hits;
    }
}
