package owlbench.board;

import java.util.Locale;

/** A game score: points of Black and of White (komi included) and the result string. */
public final class Score {
    private final double black;
    private final double white;

    /** A score with the given totals. */
    public Score(double black, double white) {
        this.black = black;
        this.white = white;
    }

    /** Black's total. */
    public double black() {
        return black;
    }

    /** White's total, komi included. */
    public double white() {
        return white;
    }

    /** Black's total minus White's. */
    public double margin() {
        return black - white;
    }

    /** "B+2.5", "W+0.5", "B+3" or "0" for a tie. */
    public String result() {
        double d = black - white;
        if (d == 0) {
            return "0";
        }
        return (d > 0 ? "B+" : "W+") + format(Math.abs(d));
    }

    private static String format(double v) {
        if (v == Math.rint(v)) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%s", v);
    }

    @Override
    public String toString() {
        return "Score[black=" + black + ", white=" + white + ", " + result() + "]";
    }
}
