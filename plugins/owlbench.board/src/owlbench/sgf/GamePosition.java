package owlbench.sgf;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/** A position reached by replaying a game's main line (see GameReplay): the board and who moves next. */
public final class GamePosition {
    private final Board board;
    private final int toMove;
    private final int movesPlayed;
    private final SgfNode lastNode;
    private final SgfNode nextMoveNode;
    private final SgfGame game;

    GamePosition(Board board, int toMove, int movesPlayed, SgfNode lastNode, SgfNode nextMoveNode, SgfGame game) {
        this.board = board;
        this.toMove = toMove;
        this.movesPlayed = movesPlayed;
        this.lastNode = lastNode;
        this.nextMoveNode = nextMoveNode;
        this.game = game;
    }

    /** The board with the position (owned by the caller now). */
    public Board board() {
        return board;
    }

    /** Color.BLACK or Color.WHITE: the colour to play, as loadsgf replies. */
    public int toMove() {
        return toMove;
    }

    /** "black" or "white". */
    public String toMoveName() {
        return StoneColor.name(toMove);
    }

    /** Moves (passes included) played on the board; setup stones are not moves. */
    public int movesPlayed() {
        return movesPlayed;
    }

    /** The last main-line node whose properties were all applied (the root at least). */
    public SgfNode lastNode() {
        return lastNode;
    }

    /** The node holding the move where the replay stopped (not played), or null when it ran to the end. */
    public SgfNode nextMoveNode() {
        return nextMoveNode;
    }

    /** Game info of the replayed game (komi, handicap, players...). */
    public SgfGame game() {
        return game;
    }
}
