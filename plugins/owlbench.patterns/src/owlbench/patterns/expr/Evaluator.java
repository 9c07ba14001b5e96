package owlbench.patterns.expr;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Evaluates constraint and action trees in three-valued logic. A call is answered by the context if
 * it provides the function, else by {@link BoardFunctions}, else the result is UNKNOWN naming the
 * function. {@code &&}, {@code ||} and {@code ?:} short-circuit as in C, so a known false operand
 * decides {@code &&} even if the other operand is unknown.
 */
public final class Evaluator {
    private final PatternContext ctx;
    private String missing;

    private Evaluator(PatternContext ctx) {
        this.ctx = ctx;
    }

    /** Evaluates a constraint expression. */
    public static EvalResult evaluate(Node expression, PatternContext ctx) {
        Evaluator e = new Evaluator(ctx);
        double v = e.eval(expression);
        return e.result(v);
    }

    /**
     * Runs an action: its calls go to the context; the result is the value of a {@code return}
     * statement, or TRUE if the action finishes without one.
     */
    public static EvalResult run(Node action, PatternContext ctx) {
        Evaluator e = new Evaluator(ctx);
        double v = e.exec(action);
        if (!Double.isNaN(v) && v == NO_RETURN) v = 1;
        // a statement whose call nobody could run leaves the action's effect unknown
        if (e.missing != null) v = Double.NaN;
        return e.result(v);
    }

    /**
     * The subexpression that made a constraint false, or null when it is not known to be false (true
     * or unknown). From the root it descends into the operand that decided: the first false operand
     * of {@code &&}, the branch taken by a known {@code ?:}; a false {@code ||}, a negation or a
     * comparison is reported whole, since each of its parts is needed to read why it failed.
     */
    public static Node failing(Node expression, PatternContext ctx) {
        if (!isFalse(expression, ctx)) return null;
        Node n = expression;
        while (true) {
            Node next = null;
            if (n.kind == Node.Kind.BINARY && n.text.equals("&&")) {
                next = isFalse(n.child(0), ctx) ? n.child(0) : n.child(1);
            } else if (n.kind == Node.Kind.CONDITIONAL) {
                double c = new Evaluator(ctx).eval(n.child(0));
                if (!Double.isNaN(c)) next = c != 0 ? n.child(1) : n.child(2);
            }
            if (next == null || !isFalse(next, ctx)) return n;
            n = next;
        }
    }

    private static boolean isFalse(Node n, PatternContext ctx) {
        return new Evaluator(ctx).eval(n) == 0;
    }

    private EvalResult result(double v) {
        if (Double.isNaN(v)) return new EvalResult(EvalResult.Truth.UNKNOWN, Double.NaN, missing);
        return new EvalResult(v != 0 ? EvalResult.Truth.TRUE : EvalResult.Truth.FALSE, v, null);
    }

    private static final double NO_RETURN = Double.NEGATIVE_INFINITY;

    /** Executes a statement; returns the returned value, NO_RETURN, or NaN if a return value is unknown. */
    private double exec(Node n) {
        switch (n.kind) {
            case BLOCK:
                for (Node s : n.children) {
                    double r = exec(s);
                    if (r != NO_RETURN) return r;
                }
                return NO_RETURN;
            case RETURN:
                return n.children.isEmpty() ? 1 : eval(n.child(0));
            case IF: {
                double c = eval(n.child(0));
                if (Double.isNaN(c)) return Double.NaN;
                if (c != 0) return exec(n.child(1));
                return n.children.size() > 2 ? exec(n.child(2)) : NO_RETURN;
            }
            case EXPR_STMT:
                eval(n.child(0));
                return NO_RETURN;
            default:
                return eval(n);
        }
    }

    private double unknown(String name) {
        if (missing == null) missing = name;
        return Double.NaN;
    }

