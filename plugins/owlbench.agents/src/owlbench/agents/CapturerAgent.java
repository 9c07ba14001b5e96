package owlbench.agents;

import owlbench.board.Board;

/**
 * The thesis' capturer (GroupStats) agent: it fills the last liberties of opponent strings. Each
 * liberty of an opponent string with one liberty gets {@link #ATARI_VALUE}, each liberty of one with
 * two liberties gets 1; a point shared by several strings adds up. As in the thesis it knows
 * nothing of life and death, nor of its own strings' safety.
 */
public final class CapturerAgent implements Agent {
    /** Value of a capture (a liberty of a string in atari) against 1 for an atari. */
    public static final double ATARI_VALUE = 2;

    @Override
    public String name() {
        return "capturer";
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        double[] v = out[0];
        Board b = p.board();
        int enemy = p.opponent();
        int[] libs = new int[2];
        boolean[] seen = new boolean[b.boardArraySize()];
        for (int pt : b.onBoardPoints()) {
            if (b.color(pt) != enemy || seen[b.origin(pt)]) {
                continue;
            }
            seen[b.origin(pt)] = true;
            int count = b.countlib(pt);
            if (count > 2) {
                continue;
            }
            b.findlib(pt, 2, libs);
            double value = count == 1 ? ATARI_VALUE : 1;
            for (int i = 0; i < count; i++) {
                v[p.index(libs[i])] += value;
            }
        }
    }
}
