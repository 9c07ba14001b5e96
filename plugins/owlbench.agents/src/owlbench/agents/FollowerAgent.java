package owlbench.agents;

import owlbench.board.StoneColor;

/**
 * The thesis' follower agent: good moves are often next to the opponent's stones (attacking them,
 * pushing them away), so each empty point gets 1 for every opponent stone among its eight
 * neighbours (sides and diagonals).
 */
public final class FollowerAgent implements Agent {
    @Override
    public String name() {
        return "follower";
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        double[] v = out[0];
        int n = p.size();
        int enemy = p.opponent();
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                if (p.colorAt(col, row) != StoneColor.EMPTY) {
                    continue;
                }
                int count = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        if ((dr != 0 || dc != 0) && p.colorAt(col + dc, row + dr) == enemy) {
                            count++;
                        }
                    }
                }
                v[row * n + col] = count;
            }
        }
    }
}
