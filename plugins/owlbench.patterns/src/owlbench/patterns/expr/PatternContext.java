package owlbench.patterns.expr;

/**
 * The evaluator's view of one match: its {@link MatchBindings} and the engine facts available to
 * it. {@link owlbench.patterns.match.MatchContext} joins a match to a {@link PatternFacts} layer;
 * tests may implement it directly. Board-only autohelpers ({@link BoardFunctions}) need nothing
 * but {@link #board()}.
 */
public interface PatternContext extends MatchBindings {
    /**
     * True if this context computes the autohelper function or variable {@code name} itself (it then
     * takes precedence over {@link BoardFunctions}).
     */
    boolean provides(String name);

    /**
     * The value of autohelper {@code name} at the given points (a tenuki '?' is Board.PASS);
     * for a variable such as doing_scoring the array is empty. Called only when provides(name).
     * Truth values are 1 and 0.
     */
    double call(String name, int[] points);
}
