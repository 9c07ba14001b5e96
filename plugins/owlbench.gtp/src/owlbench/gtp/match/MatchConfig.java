package owlbench.gtp.match;

import java.nio.file.Path;

/** The settings of a match; plain fields with sensible defaults. */
public final class MatchConfig {
    public int games = 2;
    public int boardSize = 19;
    public double komi = 6.5;
    public int handicap = 0;
    /** Swap colours every other game (game 1: A black). */
    public boolean alternate = true;
    /** Total moves (passes included) after which the game is stopped and scored. */
    public int moveLimit = 1000;
    public int threads = 1;
    /** Where game-NNN.sgf files go; null: no files. */
    public Path sgfDir;
    /** Working directory the engines start in; null: the current one. */
    public Path workDir;
}
