package owlbench.board;

/** Why a move is or is not legal on a {@link Board}. */
public enum MoveLegality {
    /** The move may be played. */
    LEGAL,
    /** The point already holds a stone. */
    OCCUPIED,
    /** The move would leave its own string without liberties and suicide is not allowed. */
    SUICIDE,
    /** The move retakes a simple ko at once. */
    KO,
    /** The move repeats an earlier position of the game (positional superko is on). */
    SUPERKO,
    /** The point is not on the board. */
    OFF_BOARD
}
