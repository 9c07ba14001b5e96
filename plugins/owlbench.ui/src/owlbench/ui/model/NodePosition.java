package owlbench.ui.model;

import owlbench.board.Board;
import owlbench.board.ConstBoard;

/**
 * The position at one node of a game tree: the board after the node's setup and move, the colour
 * to move, the move number, the node's own move point (for the last-move marker) and, if a
 * recorded move on the path could not be played, a description of that problem.
 */
public final class NodePosition {

    private final Board board;
    private final int toMove;
    private final int moveNumber;
    private final int lastMove;
    private final String problem;

    NodePosition(Board board, int toMove, int moveNumber, int lastMove, String problem) {
        this.board = board;
        this.toMove = toMove;
        this.moveNumber = moveNumber;
        this.lastMove = lastMove;
        this.problem = problem;
    }

    /** A copy of the board, so callers may try moves on it freely. */
    public Board board() {
        return board.copy();
    }

    /**
     * The board itself, read-only, for callers that only look at it (no copy). The position of a
     * node never changes once computed; a caller that tries moves asks for {@link #board()}.
     */
    public ConstBoard constBoard() {
        return board;
    }

    /** Board.PASS-free lookup of a point's colour without copying. */
    public int color(int point) {
        return board.color(point);
    }

    /** Board size. */
    public int size() {
        return board.size();
    }

    /** Colour to move (owlbench.board.StoneColor). */
    public int toMove() {
        return toMove;
    }

    /** Moves played from the root to this node. */
    public int moveNumber() {
        return moveNumber;
    }

    /** The point of this node's own move; Board.PASS when the node has no move or passes. */
    public int lastMove() {
        return lastMove;
    }

    /** Null, or why a recorded move on the path was skipped (e.g. "move 12 (B D4) is on an occupied point"). */
    public String problem() {
        return problem;
    }

    /** The legality of {@code color} playing at {@code point} here (suicide illegal, simple ko). */
    public owlbench.board.MoveLegality legalityOf(int point, int color) {
        Board b = board.copy();
        b.setSuicideAllowed(false);
        return b.legalityOf(point, color);
    }
}
