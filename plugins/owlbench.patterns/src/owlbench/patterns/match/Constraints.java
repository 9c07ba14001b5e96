package owlbench.patterns.match;

import java.util.IdentityHashMap;
import java.util.Map;

import owlbench.board.Board;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.expr.Evaluator;
import owlbench.patterns.expr.ExpressionParser;
import owlbench.patterns.expr.Node;
import owlbench.patterns.expr.PatternContext;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;

/**
 * The parsed constraints and actions of one database, ready to evaluate on matches. Built once and
 * read-only afterwards, so it may be shared between threads.
 */
public final class Constraints {
    private final Map<Pattern, Node> constraints = new IdentityHashMap<>();
    private final Map<Pattern, Node> actions = new IdentityHashMap<>();

    public Constraints(DbFile file) {
        for (Pattern p : file.patterns()) {
            Node c = ExpressionParser.constraint(p, file.lineMap());
            if (c != null) constraints.put(p, c);
            Node a = ExpressionParser.action(p, file.lineMap());
            if (a != null) actions.put(p, a);
        }
    }

    /** The constraint tree of a pattern, or null if it has none (or it did not parse). */
    public Node constraint(Pattern p) {
        return constraints.get(p);
    }

    /** The action tree of a pattern, or null. */
    public Node action(Pattern p) {
        return actions.get(p);
    }

    /** Evaluates the match's constraint (TRUE when the pattern has none); facts may be null. */
    public EvalResult check(Match m, Board b, int color, PatternContext facts) {
        Node c = constraints.get(m.pattern);
        MatchContext ctx = new MatchContext(b, color, m, facts);
        if (c == null) return Evaluator.evaluate(TRUE, ctx);
        return Evaluator.evaluate(c, ctx);
    }

    /** Runs the match's action, if any (TRUE when there is none). */
    public EvalResult runAction(Match m, Board b, int color, PatternContext facts) {
        Node a = actions.get(m.pattern);
        MatchContext ctx = new MatchContext(b, color, m, facts);
        return a == null ? Evaluator.evaluate(TRUE, ctx) : Evaluator.run(a, ctx);
    }

    private static final Node TRUE = ExpressionParser.parseConstraint("1", null).root;
}
