package owlbench.agents.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import owlbench.agents.data.GameSplit;
import owlbench.gtp.CliArgs;
import owlbench.gtp.UsageException;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * The data options shared by train and predict: the game file (default: the shared 9x9 dan
 * games), the split (seed 16, 20% test) and optional limits to the first N games of each set for
 * quick runs on a shared machine.
 */
final class DataOptions {
    Path games;
    long splitSeed = GameSplit.DEFAULT_SEED;
    double testShare = GameSplit.DEFAULT_TEST_SHARE;
    int trainGames;   // 0 = all
    int testGames;    // 0 = all

    static final String HELP = "  --games FILE        SGF collection (default: $owlbench.shared/ninebynine/ogs-9x9-dan.sgf)\n"
            + "  --split-seed N      seed of the training/test split (default 16)\n"
            + "  --test-share X      share of games held out for testing (default 0.2)\n"
            + "  --train-games N     use only the first N training games (default: all)\n"
            + "  --test-games N      use only the first N test games (default: all)\n";

    /** Consumes one option if it is a data option; false otherwise. */
    boolean accept(String option, CliArgs a) throws UsageException {
        switch (option) {
            case "--games": games = Path.of(a.value(option)); return true;
            case "--split-seed": splitSeed = Long.parseLong(a.value(option)); return true;
            case "--test-share": testShare = a.doubleValue(option); return true;
            case "--train-games": trainGames = a.intValue(option, 0, Integer.MAX_VALUE); return true;
            case "--test-games": testGames = a.intValue(option, 0, Integer.MAX_VALUE); return true;
            default: return false;
        }
    }

    /** The game file, defaulting to the shared collection. */
    Path gamesFile() throws UsageException {
        if (games != null) {
            return games;
        }
        String shared = System.getProperty("owlbench.shared");
        Path p = shared == null ? null : Path.of(shared, "ninebynine", "ogs-9x9-dan.sgf");
        if (p == null || !Files.isRegularFile(p)) {
            throw new UsageException("no game file: give --games FILE (the default "
                    + (p == null ? "needs -Dowlbench.shared" : p + " is absent") + ")");
        }
        return p;
    }

    /** Reads and splits the games. */
    GameSplit split() throws UsageException, IOException, SgfException {
        List<SgfNode> all = SgfReader.read(gamesFile()).games();
        return GameSplit.of(all, splitSeed, testShare);
    }

    static List<SgfNode> limit(List<SgfNode> games, int n) {
        return n <= 0 || n >= games.size() ? games : games.subList(0, n);
    }
}