    private double eval(Node n) {
        switch (n.kind) {
            case NUMBER:
                return n.number;
            case NAME: {
                double c = FunctionCatalogue.constantValue(n.text);
                if (!Double.isNaN(c)) return c;
                if (ctx.provides(n.text)) return ctx.call(n.text, new int[0]);
                if (n.text.equals("color")) return ctx.color();
                if (n.text.equals("other")) return StoneColor.other(ctx.color());
                return unknown(n.text);
            }
            case LABEL:
                return ctx.point(n.label());
            case TENUKI:
                return Board.PASS;
            case CALL:
                return call(n);
            case UNARY: {
                double v = eval(n.child(0));
                if (Double.isNaN(v)) return v;
                switch (n.op) {
                    case Node.OP_NOT: return v == 0 ? 1 : 0;
                    case Node.OP_NEG: return -v;
                    case Node.OP_COMPLEMENT: return ~(long) v;
                    default: return v;
                }
            }
            case CONDITIONAL: {
                double c = eval(n.child(0));
                if (Double.isNaN(c)) {
                    double a = eval(n.child(1)), b = eval(n.child(2));
                    return a == b ? a : Double.NaN;
                }
                return c != 0 ? eval(n.child(1)) : eval(n.child(2));
            }
            case BINARY:
                return binary(n);
            default:
                return exec(n) == NO_RETURN ? 1 : Double.NaN;
        }
    }

    private double binary(Node n) {
        int op = n.op;
        if (op == Node.OP_AND || op == Node.OP_OR) {
            boolean and = op == Node.OP_AND;
            String m = missing;
            double a = eval(n.child(0));
            if (!Double.isNaN(a) && (a != 0) != and) return and ? 0 : 1;
            double b = eval(n.child(1));
            if (!Double.isNaN(b) && (b != 0) != and) {
                missing = m; // decided by b: whatever a lacked does not matter
                return and ? 0 : 1;
            }
            if (Double.isNaN(a) || Double.isNaN(b)) return Double.NaN;
            return and ? 1 : 0;
        }
        double a = eval(n.child(0));
        double b = eval(n.child(1));
        if (Double.isNaN(a) || Double.isNaN(b)) return Double.NaN;
        switch (op) {
            case Node.OP_EQ: return a == b ? 1 : 0;
            case Node.OP_NE: return a != b ? 1 : 0;
            case Node.OP_LT: return a < b ? 1 : 0;
            case Node.OP_LE: return a <= b ? 1 : 0;
            case Node.OP_GT: return a > b ? 1 : 0;
            case Node.OP_GE: return a >= b ? 1 : 0;
            case Node.OP_ADD: return a + b;
            case Node.OP_SUB: return a - b;
            case Node.OP_MUL: return a * b;
            case Node.OP_DIV:
                if (b == 0) return unknown("division by zero");
                // integer division where both operands are integers, as in C (tested only here)
                return a == Math.rint(a) && b == Math.rint(b) ? (long) a / (long) b : a / b;
            case Node.OP_MOD:
                if (b == 0) return unknown("division by zero");
                return (long) a % (long) b;
            case Node.OP_BITAND: return (long) a & (long) b;
            case Node.OP_BITOR: return (long) a | (long) b;
            case Node.OP_XOR: return (long) a ^ (long) b;
            case Node.OP_SHL: return (long) a << (long) b;
            case Node.OP_SHR: return (long) a >> (long) b;
            default: return unknown("operator " + n.text);
        }
    }

    private double call(Node n) {
        int argc = n.children.size();
        int[] pts = new int[argc];
        for (int i = 0; i < argc; i++) {
            double v = eval(n.child(i));
            if (Double.isNaN(v)) return v;
            pts[i] = (int) v;
        }
        if (ctx.provides(n.text)) return ctx.call(n.text, pts);
        if (BoardFunctions.provides(n.text) && ctx.board() != null) {
            for (int i = 0; i < argc; i++) {
                if (n.child(i).kind == Node.Kind.LABEL && pts[i] == Board.PASS) return unknown("label " + n.child(i).text);
            }
            return BoardFunctions.call(n.text, ctx.board(), ctx.color(), pts);
        }
        return unknown(n.text);
    }
}
