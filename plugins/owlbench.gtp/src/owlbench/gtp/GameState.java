package owlbench.gtp;

import owlbench.board.StoneColor;
import java.nio.file.Path;

import owlbench.board.Board;

/**
 * What one GTP engine instance knows about its game: the board, komi, handicap, time
 * settings and the directory relative file names are resolved against. One per engine,
 * never shared between threads.
 */
public final class GameState {
    private Board board;
    private double komi;
    private int handicap;
    /**
     * The komi loadsgf sets for a game record without KM: GNU Go 3.8 answers get_komi 5.5 after
     * loading such a file whatever the komi was before (checked against /usr/games/gnugo).
     */
    public static final double SGF_DEFAULT_KOMI = 5.5;

    private final Path baseDir;
    private Path filesUnder;
    private java.util.List<String> loadWarnings = java.util.List.of();
    /** Time settings as last given (seconds / stones); -1 when none. */
    int mainTime = -1;
    int byoYomiTime = -1;
    int byoYomiStones = -1;
    /** The colour to move next as far as GTP tells (play, loadsgf, handicap); printsgf's PL. */
    int toMove = StoneColor.BLACK;

    public GameState(int boardSize, double komi, Path baseDir) {
        this.board = newBoard(boardSize);
        this.komi = komi;
        this.baseDir = baseDir;
    }

    /** A board with the engine's rules: simple ko, no suicide (GNU Go's defaults). */
    static Board newBoard(int size) {
        Board b = new Board(size);
        b.setSuicideAllowed(false);
        b.setPositionalSuperko(false);
        return b;
    }

    public Board board() {
        return board;
    }

    public int size() {
        return board.size();
    }

    public double komi() {
        return komi;
    }

    public void setKomi(double komi) {
        this.komi = komi;
    }

    public int handicap() {
        return handicap;
    }

    void setHandicap(int handicap) {
        this.handicap = handicap;
    }

    /** Replaces the board (boardsize, loadsgf). */
    void setBoard(Board b) {
        this.board = b;
    }

    /** Resolves a file name against the engine's base directory (absolute names unchanged). */
    public Path resolve(String fileName) throws GtpException {
        Path p;
        try {
            p = Path.of(fileName);
        } catch (java.nio.file.InvalidPathException e) {
            throw new GtpException("not a valid file name: '" + fileName + "'");
        }
        p = baseDir == null || p.isAbsolute() ? p : baseDir.resolve(p);
        if (filesUnder != null && !isUnder(p, filesUnder)) {
            throw new GtpException("'" + fileName + "' is outside " + filesUnder + " (--files-under)");
        }
        return p;
    }

    /**
     * Confines every file a command names to a directory (--files-under): after '..' is resolved and
     * symbolic links are followed, the file (or, for a new file, its directory) must lie inside it.
     */
    public void confineFilesTo(Path dir) throws java.io.IOException {
        filesUnder = dir.toRealPath();
    }

    /** The bounds on files the commands read (loadsgf): the built-in ones unless the engine was given others. */
    public owlbench.input.InputLimits inputLimits() {
        return inputLimits;
    }

    /** Sets the bounds on files the commands read ({@code --max-...} options of gtp and regress). */
    public void setInputLimits(owlbench.input.InputLimits limits) {
        this.inputLimits = java.util.Objects.requireNonNull(limits);
    }

    private owlbench.input.InputLimits inputLimits = owlbench.input.InputLimits.builtIn();

    /** The directory files are confined to, or null. */
    public Path filesUnder() {
        return filesUnder;
    }

    /** Whether p lies inside the directory (a real path), '..' and symbolic links resolved. */
    public static boolean isUnderDirectory(Path p, Path realDir) {
        return isUnder(p, realDir);
    }

    static boolean isUnder(Path p, Path realDir) {
        Path abs = p.toAbsolutePath().normalize();
        try {
            Path real = java.nio.file.Files.exists(abs) ? abs.toRealPath()
                    : abs.getParent() == null ? abs : abs.getParent().toRealPath().resolve(abs.getFileName());
            return real.startsWith(realDir);
        } catch (java.io.IOException e) {
            return false; // a directory that does not exist: nothing can be read or written there anyway
        }
    }

    /** What the last loadsgf forgave (e.g. a missing final ')'), as file:line:column: messages. */
    public java.util.List<String> loadWarnings() {
        return loadWarnings;
    }

    void setLoadWarnings(java.util.List<String> w) {
        loadWarnings = java.util.List.copyOf(w);
    }

    /** Permanent changes are not allowed while trymove stack levels are open. */
    void requireNoTrymoves(String command) throws GtpException {
        if (board.stackp() > 0) {
            throw new GtpException(command + " not allowed while trymove stack is not empty (stackp "
                    + board.stackp() + "); popgo first");
        }
    }
}
