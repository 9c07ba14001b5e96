package owlbench.gtp.match;

import java.util.ArrayList;
import java.util.List;

/** What happened in one game: players, moves, result and why, and move times. */
public final class GameRecord {
    public final int index;
    /** True when engine A had black. */
    public final boolean aIsBlack;
    public String blackName = "?";
    public String whiteName = "?";
    /** Moves as "B D4", "W pass". */
    public final List<String> moves = new ArrayList<>();
    /** SGF RE value: "B+3.5", "W+R", "B+F", "0" (jigo), "Void", "?". */
    public String result = "?";
    /** Why the game ended, in words. */
    public String reason = "";
    public final long[] genmoveNanos = new long[2]; // [0] engine A, [1] engine B
    public final int[] genmoveCount = new int[2];
    public String sgfFile;

    public GameRecord(int index, boolean aIsBlack) {
        this.index = index;
        this.aIsBlack = aIsBlack;
    }

    /** 'B', 'W', '0' (jigo) or '?' (void/unknown). */
    public char winnerColor() {
        if (result.startsWith("B+")) {
            return 'B';
        }
        if (result.startsWith("W+")) {
            return 'W';
        }
        return result.equals("0") || result.equalsIgnoreCase("Draw") ? '0' : '?';
    }

    /** 0: engine A won, 1: engine B won, -1: draw or no result. */
    public int winnerEngine() {
        char w = winnerColor();
        if (w == 'B') {
            return aIsBlack ? 0 : 1;
        }
        if (w == 'W') {
            return aIsBlack ? 1 : 0;
        }
        return -1;
    }
}
