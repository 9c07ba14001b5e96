package owlbench.ui.game;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfGame;
import owlbench.sgf.SgfMove;
import owlbench.sgf.SgfNode;

/**
 * The main line of one SGF game as the editor steps through it: the move nodes in order and
 * the position after any number of them (computed by {@link GameReplay}, GNU Go's loadsgf rules).
 */
public final class GameRecord {

    private final SgfNode root;
    private final int boardSize;
    private final List<SgfNode> moveNodes = new ArrayList<>();

    /** Reads the main line of {@code root}; fails, with the location, if it cannot be replayed to its end. */
    public GameRecord(SgfNode root) throws SgfException {
        this.root = root;
        this.boardSize = new SgfGame(root).boardSize();
        for (SgfNode node = root; node != null; node = node.mainChild()) {
            if (node.move() != null) {
                moveNodes.add(node);
            }
        }
        GameReplay.atEnd(root); // an illegal move anywhere on the main line is reported now, not while stepping
    }

    /** The game's root node. */
    public SgfNode root() {
        return root;
    }

    /** Number of moves on the main line. */
    public int moveCount() {
        return moveNodes.size();
    }

    /** The position after {@code movesPlayed} moves of the main line (0 = setup only). */
    public Board positionAfter(int movesPlayed) {
        if (movesPlayed < 0 || movesPlayed > moveCount()) {
            throw new IllegalArgumentException("move " + movesPlayed + " is not in 0.." + moveCount());
        }
        try {
            GamePosition position = movesPlayed == moveCount() ? GameReplay.atEnd(root) : GameReplay.atMove(root, movesPlayed + 1);
            return position.board();
        } catch (SgfException e) {
            // The constructor replayed the whole main line, so the game cannot fail here.
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The board point of move {@code number} (1-based), {@link Board#PASS} for a pass. */
    public int pointOfMove(int number, Board board) {
        SgfMove move = moveNodes.get(number - 1).move();
        return move.isPass(boardSize) ? Board.PASS : SgfCoords.toPoint(move.point(), board);
    }

    /** The colour of move {@code number} (1-based). */
    public int colorOfMove(int number) {
        return moveNodes.get(number - 1).move().color();
    }
}
