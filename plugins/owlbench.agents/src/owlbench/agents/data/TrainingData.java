package owlbench.agents.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * Which games a training learns from and is tested on: the game file (default: the shared 9x9 dan
 * games, {@code $owlbench.shared/ninebynine/ogs-9x9-dan.sgf}), the split (seed 16, 20% test) and
 * optional limits to the first N games of each set for quick runs. Shared by the command line and
 * the workbench's Training view.
 */
public class TrainingData {
    /** The game file; null for the default. */
    public Path games;
    public long splitSeed = GameSplit.DEFAULT_SEED;
    public double testShare = GameSplit.DEFAULT_TEST_SHARE;
    /** The first N training games only; 0 = all. */
    public int trainGames;
    /** The first N test games only; 0 = all. */
    public int testGames;

    /**
     * The default game file: ninebynine/ogs-9x9-dan.sgf in $owlbench.shared, else in ../shared beside
     * the installation ($owlbench.home, as the workbench is started); null when neither is set.
     */
    public static Path defaultGamesFile() {
        String shared = System.getProperty("owlbench.shared");
        if (shared == null || shared.isBlank()) {
            String home = System.getProperty("owlbench.home");
            if (home == null || home.isBlank()) {
                return null;
            }
            return Path.of(home).toAbsolutePath().normalize().resolveSibling("shared").resolve("ninebynine").resolve("ogs-9x9-dan.sgf");
        }
        return Path.of(shared, "ninebynine", "ogs-9x9-dan.sgf");
    }

    /** The game file, defaulting to the shared collection; an error says which file is missing. */
    public Path gamesFile() throws NoGamesException {
        if (games != null) {
            if (!Files.isRegularFile(games)) {
                throw new NoGamesException("no game file " + games);
            }
            return games;
        }
        Path p = defaultGamesFile();
        if (p == null || !Files.isRegularFile(p)) {
            throw new NoGamesException("no game file: give one (the default "
                    + (p == null ? "needs -Dowlbench.shared or -Dowlbench.home" : p + " is absent") + ")");
        }
        return p;
    }

    /** Reads and splits the games; a malformed file is an SgfException with its location. */
    public GameSplit split() throws IOException, SgfException {
        List<SgfNode> all = SgfReader.read(gamesFile()).games();
        return GameSplit.of(all, splitSeed, testShare);
    }

    /** The first n games (all when n is 0). */
    public static List<SgfNode> limit(List<SgfNode> games, int n) {
        return n <= 0 || n >= games.size() ? games : games.subList(0, n);
    }

    /** The game file is absent. */
    public static final class NoGamesException extends IOException {
        private static final long serialVersionUID = 1L;

        public NoGamesException(String message) {
            super(message);
        }
    }
}
