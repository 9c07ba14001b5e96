package owlbench.agents;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The position an agent judges: a board, the colour to move, the number of the move about to be
 * played (1 = the first move of the game) and the previous move (Board.PASS if none). Agents read
 * the board; engine-based agents may try moves on it but leave it as they found it. A Position and
 * its Board belong to one thread at a time.
 *
 * <p>Points are indexed 0..size*size-1, row by row from the top (row 0 = the top line, as on the
 * board array), so that probability boards are compact arrays.
 */
public final class Position {
    private final Board board;
    private final int toMove;
    private final int moveNumber;
    private final int lastMove;
    private final int[] points;   // index -> board point

    /** A position; toMove is Color.BLACK or Color.WHITE. */
    public Position(Board board, int toMove, int moveNumber, int lastMove) {
        if (!StoneColor.isStone(toMove)) {
            throw new IllegalArgumentException("the colour to move must be black or white");
        }
        this.board = board;
        this.toMove = toMove;
        this.moveNumber = moveNumber;
        this.lastMove = lastMove;
        int n = board.size();
        points = new int[n * n];
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                points[row * n + col] = board.point(col, row);
            }
        }
    }

    /** The board (owned by the caller's thread). */
    public Board board() {
        return board;
    }

    /** Board size. */
    public int size() {
        return board.size();
    }

    /** Number of points, size * size. */
    public int pointCount() {
        return points.length;
    }

    /** The colour to move. */
    public int toMove() {
        return toMove;
    }

    /** The opponent of the colour to move. */
    public int opponent() {
        return StoneColor.other(toMove);
    }

    /** Number of the move about to be played, 1 for the first move of the game. */
    public int moveNumber() {
        return moveNumber;
    }

    /** The previous move's board point, Board.PASS when there was none or it was a pass. */
    public int lastMove() {
        return lastMove;
    }

    /** The board point of an index. */
    public int point(int index) {
        return points[index];
    }

    /** The index of a board point (on-board points only). */
    public int index(int point) {
        return board.row(point) * board.size() + board.col(point);
    }

    /** The index of (col, row), or -1 when off the board. */
    public int index(int col, int row) {
        int n = board.size();
        return col < 0 || row < 0 || col >= n || row >= n ? -1 : row * n + col;
    }

    /** Colour at an index. */
    public int colorAt(int index) {
        return board.color(points[index]);
    }

    /** Colour at (col, row), Color.BORDER off the board. */
    public int colorAt(int col, int row) {
        int i = index(col, row);
        return i < 0 ? StoneColor.BORDER : board.color(points[i]);
    }

    /** True when the colour to move may play at this index (empty, not suicide, not a ko retake). */
    public boolean isLegal(int index) {
        return board.isLegal(points[index], toMove);
    }
}
