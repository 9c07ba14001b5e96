package owlbench.owl.optics;

import owlbench.board.Board;

/**
 * The tables of one board size that the eye analysis reads at every position: the on-board points
 * (row-major, as Board.onBoardPoints gives them), the on-board mask, each point's line (Domains'
 * OFF_BOARD, CORNER, EDGE, INNER) and the neighbour offsets. They depend on the size alone, so an
 * owl reader makes them once for its board instead of once per position analysed (67,057 fresh
 * analyses on owl.tst). Immutable: the arrays are read, never written, by the package's code.
 */
public final class BoardTables {
    final int size;
    final int arraySize;
    final int[] points;
    final boolean[] onBoard;
    final int[] line;
    /** The four orthogonal offsets: west, east, north, south (Board.neighborOffsets). */
    final int[] delta;
    /** The eight neighbour offsets, the orthogonal ones first. */
    final int[] dir8;

    private BoardTables(Board b) {
        size = b.size();
        arraySize = b.boardArraySize();
        points = b.onBoardPoints();
        onBoard = new boolean[arraySize];
        for (int p : points) onBoard[p] = true;
        line = Domains.lines(b, points);
        delta = b.neighborOffsets();
        int ns = b.rowStride();
        dir8 = new int[] {-1, 1, -ns, ns, -ns - 1, -ns + 1, ns - 1, ns + 1};
    }

    /** The tables of b's size. */
    public static BoardTables of(Board b) {
        return new BoardTables(b);
    }

    /** Whether these are the tables of b's size (the board array's layout follows from it). */
    public boolean fits(Board b) {
        return b.size() == size && b.boardArraySize() == arraySize;
    }
}
