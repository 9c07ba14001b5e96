package owlbench.patterns.expr;

import owlbench.board.Board;

/**
 * What one match of a pattern binds: the board it matched on, O's colour and where each label lies.
 * It says nothing about the engine: facts a constraint asks for come from {@link PatternFacts}.
 */
public interface MatchBindings {
    /** The board the pattern matched on. */
    Board board();

    /** Colour of O (the player the pattern is matched for). */
    int color();

    /** Board point of a label or '*', or {@link Board#PASS} if the label is not bound. */
    int point(char label);
}
