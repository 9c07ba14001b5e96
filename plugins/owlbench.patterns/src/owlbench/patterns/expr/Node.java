package owlbench.patterns.expr;

import java.util.List;

import owlbench.patterns.model.SourceRange;

/**
 * A node of a constraint or action syntax tree. One class for all kinds keeps the evaluator a single
 * switch; {@link #range} is the node's place in the .db file, start/end its place in the joined text.
 */
public final class Node {
    /** The kinds of node. */
    public enum Kind {
        /** numeric literal: {@link #number} */
        NUMBER,
        /** a label of the constraint diagram or '*': {@link #text} is the letter */
        LABEL,
        /** '?' as a move argument: a tenuki */
        TENUKI,
        /** a constant (WIN) or variable (doing_scoring): {@link #text} */
        NAME,
        /** autohelper call: {@link #text} the name, children the arguments */
        CALL,
        /** unary operator {@link #text} on child 0 */
        UNARY,
        /** binary operator {@link #text} on children 0 and 1 */
        BINARY,
        /** c ? a : b */
        CONDITIONAL,
        /** expression statement (child 0) */
        EXPR_STMT,
        /** return statement (child 0, or none) */
        RETURN,
        /** if (child 0) child 1 [else child 2] */
        IF,
        /** { statements } or the whole action */
        BLOCK
    }

    public final Kind kind;
    /** The name, operator or label (interned: the same object as the literal naming it). */
    public final String text;
    public final double number;
    public final List<Node> children;
    public final int start;
    public final int end;
    public final SourceRange range;
    /**
     * A BINARY or UNARY node's operator as one of the {@code OP_} codes, resolved once here: the
     * evaluator's string switch on the operator (a hash and an equals per node evaluated) cost
     * more than the arithmetic it chose, at a few dozen constraints per owl node.
     */
    final int op;

    static final int OP_OTHER = 0, OP_AND = 1, OP_OR = 2, OP_EQ = 3, OP_NE = 4, OP_LT = 5, OP_LE = 6, OP_GT = 7,
            OP_GE = 8, OP_ADD = 9, OP_SUB = 10, OP_MUL = 11, OP_DIV = 12, OP_MOD = 13, OP_BITAND = 14, OP_BITOR = 15,
            OP_XOR = 16, OP_SHL = 17, OP_SHR = 18, OP_NOT = 19, OP_NEG = 20, OP_COMPLEMENT = 21;

    public Node(Kind kind, String text, double number, List<Node> children, int start, int end, SourceRange range) {
        this.kind = kind;
        // interned: the evaluator and every facts layer compare names and operators with string
        // literals (switch, Set.contains, equals) at each call of each constraint evaluated, and an
        // interned name equals its literal at the identity test instead of byte by byte
        this.text = text == null ? null : text.intern();
        this.op = kind == Kind.BINARY || kind == Kind.UNARY ? opCode(kind, this.text) : OP_OTHER;
        this.number = number;
        this.children = List.copyOf(children);
        this.start = start;
        this.end = end;
        this.range = range;
    }

    private static int opCode(Kind kind, String text) {
        if (text == null) return OP_OTHER;
        if (kind == Kind.UNARY) {
            switch (text) {
                case "!": return OP_NOT;
                case "-": return OP_NEG;
                case "~": return OP_COMPLEMENT;
                default: return OP_OTHER;
            }
        }
        switch (text) {
            case "&&": return OP_AND;
            case "||": return OP_OR;
            case "==": return OP_EQ;
            case "!=": return OP_NE;
            case "<": return OP_LT;
            case "<=": return OP_LE;
            case ">": return OP_GT;
            case ">=": return OP_GE;
            case "+": return OP_ADD;
            case "-": return OP_SUB;
            case "*": return OP_MUL;
            case "/": return OP_DIV;
            case "%": return OP_MOD;
            case "&": return OP_BITAND;
            case "|": return OP_BITOR;
            case "^": return OP_XOR;
            case "<<": return OP_SHL;
            case ">>": return OP_SHR;
            default: return OP_OTHER;
        }
    }

    public Node child(int i) {
        return children.get(i);
    }

    /** Label letter of a LABEL node. */
    public char label() {
        return text.charAt(0);
    }

    /**
     * The innermost node whose file range contains the offset (for hover help on a function name or
     * label), or null if the offset lies outside this node.
     */
    public Node at(int fileOffset) {
        if (range == null || fileOffset < range.offset || fileOffset >= range.end()) return null;
        for (Node c : children) {
            Node hit = c.at(fileOffset);
            if (hit != null) return hit;
        }
        return this;
    }

    /** A compact rendering, for tests and messages. */
    @Override
    public String toString() {
        switch (kind) {
            case NUMBER: return text;
            case LABEL: case NAME: return text;
            case TENUKI: return "?";
            case CALL: {
                StringBuilder sb = new StringBuilder(text).append('(');
                for (int i = 0; i < children.size(); i++) sb.append(i > 0 ? "," : "").append(children.get(i));
                return sb.append(')').toString();
            }
            case UNARY: return "(" + text + child(0) + ")";
            case BINARY: return "(" + child(0) + " " + text + " " + child(1) + ")";
            case CONDITIONAL: return "(" + child(0) + " ? " + child(1) + " : " + child(2) + ")";
            case EXPR_STMT: return child(0) + ";";
            case RETURN: return children.isEmpty() ? "return;" : "return " + child(0) + ";";
            case IF: return "if " + child(0) + " " + child(1) + (children.size() > 2 ? " else " + child(2) : "");
            default: {
                StringBuilder sb = new StringBuilder("{");
                for (Node c : children) sb.append(' ').append(c);
                return sb.append(" }").toString();
            }
        }
    }
}
