package owlbench.agents;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Assume;

import owlbench.sgf.SgfReader;
import owlbench.sgf.SgfNode;

/** The 9x9 dan games from ../shared/ninebynine (system property owlbench.shared); tests skip without them. */
public final class SharedGames {
    private static List<SgfNode> games;

    private SharedGames() {
    }

    /** The collection's file, or a skipped test. */
    public static Path file() {
        String shared = System.getProperty("owlbench.shared", "../../../shared");
        Path f = Path.of(shared, "ninebynine", "ogs-9x9-dan.sgf");
        Assume.assumeTrue("skipped: " + f + " is absent (set -Dowlbench.shared to the shared folder)", Files.isRegularFile(f));
        return f;
    }

    /** All games (read once per test run). */
    public static synchronized List<SgfNode> games() throws Exception {
        if (games == null) {
            games = SgfReader.read(file()).games();
        }
        return games;
    }
}
