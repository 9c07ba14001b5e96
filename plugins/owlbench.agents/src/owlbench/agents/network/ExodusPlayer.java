package owlbench.agents.network;

import java.util.concurrent.ExecutorService;
import java.util.random.RandomGenerator;

import owlbench.agents.Position;
import owlbench.agents.ProbabilityBoard;
import owlbench.board.Board;

/**
 * The Exodus move generator: the network's output restricted to legal points, then the first
 * highest value (argmax, as the thesis trains) or a probabilistic choice (spin). Passes when no
 * legal point has a positive value.
 */
public final class ExodusPlayer {
    /** How the move is chosen from the output board. */
    public enum Choice { ARGMAX, SPIN }

    private final SummationNetwork network;
    private final Choice choice;
    private final RandomGenerator random;
    private final ExecutorService pool;

    /**
     * @param pool the agents' thread pool, or null to run them one after the other
     * @param random used by SPIN only (may be null for ARGMAX)
     */
    public ExodusPlayer(SummationNetwork network, Choice choice, RandomGenerator random, ExecutorService pool) {
        if (choice == Choice.SPIN && random == null) {
            throw new IllegalArgumentException("spin needs a random generator");
        }
        this.network = network;
        this.choice = choice;
        this.random = random;
        this.pool = pool;
    }

    public SummationNetwork network() {
        return network;
    }

    /** The output board with illegal points set to 0. */
    public ProbabilityBoard legalOutput(Position p) {
        ProbabilityBoard out = network.evaluate(p, pool);
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i) != 0 && !p.isLegal(i)) {
                out.set(i, 0);
            }
        }
        return out;
    }

    /** The chosen move as a board point, Board.PASS when there is none. */
    public int genmove(Position p) {
        ProbabilityBoard out = legalOutput(p);
        int index = choice == Choice.ARGMAX ? out.argmax() : out.spin(random);
        return index == ProbabilityBoard.NO_MOVE ? Board.PASS : p.point(index);
    }
}
