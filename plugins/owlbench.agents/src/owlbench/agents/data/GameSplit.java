package owlbench.agents.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import owlbench.sgf.SgfNode;

/**
 * Splits a collection's games into a training and a test set, reproducibly: the game indices are
 * shuffled with java.util.Random(seed) (whose sequence the Java specification fixes) and the first
 * testShare of them, rounded, are the test set. Both lists keep the file's order.
 */
public final class GameSplit {
    /** The seed used by the project's documented split (docs/exodus.md). */
    public static final long DEFAULT_SEED = 16;
    /** The share of games held out for testing. */
    public static final double DEFAULT_TEST_SHARE = 0.2;

    private final List<SgfNode> training;
    private final List<SgfNode> test;

    private GameSplit(List<SgfNode> training, List<SgfNode> test) {
        this.training = training;
        this.test = test;
    }

    /** The split of these games. */
    public static GameSplit of(List<SgfNode> games, long seed, double testShare) {
        if (testShare < 0 || testShare > 1) {
            throw new IllegalArgumentException("test share must be 0..1, got " + testShare);
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(seed));
        int testCount = (int) Math.round(games.size() * testShare);
        boolean[] isTest = new boolean[games.size()];
        for (int i = 0; i < testCount; i++) {
            isTest[order.get(i)] = true;
        }
        List<SgfNode> tr = new ArrayList<>();
        List<SgfNode> te = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            (isTest[i] ? te : tr).add(games.get(i));
        }
        return new GameSplit(List.copyOf(tr), List.copyOf(te));
    }

    public List<SgfNode> training() {
        return training;
    }

    public List<SgfNode> test() {
        return test;
    }
}
