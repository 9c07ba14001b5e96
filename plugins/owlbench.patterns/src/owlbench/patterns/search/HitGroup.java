package owlbench.patterns.search;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hits of one pattern at one point of one game, with one colour, transformation and constraint
 * result, over a run of consecutive positions: a shape that stays on the board fires at every
 * move until it changes, and one row says so ("moves 12 to 40, 29 positions") instead of 29.
 */
public final class HitGroup {
    /** The first hit of the run (its game, pattern, point ... are the group's). */
    public final PatternHit first;
    /** The position of the run's last hit (moves played). */
    public final int lastMovesPlayed;
    /** How many positions the run covers. */
    public final int count;

    HitGroup(PatternHit first, int lastMovesPlayed, int count) {
        this.first = first;
        this.lastMovesPlayed = lastMovesPlayed;
        this.count = count;
    }

    /** "12" for a single position, "12-40" for a run. */
    public String moves() {
        return count == 1 ? Integer.toString(first.movesPlayed) : first.movesPlayed + "-" + lastMovesPlayed;
    }

    /**
     * Groups hits (in search order: game by game, position by position) into runs: a hit joins the
     * run of the same game, pattern, point, colour, transformation and constraint result whose last
     * position is the one just before. Runs are listed in the order of their first hit.
     */
    public static List<HitGroup> group(List<PatternHit> hits) {
        List<int[]> runs = new ArrayList<>(); // {index of first hit, last movesPlayed, count}
        Map<String, int[]> open = new LinkedHashMap<>();
        for (int i = 0; i < hits.size(); i++) {
            PatternHit h = hits.get(i);
            String key = h.game + "\u0000" + h.pattern + "\u0000" + h.point + "\u0000" + h.color + "\u0000"
                    + h.transformation + "\u0000" + h.constraint;
            int[] run = open.get(key);
            if (run != null && run[1] + 1 == h.movesPlayed) {
                run[1] = h.movesPlayed;
                run[2]++;
            } else {
                run = new int[] {i, h.movesPlayed, 1};
                runs.add(run);
                open.put(key, run);
            }
        }
        List<HitGroup> out = new ArrayList<>(runs.size());
        for (int[] run : runs) {
            out.add(new HitGroup(hits.get(run[0]), run[1], run[2]));
        }
        return out;
    }
}
