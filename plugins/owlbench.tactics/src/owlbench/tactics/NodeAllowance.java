package owlbench.tactics;

import owlbench.board.Board;
import owlbench.reading.SearchRecorder;

/**
 * A recorder that stops a reading search once it has played a given number of moves (nodes), by
 * throwing {@link Exhausted}: for reads whose answer is of no use past that point. The search
 * leaves its trial moves on the board; the caller takes them back.
 */
public final class NodeAllowance implements SearchRecorder {
    /** Thrown out of the search when the allowance is used up. */
    public static final class Exhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Exhausted() {
            super(null, null, false, false); // control flow, no stack trace
        }
    }

    private long left;

    /** An allowance of {@code nodes} moves. */
    public NodeAllowance(long nodes) {
        this.left = nodes;
    }

    @Override
    public void beginSearch(Board board, String function, int target, int target2) {
    }

    @Override
    public void enterMove(int move, int color, String function, int target, int stackp, long hash) {
        if (--left <= 0) throw new Exhausted();
    }

    @Override
    public void leaveMove(int code, int reply, boolean cacheHit, String note) {
    }

    @Override
    public void endSearch(int code, int move, long nodes) {
    }
}
