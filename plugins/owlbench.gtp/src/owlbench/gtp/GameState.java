package owlbench.gtp;

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
    /** Time settings as last given (seconds / stones); -1 when none. */
    int mainTime = -1;
    int byoYomiTime = -1;
    int byoYomiStones = -1;
    /** The colour to move next as far as GTP tells (play, loadsgf, handicap); printsgf's PL. */
    int toMove = owlbench.board.Color.BLACK;

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
    public Path resolve(String fileName) {
        Path p = Path.of(fileName);
        return baseDir == null || p.isAbsolute() ? p : baseDir.resolve(p);
    }

    /** Permanent changes are not allowed while trymove stack levels are open. */
    void requireNoTrymoves(String command) throws GtpException {
        if (board.stackp() > 0) {
            throw new GtpException(command + " not allowed while trymove stack is not empty (stackp "
                    + board.stackp() + "); popgo first");
        }
    }
}
