package owlbench.agents.data;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

import owlbench.agents.Agent;
import owlbench.agents.Position;
import owlbench.agents.ProbabilityBoard;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;

/**
 * Every recorded move of some games with the agents' outputs on its position, computed once: the
 * agents do not depend on the network's weights, so a GA evaluates thousands of networks on the
 * same numbers. An agent without genes is stored as its normalized board; an agent with genes
 * (the extender) as its raw components, which a genome weights and normalizes. Values are floats,
 * point-major per position: [component][point].
 */
public final class PredictionSet {
    private final List<Agent> agents;
    private final int points;
    private final int componentsPerPosition;
    private final float[][] features;   // [position][component * points + point]
    private final long[][] legal;       // [position] bit set of legal points
    private final int[] target;         // [position] index of the move played
    private final int[] moveNumber;

    private PredictionSet(List<Agent> agents, int points, List<Row> rows) {
        this.agents = List.copyOf(agents);
        this.points = points;
        int c = 0;
        for (Agent a : agents) {
            c += a.geneCount() == 0 ? 1 : a.components();
        }
        this.componentsPerPosition = c;
        features = new float[rows.size()][];
        legal = new long[rows.size()][];
        target = new int[rows.size()];
        moveNumber = new int[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            if (r.points != points) {
                throw new IllegalArgumentException("games of different board sizes in one set ("
                        + r.points + " and " + points + " points)");
            }
            features[i] = r.features;
            legal[i] = r.legal;
            target[i] = r.target;
            moveNumber[i] = r.moveNumber;
        }
    }

    private static final class Row {
        float[] features;
        long[] legal;
        int target;
        int moveNumber;
        int points;
    }

    /**
     * Computes the set for these games, one game per task on the pool (null: on this thread).
     * Games keep their order, and positions their order within a game.
     */
    public static PredictionSet compute(List<SgfNode> games, List<Agent> agents, ExecutorService pool)
            throws SgfException {
        return compute(games, agents, pool, 1);
    }

    /** As {@link #compute(List, List, ExecutorService)}, keeping only every n-th board move of each game. */
    public static PredictionSet compute(List<SgfNode> games, List<Agent> agents, ExecutorService pool, int every)
            throws SgfException {
        return compute(games, agents, pool, every, () -> false);
    }

    /**
     * As {@link #compute(List, List, ExecutorService, int)}, asking {@code cancelled} before each
     * position: once it says true the computation stops with a {@link CancellationException}.
     */
    public static PredictionSet compute(List<SgfNode> games, List<Agent> agents, ExecutorService pool, int every,
            BooleanSupplier cancelled) throws SgfException {
        List<Callable<List<Row>>> tasks = new ArrayList<>();
        for (SgfNode g : games) {
            tasks.add(() -> rowsOf(g, agents, every, cancelled));
        }
        List<Row> rows = new ArrayList<>();
        if (pool == null) {
            for (Callable<List<Row>> t : tasks) {
                try {
                    rows.addAll(t.call());
                } catch (SgfException | CancellationException e) {
                    throw e;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        } else {
            List<Future<List<Row>>> futures = new ArrayList<>();
            for (Callable<List<Row>> t : tasks) {
                futures.add(pool.submit(t));
            }
            for (Future<List<Row>> f : futures) {
                try {
                    rows.addAll(f.get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof SgfException || e.getCause() instanceof CancellationException) {
                        for (Future<List<Row>> other : futures) {
                            other.cancel(true);
                        }
                        if (e.getCause() instanceof CancellationException c) {
                            throw c;
                        }
                        throw (SgfException) e.getCause();
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        }
        return new PredictionSet(agents, rows.isEmpty() ? 0 : rows.get(0).points, rows);
    }

    private static List<Row> rowsOf(SgfNode game, List<Agent> agents, int every, BooleanSupplier cancelled)
            throws SgfException {
        List<Row> rows = new ArrayList<>();
        int[] k = {0};
        RecordedMoves.replay(game, (p, move) -> {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException("cancelled while the agents were valuing the positions");
            }
            if (k[0]++ % every == 0) {
                rows.add(row(p, move, agents));
            }
        });
        return rows;
    }

    private static Row row(Position p, int move, List<Agent> agents) {
        int n = p.pointCount();
        int total = 0;
        for (Agent a : agents) {
            total += a.geneCount() == 0 ? 1 : a.components();
        }
        Row r = new Row();
        r.features = new float[total * n];
        r.target = move;
        r.points = n;
        r.moveNumber = p.moveNumber();
        r.legal = new long[(n + 63) / 64];
        for (int i = 0; i < n; i++) {
            if (p.isLegal(i)) {
                r.legal[i >> 6] |= 1L << (i & 63);
            }
        }
        int at = 0;
        for (Agent a : agents) {
            double[][] out = new double[a.components()][n];
            a.evaluate(p, out);
            if (a.geneCount() == 0) {
                ProbabilityBoard.normalize(out[0]);
                for (int i = 0; i < n; i++) {
                    r.features[at * n + i] = (float) out[0][i];
                }
                at++;
            } else {
                for (double[] comp : out) {
                    for (int i = 0; i < n; i++) {
                        r.features[at * n + i] = (float) comp[i];
                    }
                    at++;
                }
            }
        }
        return r;
    }

    public List<Agent> agents() {
        return agents;
    }

    /** Number of positions (recorded moves). */
    public int size() {
        return target.length;
    }

    /** Points per board. */
    public int points() {
        return points;
    }

    /** Stored components per position (one per agent, the gene count for agents with genes). */
    public int componentsPerPosition() {
        return componentsPerPosition;
    }

    /** The stored numbers of a position: [component * points + point]. */
    public float[] features(int position) {
        return features[position];
    }

    /** True when the move at this index was legal in that position. */
    public boolean isLegal(int position, int index) {
        return (legal[position][index >> 6] & (1L << (index & 63))) != 0;
    }

    /** The index of the move played. */
    public int target(int position) {
        return target[position];
    }

    /** The number of the move played. */
    public int moveNumber(int position) {
        return moveNumber[position];
    }
}
