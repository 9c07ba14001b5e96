package owlbench.agents.data;

import owlbench.agents.Position;
import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.IllegalMoveException;
import owlbench.board.Vertex;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfGame;
import owlbench.sgf.SgfLocation;
import owlbench.sgf.SgfNode;

/**
 * Walks the main line of a recorded game and shows each move's position to a visitor before the
 * move is played: the position of the player to move (so both colours' moves count, which is
 * what the thesis' colour flipping achieved) and the point the player chose. Setup stones are
 * applied; passes are played but not shown (a pass is not a point to predict). Recorded moves are
 * facts, so suicide is allowed; a move on an occupied point or an illegal ko retake is an error
 * with the node's location.
 */
public final class RecordedMoves {
    /** Sees each recorded move. */
    public interface Visitor {
        /** The position before the move, and the index (Position numbering) of the move played. */
        void visit(Position position, int moveIndex);
    }

    private RecordedMoves() {
    }

    /** Replays the game, calling the visitor before each move on the board. */
    public static void replay(SgfNode root, Visitor visitor) throws SgfException {
        int size;
        try {
            size = new SgfGame(root).boardSize();
        } catch (IllegalStateException e) {
            if (e.getCause() instanceof SgfException) {
                throw (SgfException) e.getCause();
            }
            throw e;
        }
        Board board = new Board(size);
        board.setSuicideAllowed(true);
        int moveNumber = 1;
        int last = Board.PASS;
        for (SgfNode node = root; node != null; node = node.mainChild()) {
            for (String id : node.propertyIds()) {
                if (id.equals("AB") || id.equals("AW") || id.equals("AE")) {
                    int color = id.equals("AB") ? StoneColor.BLACK : id.equals("AW") ? StoneColor.WHITE : StoneColor.EMPTY;
                    for (int i = 0; i < node.getAll(id).size(); i++) {
                        try {
                            board.setStones(SgfCoords.expandList(node.getAll(id).get(i), board), color);
                        } catch (IllegalArgumentException e) {
                            throw new SgfException(where(node, id, i), id + ": " + e.getMessage());
                        }
                    }
                } else if (id.equals("B") || id.equals("W")) {
                    int color = id.equals("B") ? StoneColor.BLACK : StoneColor.WHITE;
                    String v = node.get(id);
                    int move;
                    try {
                        move = SgfCoords.toPoint(v, board);
                    } catch (IllegalArgumentException e) {
                        throw new SgfException(where(node, id, 0), "move " + moveNumber + ": " + e.getMessage());
                    }
                    if (move != Board.PASS) {
                        if (board.color(move) != StoneColor.EMPTY) {
                            throw new SgfException(where(node, id, 0), "move " + moveNumber + " ("
                                    + Vertex.toString(move, size) + ") is on an occupied point");
                        }
                        Position p = new Position(board, color, moveNumber, last);
                        visitor.visit(p, p.index(move));
                        try {
                            board.play(move, color);
                        } catch (IllegalMoveException e) {
                            throw new SgfException(where(node, id, 0), "move " + moveNumber + " ("
                                    + Vertex.toString(move, size) + ") is illegal: " + e.getMessage());
                        }
                    } else {
                        board.play(Board.PASS, color);
                    }
                    last = move;
                    moveNumber++;
                }
            }
        }
    }

    private static SgfLocation where(SgfNode node, String id, int index) {
        SgfLocation l = node.valueLocation(id, index);
        if (l == null) {
            l = node.location();
        }
        return l != null ? l : new SgfLocation(null, 0, 0);
    }
}
