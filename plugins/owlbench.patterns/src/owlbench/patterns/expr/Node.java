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

    public Node(Kind kind, String text, double number, List<Node> children, int start, int end, SourceRange range) {
        this.kind = kind;
        // interned: the evaluator and every facts layer compare names and operators with string
        // literals (switch, Set.contains, equals) at each call of each constraint evaluated, and an
        // interned name equals its literal at the identity test instead of byte by byte
        this.text = text == null ? null : text.intern();
        this.number = number;
        this.children = List.copyOf(children);
        this.start = start;
        this.end = end;
        this.range = range;
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
