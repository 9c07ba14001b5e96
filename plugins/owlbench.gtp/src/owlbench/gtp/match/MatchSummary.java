package owlbench.gtp.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/** Totals over a match: wins per colour and per engine, engine A's win rate with its standard error, move times. */
public final class MatchSummary {
    public final String engineA;
    public final String engineB;
    private final List<GameRecord> games = new ArrayList<>();

    public MatchSummary(String engineA, String engineB, List<GameRecord> games) {
        this.engineA = engineA;
        this.engineB = engineB;
        this.games.addAll(games);
        this.games.sort((x, y) -> Integer.compare(x.index, y.index));
    }

    public List<GameRecord> games() {
        return Collections.unmodifiableList(games);
    }

    public int blackWins() {
        return countColor('B');
    }

    public int whiteWins() {
        return countColor('W');
    }

    public int draws() {
        return countColor('0');
    }

    /** Games without a result (void, unscored). */
    public int noResult() {
        return countColor('?');
    }

    private int countColor(char c) {
        int n = 0;
        for (GameRecord g : games) {
            if (g.winnerColor() == c) {
                n++;
            }
        }
        return n;
    }

    /** Wins of engine 0 (A) or 1 (B). */
    public int wins(int engine) {
        int n = 0;
        for (GameRecord g : games) {
            if (g.winnerEngine() == engine) {
                n++;
            }
        }
        return n;
    }

    /** Engine A's score rate over games with a result (a draw counts half); NaN when none. */
    public double winRateA() {
        int n = wins(0) + wins(1) + draws();
        return n == 0 ? Double.NaN : (wins(0) + 0.5 * draws()) / n;
    }

    /** Standard error of {@link #winRateA()}: sqrt(p(1-p)/n). */
    public double winRateStdErr() {
        int n = wins(0) + wins(1) + draws();
        double p = winRateA();
        return n == 0 ? Double.NaN : Math.sqrt(p * (1 - p) / n);
    }

    /** Average genmove wall time in seconds of engine 0 (A) or 1 (B); NaN without moves. */
    public double avgMoveSeconds(int engine) {
        long ns = 0;
        int n = 0;
        for (GameRecord g : games) {
            ns += g.genmoveNanos[engine];
            n += g.genmoveCount[engine];
        }
        return n == 0 ? Double.NaN : ns / 1e9 / n;
    }

    public String toText() {
        StringBuilder sb = new StringBuilder();
        for (GameRecord g : games) {
            sb.append(String.format(Locale.ROOT, "game %3d  B: %-22s W: %-22s %-8s %4d moves  %s%s%n", g.index,
                    g.blackName, g.whiteName, g.result, g.moves.size(), g.reason,
                    g.sgfFile == null ? "" : "  [" + g.sgfFile + "]"));
        }
        sb.append(String.format(Locale.ROOT, "A = %s%nB = %s%n", engineA, engineB));
        sb.append(String.format(Locale.ROOT, "games %d: black wins %d, white wins %d, draws %d, no result %d%n",
                games.size(), blackWins(), whiteWins(), draws(), noResult()));
        sb.append(String.format(Locale.ROOT, "A wins %d, B wins %d; A's win rate %.3f +- %.3f (standard error)%n",
                wins(0), wins(1), winRateA(), winRateStdErr()));
        sb.append(String.format(Locale.ROOT, "average time per move: A %.3f s, B %.3f s%n",
                avgMoveSeconds(0), avgMoveSeconds(1)));
        return sb.toString();
    }
}
