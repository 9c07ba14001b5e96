package owlbench.patterns.match;

import owlbench.board.Board;
import owlbench.patterns.expr.PatternContext;
import owlbench.patterns.expr.PatternFacts;

/**
 * Binds a match to the evaluator: labels resolve to the match's board points; engine facts come from
 * a {@link PatternFacts} layer (null or {@link PatternFacts#NONE}: only the board-only functions).
 */
public final class MatchContext implements PatternContext {
    private final Board board;
    private final int color;
    private final Match match;
    private final PatternFacts facts;

    public MatchContext(Board board, int color, Match match, PatternFacts facts) {
        this.board = board;
        this.color = color;
        this.match = match;
        this.facts = facts == null ? PatternFacts.NONE : facts;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public int color() {
        return color;
    }

    @Override
    public int point(char label) {
        return match.point(label);
    }

    @Override
    public boolean provides(String name) {
        return facts.provides(name);
    }

    @Override
    public double call(String name, int[] points) {
        return facts.call(name, this, points);
    }
}
