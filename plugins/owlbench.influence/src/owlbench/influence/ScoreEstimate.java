package owlbench.influence;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * A score estimate from influence (doc/moyo.texi suggests replacing Bouzy's estimate with one based
 * on the influence code): the territory values summed (dead stones count as territory plus a
 * prisoner), plus the prisoners already taken and komi. Positive is a white lead.
 *
 * @param score white's lead (negative: black leads)
 * @param territory the sum of the territory values
 * @param prisoners white's captures minus black's
 * @param komi the komi added
 */
public record ScoreEstimate(double score, double territory, int prisoners, double komi) {

    /** Estimates the score of the position the influence was computed on. */
    public static ScoreEstimate of(Influence inf, Board b, double komi) {
        double t = inf.territoryBalance();
        // captures(c) counts the stones of colour c taken off the board: black's are white's prisoners
        int prisoners = b.captures(StoneColor.BLACK) - b.captures(StoneColor.WHITE);
        return new ScoreEstimate(t + prisoners + komi, t, prisoners, komi);
    }

    /** The estimate halfway between two others (GNU Go's estimate between its upper and lower bound). */
    public static ScoreEstimate midpoint(ScoreEstimate a, ScoreEstimate b) {
        return new ScoreEstimate((a.score + b.score) / 2, (a.territory + b.territory) / 2,
                (int) Math.round((a.prisoners + b.prisoners) / 2.0), (a.komi + b.komi) / 2);
    }

    /** "W+3.5" or "B+12.0" (one decimal; "0" for a tie as GNU Go writes it). */
    public String result() {
        double s = Math.round(score * 10) / 10.0;
        if (s == 0) return "0";
        return (s > 0 ? "W+" : "B+") + String.format(java.util.Locale.ROOT, "%.1f", Math.abs(s));
    }
}
