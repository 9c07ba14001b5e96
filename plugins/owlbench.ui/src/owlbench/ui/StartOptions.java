package owlbench.ui;

import java.util.ArrayList;
import java.util.List;

/**
 * The workbench's own command-line options, after the Eclipse launcher has taken its own: game
 * files to open, {@code --timing} (print when the window is up and the first game board painted,
 * as JVM uptime, for docs/benchmarks.md's start-up figures) and {@code --exit-after-start} (close
 * normally, saving the workspace, once the start-up is measured; releng/bench/startup.sh).
 * Other options are left to Eclipse.
 */
public final class StartOptions {

    /** Prints the start-up timings on standard output. */
    public static final String TIMING = "--timing";
    /** Closes the workbench once the start-up timings are printed (implies --timing). */
    public static final String EXIT_AFTER_START = "--exit-after-start";

    private final List<String> games;
    private final boolean timing;
    private final boolean exitAfterStart;

    private StartOptions(List<String> games, boolean timing, boolean exitAfterStart) {
        this.games = List.copyOf(games);
        this.timing = timing || exitAfterStart;
        this.exitAfterStart = exitAfterStart;
    }

    /** No games, no timing: a plain start. */
    public static StartOptions none() {
        return new StartOptions(List.of(), false, false);
    }

    /** The options among the application arguments (a String[] from the launcher, or anything else for none). */
    public static StartOptions parse(Object raw) {
        List<String> games = new ArrayList<>();
        boolean timing = false;
        boolean exit = false;
        if (raw instanceof String[] args) {
            for (String arg : args) {
                if (arg.equals(TIMING)) {
                    timing = true;
                } else if (arg.equals(EXIT_AFTER_START)) {
                    exit = true;
                } else if (!arg.startsWith("-") && arg.toLowerCase(java.util.Locale.ROOT).endsWith(".sgf")) {
                    games.add(arg);
                }
            }
        }
        return new StartOptions(games, timing, exit);
    }

    /** The game files to open, in the order given. */
    public List<String> games() {
        return games;
    }

    /** True if the start-up timings are printed. */
    public boolean timing() {
        return timing;
    }

    /** True if the workbench closes once started and measured. */
    public boolean exitAfterStart() {
        return exitAfterStart;
    }
}
