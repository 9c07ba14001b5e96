package owlbench.patterns.expr;

import owlbench.board.Board;

/**
 * What the evaluator needs to know about one match of a pattern: the board, O's colour, where each
 * label lies, and the engine facts (reading, dragons, eyes, moyo, ...) that higher bundles compute.
 * Board-only autohelpers ({@link BoardFunctions}) need nothing but {@link #board()}.
 */
public interface PatternContext {
    /** The board the pattern matched on. */
    Board board();

    /** Colour of O (the player the pattern is matched for). */
    int color();

    /** Board point of a label or '*', or {@link Board#PASS} if the label is not bound. */
    int point(char label);

    /**
     * True if this context computes the autohelper function or variable {@code name} itself (it then
     * takes precedence over {@link BoardFunctions}).
     */
    boolean provides(String name);

    /**
     * The value of autohelper {@code name} at the given points (a tenuki '?' is {@link Board#PASS});
     * for a variable such as doing_scoring the array is empty. Called only when provides(name).
     * Truth values are 1 and 0.
     */
    double call(String name, int[] points);
}
