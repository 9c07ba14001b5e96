package owlbench.agents;

import owlbench.board.StoneColor;

/**
 * The thesis' opener agent: at the start of a game stones go to the third and fourth lines, where
 * territory is easiest to make (a corner is attacked from two sides, an edge from three). Empty
 * points on those lines get a value, twice as much where both lines cross (the corner points 3-3,
 * 3-4, 4-4), and the values fall linearly to 0 over the first {@link #FADE_MOVES} moves.
 */
public final class OpenerAgent implements Agent {
    /** Moves after which the agent has no opinion any more (a 9x9 opening is about this long). */
    public static final int FADE_MOVES = 20;

    @Override
    public String name() {
        return "opener";
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        double fade = (FADE_MOVES - (p.moveNumber() - 1)) / (double) FADE_MOVES;
        if (fade <= 0) {
            return;
        }
        double[] v = out[0];
        int n = p.size();
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                if (p.colorAt(col, row) != StoneColor.EMPTY) {
                    continue;
                }
                int lines = (openingLine(col, n) ? 1 : 0) + (openingLine(row, n) ? 1 : 0);
                v[row * n + col] = lines * fade;
            }
        }
    }

    /** The third or fourth line from either edge (0-based distance 2 or 3). */
    private static boolean openingLine(int c, int n) {
        int d = Math.min(c, n - 1 - c);
        return d == 2 || d == 3;
    }
}
