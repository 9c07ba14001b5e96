package owlbench.agents;

import owlbench.board.StoneColor;

/**
 * The thesis' tiger's mouth agent. A tiger's mouth is an empty point with friendly stones on three
 * sides and the fourth side open (empty or the edge): the three stones are not connected, yet one
 * move in the mouth connects them, and an opponent stone played there can be captured at once.
 * The agent gives each empty point 1 for every tiger's mouth a stone there would complete.
 */
public final class TigersMouthAgent implements Agent {
    private static final int[] DC = {-1, 1, 0, 0};
    private static final int[] DR = {0, 0, -1, 1};

    @Override
    public String name() {
        return "tigersmouth";
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        double[] v = out[0];
        int n = p.size();
        int me = p.toMove();
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                if (p.colorAt(col, row) != StoneColor.EMPTY) {
                    continue;
                }
                int mouths = 0;
                // a stone here completes a mouth at each empty neighbour that then has
                // exactly three friendly sides and an open fourth one
                for (int d = 0; d < 4; d++) {
                    int mc = col + DC[d];
                    int mr = row + DR[d];
                    if (p.colorAt(mc, mr) == StoneColor.EMPTY && completesMouth(p, mc, mr, col, row, me)) {
                        mouths++;
                    }
                }
                v[row * n + col] = mouths;
            }
        }
    }

    /** True when the mouth at (mc, mr) has three friendly sides once (sc, sr) is played. */
    private static boolean completesMouth(Position p, int mc, int mr, int sc, int sr, int me) {
        int friendly = 0;
        int open = 0;
        for (int d = 0; d < 4; d++) {
            int c = mc + DC[d];
            int r = mr + DR[d];
            int color = (c == sc && r == sr) ? me : p.colorAt(c, r);
            if (color == me) {
                friendly++;
            } else if (color == StoneColor.EMPTY || color == StoneColor.BORDER) {
                open++;
            }
        }
        return friendly == 3 && open == 1;
    }
}
