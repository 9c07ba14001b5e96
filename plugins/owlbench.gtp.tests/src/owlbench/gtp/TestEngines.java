package owlbench.gtp;

import java.io.File;
import java.util.function.Consumer;

import org.junit.Assume;

import owlbench.owl.semeai.SemeaiParams;

/**
 * GTP engines for the semeai tests, their semeai switches set before the first read: on a handmade
 * diagram (rows from the top, 'X' black, 'O' white, '.' empty), or on a game of ../shared (the test
 * skipped where it is absent). The diagram's stones are played one by one: every string of a legal
 * diagram keeps an empty liberty, so no play captures and the order does not matter.
 */
final class TestEngines {
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRST";

    private TestEngines() {
    }

    /** An engine on the diagram, its semeai switches set by {@code semeai} before the first read. */
    static GtpEngine engine(Consumer<SemeaiParams> semeai, String... rows) {
        int size = rows.length;
        OwlbenchGtp g = new OwlbenchGtp(size, 0, null, OwlbenchGtp.builtinModules());
        semeai.accept(g.position().semeaiParams());
        GtpEngine e = g.engine();
        ok(e, "boardsize " + size);
        ok(e, "clear_board");
        for (int r = 0; r < size; r++) {
            String row = rows[r].replace(" ", "");
            for (int c = 0; c < size; c++) {
                char s = row.charAt(c);
                if (s == '.') continue;
                ok(e, "play " + (s == 'X' ? "black " : "white ") + COLUMNS.charAt(c) + (size - r));
            }
        }
        return e;
    }

    /**
     * An engine on a game of ../shared's GNU Go 3.8 regression games (path below games/), its
     * semeai switches set by {@code semeai}; the test is skipped where the game is absent.
     */
    static GtpEngine sharedGame(String path, Consumer<SemeaiParams> semeai) {
        File f = sharedGameFile(path);
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        semeai.accept(g.position().semeaiParams());
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath());
        return e;
    }

    /**
     * A game of ../shared's GNU Go 3.8 regression games (path below games/); the test is skipped
     * where it is absent, since nothing of ../shared is copied into the project.
     */
    static File sharedGameFile(String path) {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File f = new File(shared, "gnugo-3.8/regression/games/" + path);
        Assume.assumeTrue("skipped: " + f + " is absent (../shared beside the clone holds GNU Go 3.8)", f.isFile());
        return f;
    }

    /** The answer to cmd, failing the test if the engine refuses it. */
    static String ok(GtpEngine e, String cmd) {
        return GtpAnswers.ok(e, cmd);
    }
}
