package owlbench.agents;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Answers the previous move: strong players mostly reply locally, so empty points near the
 * opponent's last move get a value by their distance to it. Component d (0..3) marks the empty
 * points at distance d + 1, measured as max(|dcol|, |drow|) (the eight neighbours are distance 1);
 * genes weight the distances. No opinion after a pass or at the first move.
 */
public final class ResponseAgent implements Agent {
    /** Distances looked at. */
    public static final int MAX_DISTANCE = 4;

    @Override
    public String name() {
        return "response";
    }

    @Override
    public int components() {
        return MAX_DISTANCE;
    }

    @Override
    public int geneCount() {
        return MAX_DISTANCE;
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        int last = p.lastMove();
        if (last == Board.PASS) {
            return;
        }
        Board b = p.board();
        int lc = b.col(last);
        int lr = b.row(last);
        int n = p.size();
        for (int row = Math.max(0, lr - MAX_DISTANCE); row <= Math.min(n - 1, lr + MAX_DISTANCE); row++) {
            for (int col = Math.max(0, lc - MAX_DISTANCE); col <= Math.min(n - 1, lc + MAX_DISTANCE); col++) {
                int d = Math.max(Math.abs(col - lc), Math.abs(row - lr));
                if (d >= 1 && p.colorAt(col, row) == StoneColor.EMPTY) {
                    out[d - 1][row * n + col] = 1;
                }
            }
        }
    }
}
