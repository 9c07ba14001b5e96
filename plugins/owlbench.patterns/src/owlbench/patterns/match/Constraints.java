package owlbench.patterns.match;

import java.util.IdentityHashMap;
import java.util.Map;

import owlbench.board.Board;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.expr.Evaluator;
import owlbench.patterns.expr.ExpressionParser;
import owlbench.patterns.expr.Node;
import owlbench.patterns.expr.PatternFacts;
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

    /**
     * Whether {@link #check} holds for every match of p without reading the match: p has no
     * constraint and no helper (a caller may then skip building the match).
     */
    public boolean holdsAlways(Pattern p) {
        return neither(constraints.get(p), helper(p));
    }

    /** The helper named on p's ':' line, or null. */
    private static String helper(Pattern p) {
        return p.colon() == null ? null : p.colon().helper();
    }

    /** Whether a pattern with this constraint (null: none) and helper (null or empty: none) has neither. */
    private static boolean neither(Node constraint, String helper) {
        return constraint == null && (helper == null || helper.isEmpty());
    }

    /**
     * Evaluates the match's constraint (TRUE when the pattern has none), then the hand-coded helper
     * named on its ':' line, if any; facts may be null. A helper is engine code (GNU Go's
     * helpers.c), so only {@code facts} can provide it: without it the result is "unknown, needs
     * NAME", never a silent true. A false constraint decides without the helper, as in GNU Go,
     * where the helper runs only for patterns whose constraint holds.
     */
    public EvalResult check(Match m, Board b, int color, PatternFacts facts) {
        Node c = constraints.get(m.pattern);
        String helper = helper(m.pattern);
        // no constraint and no helper: true, without a context and an evaluation per match
        // (holdsAlways' test on the two looked up once: owl calls check only where holdsAlways is
        // false, and looking both up twice was 0.5% of owl.tst's CPU, 2026-11-28)
        if (neither(c, helper)) return HOLDS;
        MatchContext ctx = new MatchContext(b, color, m, facts);
        EvalResult constraint = Evaluator.evaluate(c == null ? TRUE : c, ctx);
        if (helper == null || helper.isEmpty() || constraint.truth == EvalResult.Truth.FALSE) {
            return constraint;
        }
        if (facts == null || !facts.provides(helper)) {
            return EvalResult.unknown(helper);
        }
        EvalResult helped = EvalResult.known(facts.call(helper, ctx, new int[] { m.move, m.anchor }));
        return helped.truth == EvalResult.Truth.FALSE || constraint.isKnown() ? helped : constraint;
    }

    /**
     * Why a match's constraint is false: the source text of the subexpression that decided it (see
     * {@link Evaluator#failing}), whitespace collapsed; "helper NAME" when the constraint holds but
     * the helper in {@code facts} said no; null when the result is not false.
     */
    public String failingText(Match m, Board b, int color, PatternFacts facts) {
        Node c = constraints.get(m.pattern);
        MatchContext ctx = new MatchContext(b, color, m, facts);
        Node f = c == null ? null : Evaluator.failing(c, ctx);
        if (f != null) return sourceText(m.pattern, f);
        EvalResult r = check(m, b, color, facts);
        return r.truth == EvalResult.Truth.FALSE ? "helper " + m.pattern.colon().helper() : null;
    }

    /** The constraint text a node of the pattern's constraint tree was parsed from, whitespace collapsed. */
    public static String sourceText(Pattern p, Node n) {
        String t = p.constraint() == null ? null : p.constraint().text();
        if (t == null || n.start < 0 || n.end > t.length() || n.start >= n.end) return n.toString();
        return t.substring(n.start, n.end).replaceAll("\\s+", " ").trim();
    }

    /** Runs the match's action, if any (TRUE when there is none). */
    public EvalResult runAction(Match m, Board b, int color, PatternFacts facts) {
        Node a = actions.get(m.pattern);
        MatchContext ctx = new MatchContext(b, color, m, facts);
        return a == null ? Evaluator.evaluate(TRUE, ctx) : Evaluator.run(a, ctx);
    }

    private static final Node TRUE = ExpressionParser.parseConstraint("1", null).root;
    /** What {@link #TRUE} evaluates to (immutable, so one serves every match). */
    private static final EvalResult HOLDS = EvalResult.known(1);
}
