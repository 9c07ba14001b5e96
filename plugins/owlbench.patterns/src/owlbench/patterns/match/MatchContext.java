package owlbench.patterns.match;

import owlbench.board.Board;
import owlbench.patterns.expr.PatternContext;

/**
 * Binds a match to the evaluator: labels resolve to the match's board points; engine facts come from
 * an optional outer context (null: only the board-only functions are available).
 */
public final class MatchContext implements PatternContext {
    private final Board board;
    private final int color;
    private final Match match;
    private final PatternContext facts;

    public MatchContext(Board board, int color, Match match, PatternContext facts) {
        this.board = board;
        this.color = color;
        this.match = match;
        this.facts = facts;
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
        return facts != null && facts.provides(name);
    }

    @Override
    public double call(String name, int[] points) {
        return facts.call(name, points);
    }
}
