package owlbench.agents.network;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

import owlbench.agents.Agent;
import owlbench.agents.Position;
import owlbench.agents.ProbabilityBoard;

/**
 * The thesis' summation network (section 3.6). Each of N agents gives a board beta_n, normalized;
 * each of K hidden sums is gamma_k = sum_n w[n][k] * beta_n, normalized; the output is
 * epsilon = sum_k v[k] * gamma_k, normalized. A normalization leaves an all-zero board as it is.
 * The weights are the integers of {@link NetworkWeights}.
 */
public final class SummationNetwork {
    private final List<Agent> agents;
    private final NetworkWeights weights;

    /** A network of these agents (in the order of the weights' agents) with these weights. */
    public SummationNetwork(List<Agent> agents, NetworkWeights weights) {
        if (agents.size() != weights.agentNames().size()) {
            throw new IllegalArgumentException(agents.size() + " agents but weights for " + weights.agentNames().size());
        }
        for (int i = 0; i < agents.size(); i++) {
            if (!agents.get(i).name().equals(weights.agentNames().get(i))) {
                throw new IllegalArgumentException("agent " + (i + 1) + " is " + agents.get(i).name()
                        + " but the weights are for " + weights.agentNames().get(i));
            }
        }
        this.agents = List.copyOf(agents);
        this.weights = weights;
    }

    public List<Agent> agents() {
        return agents;
    }

    public NetworkWeights weights() {
        return weights;
    }

    /**
     * The agents' boards for a position, each normalized: on the pool when one is given (each
     * agent then works on its own copy of the board, since a Board belongs to one thread),
     * otherwise one after the other on the position's own board.
     */
    public double[][] agentBoards(Position p, ExecutorService pool) {
        int n = agents.size();
        double[][] beta = new double[n][];
        if (pool == null) {
            for (int i = 0; i < n; i++) {
                beta[i] = agentBoard(agents.get(i), i, p);
            }
            return beta;
        }
        List<Future<double[]>> futures = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            final int agent = i;
            Position own = new Position(p.board().copy(), p.toMove(), p.moveNumber(), p.lastMove());
            futures.add(pool.submit(() -> agentBoard(agents.get(agent), agent, own)));
        }
        for (int i = 0; i < n; i++) {
            try {
                beta[i] = futures.get(i).get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the agents were working", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("agent " + agents.get(i).name() + " failed: " + e.getCause(), e.getCause());
            }
        }
        return beta;
    }

    private double[] agentBoard(Agent a, int index, Position p) {
        double[] v = a.board(p, weights.genes(index)).values();
        ProbabilityBoard.normalize(v);
        return v;
    }

    /** The network's output board for a position (agents on the pool when one is given). */
    public ProbabilityBoard evaluate(Position p, ExecutorService pool) {
        double[][] beta = agentBoards(p, pool);
        double[] out = new double[p.pointCount()];
        combine(beta, weights, new double[weights.hidden()][p.pointCount()], out);
        return ProbabilityBoard.of(out);
    }

    /**
     * The sums on normalized agent boards: writes epsilon into out. gamma is scratch space of
     * K rows of the board's length.
     */
    public static void combine(double[][] beta, NetworkWeights w, double[][] gamma, double[] out) {
        int points = out.length;
        int k = w.hidden();
        java.util.Arrays.fill(out, 0);
        for (int h = 0; h < k; h++) {
            double[] g = gamma[h];
            java.util.Arrays.fill(g, 0);
            for (int n = 0; n < beta.length; n++) {
                int weight = w.agentWeight(n, h);
                if (weight == 0) {
                    continue;
                }
                double[] b = beta[n];
                for (int i = 0; i < points; i++) {
                    g[i] += weight * b[i];
                }
            }
            ProbabilityBoard.normalize(g);
            int v = w.outputWeight(h);
            if (v == 0) {
                continue;
            }
            for (int i = 0; i < points; i++) {
                out[i] += v * g[i];
            }
        }
        ProbabilityBoard.normalize(out);
    }
}
