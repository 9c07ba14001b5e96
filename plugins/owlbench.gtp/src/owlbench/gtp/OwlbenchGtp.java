package owlbench.gtp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

import owlbench.gtp.client.GtpEngineFactory;
import owlbench.gtp.client.InProcessGtpClient;
import owlbench.patterns.PatternPath;

/**
 * Assembles the owlbench GTP engine: protocol commands, the board-level commands, the
 * GoGui analyze menu and the "not available yet" reservations for engines to come.
 * Later modules take {@link #registry()} and {@link #analyze()} of an instance and register
 * their commands (replacing the reservations).
 */
public final class OwlbenchGtp {
    public static final String NAME = "owlbench";
    public static final String VERSION = "0.1.0";

    private final GtpEngine engine;
    private final GameState state;
    private final PositionCache position;
    private final GoGuiAnalyze analyze;

    /**
     * @param boardSize initial board size
     * @param komi initial komi
     * @param baseDir directory for relative file names (null: the process's current directory)
     */
    public OwlbenchGtp(int boardSize, double komi, Path baseDir) {
        this(boardSize, komi, baseDir, List.of());
    }

    /**
     * An engine with the board-level commands plus what the given modules register.
     * @param modules engine modules, applied in order (later ones may replace earlier commands)
     */
    public OwlbenchGtp(int boardSize, double komi, Path baseDir, Iterable<GtpModule> modules) {
        this(boardSize, komi, baseDir, modules, PatternPath.standard(List.of()));
    }

    /**
     * An engine with the board-level commands plus what the given modules register.
     * @param modules engine modules, applied in order (later ones may replace earlier commands)
     * @param patterns where pattern databases (conn.db ...) are looked for
     */
    public OwlbenchGtp(int boardSize, double komi, Path baseDir, Iterable<GtpModule> modules, PatternPath patterns) {
        engine = new GtpEngine(NAME, VERSION);
        state = new GameState(boardSize, komi, baseDir);
        position = new PositionCache(state, patterns);
        engine.addGuard(new PositionRecovery(state, position));
        CommandRegistry r = engine.registry();
        PendingCommands.register(r);
        SetupCommands.register(r, state);
        MoveCommands.register(r, state);
        QueryCommands.register(r, state, NAME, VERSION);
        r.register("echo", a -> String.join(" ", a.all()));
        r.register("echo_err", a -> {
            String s = String.join(" ", a.all());
            System.err.println(s); // GNU Go's regress.pl marks problems on stderr this way
            return s;
        });
        analyze = new GoGuiAnalyze(r);
        GoGuiAnalyze.addBoardEntries(analyze);
        for (GtpModule m : modules) {
            m.register(this);
        }
    }

    /**
     * The engine modules this bundle depends on directly (reading), constructed explicitly: a
     * ServiceLoader inside OSGi does not see other bundles' META-INF/services, so the modules the
     * engine always has must not depend on it.
     */
    public static List<GtpModule> builtinModules() {
        return List.of(new ReadingModule(), new WormStatusModule(), new DragonModule(), new InfluenceModule(),
                new OpticsModule(), new OwlModule(), new SemeaiModule());
    }

    /**
     * The built-in modules followed by those found on the class path with ServiceLoader (in a
     * stable order by class name; a class already built in is not added twice).
     */
    public static List<GtpModule> discoverModules() {
        List<GtpModule> out = new ArrayList<>(builtinModules());
        List<GtpModule> found = new ArrayList<>();
        for (GtpModule m : ServiceLoader.load(GtpModule.class, GtpModule.class.getClassLoader())) {
            boolean builtin = false;
            for (GtpModule b : out) {
                builtin |= b.getClass() == m.getClass();
            }
            if (!builtin) {
                found.add(m);
            }
        }
        found.sort(Comparator.comparing(m -> m.getClass().getName()));
        out.addAll(found);
        return out;
    }

    public GtpEngine engine() {
        return engine;
    }

    public CommandRegistry registry() {
        return engine.registry();
    }

    public GameState state() {
        return state;
    }

    /** The reader, worms and dragons of the current position, shared by every module. */
    public PositionCache position() {
        return position;
    }

    public GoGuiAnalyze analyze() {
        return analyze;
    }

    /** A factory of fresh in-process engines (one per regression suite or match game). */
    /** Sets the bounds on command lines and on the files commands read (the tools' --max-... options). */
    public void setInputLimits(owlbench.input.InputLimits limits) {
        engine.setInputLimits(limits);
        state.setInputLimits(limits);
    }

    public static GtpEngineFactory factory(int boardSize, double komi) {
        List<GtpModule> modules = discoverModules();
        return factory(boardSize, komi, modules);
    }

    /**
     * A factory of fresh in-process engines, each confined to the folder it is started in (a
     * regression suite's folder, a match's working folder): every file a command names (loadsgf,
     * printsgf, finish_sgftrace) must lie inside it. What the workbench's Regression view and the
     * match runner use, so that a suite or a game cannot read or write elsewhere. An engine started
     * without a folder is confined to an empty temporary one.
     */
    public static GtpEngineFactory confinedFactory(int boardSize, double komi) {
        List<GtpModule> modules = List.copyOf(discoverModules());
        PatternPath patterns = PatternPath.standard(List.of());
        return dir -> {
            Path home = dir != null ? dir : java.nio.file.Files.createTempDirectory("owlbench-confined");
            OwlbenchGtp e = new OwlbenchGtp(boardSize, komi, home, modules, patterns);
            e.state().confineFilesTo(home);
            return new InProcessGtpClient(e.engine(), NAME + " " + VERSION + " (in-process, files under " + home + ")");
        };
    }

    /** A factory of fresh in-process engines with the given modules. */
    public static GtpEngineFactory factory(int boardSize, double komi, List<GtpModule> modules) {
        return factory(boardSize, komi, modules, PatternPath.standard(List.of()), null);
    }

    /**
     * A factory of fresh in-process engines with the given modules and pattern path, whose file
     * commands are confined to a directory (null: not confined), as {@code --files-under} does for
     * the GTP engine.
     */
    public static GtpEngineFactory factory(int boardSize, double komi, List<GtpModule> modules, PatternPath patterns,
            Path filesUnder) {
        return factory(boardSize, komi, modules, patterns, filesUnder, owlbench.input.InputLimits.builtIn());
    }

    /** {@link #factory(int, double, List, PatternPath, Path)} with bounds on what the engines read. */
    public static GtpEngineFactory factory(int boardSize, double komi, List<GtpModule> modules, PatternPath patterns,
            Path filesUnder, owlbench.input.InputLimits limits) {
        List<GtpModule> copy = List.copyOf(modules);
        return dir -> {
            OwlbenchGtp e = new OwlbenchGtp(boardSize, komi, dir, copy, patterns);
            e.setInputLimits(limits);
            if (filesUnder != null) {
                e.state().confineFilesTo(filesUnder);
            }
            return new InProcessGtpClient(e.engine(), NAME + " " + VERSION + " (in-process)");
        };
    }
}
