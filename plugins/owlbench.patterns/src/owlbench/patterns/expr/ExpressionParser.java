package owlbench.patterns.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.ExpressionText;
import owlbench.patterns.model.LineMap;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.SourceRange;

/**
 * Parser and checker for the C-like language of constraints (';' lines: one expression) and actions
 * ('>' lines: statements such as {@code f(a);}, {@code return e;} and {@code if (e) s else s}).
 * Node ranges point into the .db file. Calls are checked against {@link FunctionCatalogue} (name and
 * arity), single letters against the labels of the constraint diagram.
 */
public final class ExpressionParser {
    /** A parsed expression or action with its problems; root is null when the syntax was wrong. */
    public static final class Result {
        public final Node root;
        public final List<Diagnostic> diagnostics;

        Result(Node root, List<Diagnostic> diagnostics) {
            this.root = root;
            this.diagnostics = List.copyOf(diagnostics);
        }

        public boolean ok() {
            for (Diagnostic d : diagnostics) if (d.isError()) return false;
            return root != null;
        }
    }

    private static final class SyntaxError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int start;
        final int end;

        SyntaxError(String msg, int start, int end) {
            super(msg, null, false, false);
            this.start = start;
            this.end = end;
        }
    }

    private static final int NUM = 0, ID = 1, OP = 2, EOF = 3;
    private static final String[] OPS = {"&&", "||", "==", "!=", "<=", ">=", "<<", ">>",
        "(", ")", ",", ";", "{", "}", "!", "~", "<", ">", "+", "-", "*", "/", "%", "?", ":", "&", "|", "^"};

    private final ExpressionText source;
    private final String text;
    private final LineMap map;
    private final Set<Character> labels;
    private final List<Diagnostic> diags = new ArrayList<>();
    private final List<int[]> toks = new ArrayList<>(); // {type, start, end}
    private int pos;
    private boolean inAction;
    /** Nesting bound (parentheses, unary operators, operand chains): the checks and the evaluator recurse. */
    private final int maxDepth;
    private int depth;
    /** The nesting bound when none is given: the built-in {@code --max-expression-depth}. */
    private static final int DEFAULT_DEPTH = owlbench.input.InputLimits.builtIn().expressionDepth();

    private ExpressionParser(ExpressionText source, LineMap map, Set<Character> labels, int maxDepth) {
        this.maxDepth = maxDepth;
        this.source = source;
        this.text = source.text();
        this.map = map;
        this.labels = labels;
    }

    /** Parses the joined ';' lines of a pattern; labels null skips the label check. */
    public static Result parseConstraint(ExpressionText t, LineMap map, Set<Character> labels) {
        return parseConstraint(t, map, labels, DEFAULT_DEPTH);
    }

    /** {@link #parseConstraint(ExpressionText, LineMap, Set)} nested at most maxDepth levels. */
    public static Result parseConstraint(ExpressionText t, LineMap map, Set<Character> labels, int maxDepth) {
        ExpressionParser p = new ExpressionParser(t, map, labels, maxDepth);
        return new Result(p.run(false), p.diags);
    }

    /** Parses the joined '>' lines of a pattern; labels null skips the label check. */
    public static Result parseAction(ExpressionText t, LineMap map, Set<Character> labels) {
        return parseAction(t, map, labels, DEFAULT_DEPTH);
    }

    /** {@link #parseAction(ExpressionText, LineMap, Set)} nested at most maxDepth levels. */
    public static Result parseAction(ExpressionText t, LineMap map, Set<Character> labels, int maxDepth) {
        ExpressionParser p = new ExpressionParser(t, map, labels, maxDepth);
        return new Result(p.run(true), p.diags);
    }

    /** Parses a standalone expression (for tests and tools); ranges are relative to the string. */
    public static Result parseConstraint(String expression, Set<Character> labels) {
        return parseConstraint(standalone(expression), new LineMap(expression), labels);
    }

    /** Parses standalone action text (for tests and tools). */
    public static Result parseAction(String action, Set<Character> labels) {
        return parseAction(standalone(action), new LineMap(action), labels);
    }

    private static ExpressionText standalone(String s) {
        return new ExpressionText(s, new int[] {0}, new int[] {0}, new int[] {s.length()}, List.of());
    }

    /** The constraint tree of a pattern, or null if it has none or it does not parse. */
    public static Node constraint(Pattern p, LineMap map) {
        if (p.constraint() == null) return null;
        return parseConstraint(p.constraint(), map, p.labels().keySet()).root;
    }

    /** The action tree of a pattern, or null if it has none or it does not parse. */
    public static Node action(Pattern p, LineMap map) {
        if (p.action() == null) return null;
        return parseAction(p.action(), map, p.labels().keySet()).root;
    }

    /** Parses and checks a pattern's constraint and action, adding every problem to out. */
    public static void check(Pattern p, LineMap map, List<Diagnostic> out) {
        check(p, map, out, DEFAULT_DEPTH);
    }

    /** {@link #check(Pattern, LineMap, List)} with expressions nested at most maxDepth levels. */
    public static void check(Pattern p, LineMap map, List<Diagnostic> out, int maxDepth) {
        Map<Character, List<int[]>> lab = p.labels();
        if (p.constraint() != null) out.addAll(parseConstraint(p.constraint(), map, lab.keySet(), maxDepth).diagnostics);
        if (p.action() != null) out.addAll(parseAction(p.action(), map, lab.keySet(), maxDepth).diagnostics);
    }

    // ------------------------------------------------------------------ lexer

    private void lex() {
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int e = text.indexOf("*/", i + 2);
                if (e < 0) throw new SyntaxError("unterminated comment", i, n);
                i = e + 2;
                continue;
            }
            int s = i;
            if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(text.charAt(i + 1)))) {
                while (i < n && (Character.isDigit(text.charAt(i)) || text.charAt(i) == '.')) i++;
                toks.add(new int[] {NUM, s, i});
                continue;
            }
            if (Character.isLetter(c) || c == '_') {
                while (i < n && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) i++;
                toks.add(new int[] {ID, s, i});
                continue;
            }
            String op = null;
            for (String o : OPS) {
                if (text.startsWith(o, i)) {
                    op = o;
                    break;
                }
            }
            if (op == null) throw new SyntaxError("unexpected character '" + c + "'", i, i + 1);
            i += op.length();
            toks.add(new int[] {OP, s, i});
        }
        toks.add(new int[] {EOF, n, n});
    }

    private String tokText(int[] t) {
        return t[0] == EOF ? "end of text" : text.substring(t[1], t[2]);
    }

    private int[] peek() {
        return toks.get(pos);
    }

    private boolean isOp(String op) {
        int[] t = peek();
        return t[0] == OP && text.regionMatches(t[1], op, 0, op.length()) && t[2] - t[1] == op.length();
    }

    private boolean isWord(String w) {
        int[] t = peek();
        return t[0] == ID && t[2] - t[1] == w.length() && text.startsWith(w, t[1]);
    }

    private int[] expect(String op) {
        if (!isOp(op)) {
            int[] t = peek();
            throw new SyntaxError("expected '" + op + "' but found " + describe(t), t[1], Math.max(t[2], t[1] + 1));
        }
        return toks.get(pos++);
    }

    private String describe(int[] t) {
        return t[0] == EOF ? "the end of the text" : "'" + tokText(t) + "'";
    }

    private SourceRange range(int start, int end) {
        return source.fileRange(start, end - start, map);
    }

    private Node node(Node.Kind k, String text, double num, List<Node> ch, int start, int end) {
        return new Node(k, text, num, ch, start, end, range(start, end));
    }

    // ------------------------------------------------------------------ grammar

    private Node run(boolean action) {
        inAction = action;
        try {
            lex();
            Node root;
            if (action) {
                List<Node> stmts = new ArrayList<>();
                while (peek()[0] != EOF) stmts.add(statement());
                int end = text.length();
                root = node(Node.Kind.BLOCK, "", 0, stmts, 0, end);
            } else {
                root = expression(0);
                if (isOp(";")) pos++;
                int[] t = peek();
                if (t[0] != EOF) {
                    throw new SyntaxError("unexpected " + describe(t) + " after the constraint expression", t[1], t[2]);
                }
            }
            checkDepth(root);
            checkTree(root);
            return root;
        } catch (SyntaxError e) {
            diags.add(Diagnostic.error(e.getMessage(), range(e.start, Math.max(e.end, e.start))));
            return null;
        }
    }

    /** Counts one level of parser recursion; an error at the current token past the limit. */
    private void enter() {
        if (++depth > maxDepth) {
            int[] t = peek();
            throw new SyntaxError("expression nested deeper than " + maxDepth + " levels (--max-expression-depth)",
                    t[1], Math.max(t[2], t[1] + 1));
        }
    }

    /**
     * The finished tree may still be deep without deep parser recursion ("1+1+1+..." builds a left
     * spine in a loop): measured without recursion, refused past the limit at the deepest node.
     */
    private void checkDepth(Node root) {
        java.util.ArrayDeque<Object[]> todo = new java.util.ArrayDeque<>();
        todo.push(new Object[] {root, 1});
        while (!todo.isEmpty()) {
            Object[] e = todo.pop();
            Node n = (Node) e[0];
            int d = (Integer) e[1];
            if (d > maxDepth) {
                throw new SyntaxError("expression nested deeper than " + maxDepth + " levels (--max-expression-depth)",
                        n.start, Math.max(n.end, n.start + 1));
            }
            for (Node c : n.children) todo.push(new Object[] {c, d + 1});
        }
    }

    private Node statement() {
        enter();
        try {
            return statementInner();
        } finally {
            depth--;
        }
    }

    private Node statementInner() {
        int[] t = peek();
        if (isOp("{")) {
            pos++;
            List<Node> stmts = new ArrayList<>();
            while (!isOp("}")) {
                if (peek()[0] == EOF) throw new SyntaxError("missing '}'", t[1], t[2]);
                stmts.add(statement());
            }
            int[] close = toks.get(pos++);
            return node(Node.Kind.BLOCK, "", 0, stmts, t[1], close[2]);
        }
        if (isOp(";")) {
            pos++;
            return node(Node.Kind.BLOCK, "", 0, List.of(), t[1], t[2]);
        }
        if (isWord("return")) {
            pos++;
            List<Node> ch = new ArrayList<>();
            if (!isOp(";") && peek()[0] != EOF && !isOp("}")) ch.add(expression(0));
            int end = endStatement();
            return node(Node.Kind.RETURN, "return", 0, ch, t[1], end);
        }
        if (isWord("if")) {
            pos++;
            expect("(");
            Node cond = expression(0);
            expect(")");
            if (peek()[0] == EOF) throw new SyntaxError("missing statement after 'if (...)'", t[1], t[2]);
            Node then = statement();
            List<Node> ch = new ArrayList<>(List.of(cond, then));
            int end = then.end;
            if (isWord("else")) {
                pos++;
                Node els = statement();
                ch.add(els);
                end = els.end;
            }
            return node(Node.Kind.IF, "if", 0, ch, t[1], end);
        }
        if (isWord("else")) throw new SyntaxError("'else' without 'if'", t[1], t[2]);
        Node e = expression(0);
        int end = endStatement();
        return node(Node.Kind.EXPR_STMT, "", 0, List.of(e), e.start, Math.max(end, e.end));
    }

    /** A statement ends with ';', or without one at the end of the action, before '}' or 'else'. */
    private int endStatement() {
        int[] t = peek();
        if (isOp(";")) {
            pos++;
            return t[2];
        }
        if (t[0] == EOF || isOp("}") || isWord("else")) return toks.get(pos - 1)[2];
        throw new SyntaxError("expected ';' before " + describe(t), t[1], t[2]);
    }

    private static int precedence(String op) {
        switch (op) {
            case "?": return 1;
            case "||": return 2;
            case "&&": return 3;
            case "|": return 4;
            case "^": return 5;
            case "&": return 6;
            case "==": case "!=": return 7;
            case "<": case "<=": case ">": case ">=": return 8;
            case "<<": case ">>": return 9;
            case "+": case "-": return 10;
            case "*": case "/": case "%": return 11;
            default: return -1;
        }
    }

    private Node expression(int minPrec) {
        enter();
        try {
            return expressionInner(minPrec);
        } finally {
            depth--;
        }
    }

    private Node expressionInner(int minPrec) {
        Node left = unary();
        while (true) {
            int[] t = peek();
            if (t[0] != OP) {
                if (t[0] == EOF) return left;
                if (!inAction && (t[0] == ID || t[0] == NUM)) {
                    throw new SyntaxError("expected an operator before " + describe(t), t[1], t[2]);
                }
                return left;
            }
            String op = tokText(t);
            int prec = precedence(op);
            if (prec < 0 || prec < minPrec) return left;
            pos++;
            if (op.equals("?")) {
                Node a = expression(0);
                expect(":");
                Node b = expression(prec);
                left = node(Node.Kind.CONDITIONAL, "?:", 0, List.of(left, a, b), left.start, b.end);
            } else {
                Node right = expression(prec + 1);
                left = node(Node.Kind.BINARY, op, 0, List.of(left, right), left.start, right.end);
            }
        }
    }

    private Node unary() {
        enter();
        try {
            return unaryInner();
        } finally {
            depth--;
        }
    }

    private Node unaryInner() {
        int[] t = peek();
        if (t[0] == OP) {
            String op = tokText(t);
            if (op.equals("!") || op.equals("-") || op.equals("+") || op.equals("~")) {
                pos++;
                Node e = unary();
                return node(Node.Kind.UNARY, op, 0, List.of(e), t[1], e.end);
            }
        }
        return primary();
    }

    private Node primary() {
        int[] t = peek();
        switch (t[0]) {
            case NUM: {
                pos++;
                String s = tokText(t);
                double v;
                try {
                    v = Double.parseDouble(s);
                } catch (NumberFormatException e) {
                    throw new SyntaxError("bad number '" + s + "'", t[1], t[2]);
                }
                return node(Node.Kind.NUMBER, s, v, List.of(), t[1], t[2]);
            }
            case ID: {
                pos++;
                String name = tokText(t);
                if (isOp("(")) {
                    pos++;
                    List<Node> args = new ArrayList<>();
                    if (!isOp(")")) {
                        while (true) {
                            args.add(expression(0));
                            if (isOp(",")) {
                                pos++;
                                continue;
                            }
                            break;
                        }
                    }
                    int[] close = expect(")");
                    return node(Node.Kind.CALL, name, 0, args, t[1], close[2]);
                }
                if (name.length() == 1) return node(Node.Kind.LABEL, name, 0, List.of(), t[1], t[2]);
                return node(Node.Kind.NAME, name, 0, List.of(), t[1], t[2]);
            }
            case OP: {
                String op = tokText(t);
                if (op.equals("*")) {
                    pos++;
                    return node(Node.Kind.LABEL, "*", 0, List.of(), t[1], t[2]);
                }
                if (op.equals("?")) {
                    pos++;
                    return node(Node.Kind.TENUKI, "?", 0, List.of(), t[1], t[2]);
                }
                if (op.equals("(")) {
                    pos++;
                    Node e = expression(0);
                    expect(")");
                    return e;
                }
                throw new SyntaxError("expected an expression but found '" + op + "'", t[1], t[2]);
            }
            default:
                throw new SyntaxError("expected an expression but found the end of the text", t[1], Math.max(t[1], t[1]));
        }
    }

    // ------------------------------------------------------------------ checks

    private void err(String msg, Node n) {
        diags.add(Diagnostic.error(msg, n.range));
    }

    private void checkTree(Node n) {
        switch (n.kind) {
            case CALL: {
                FunctionCatalogue.Function f = FunctionCatalogue.get(n.text);
                SourceRange nameRange = range(n.start, n.start + n.text.length());
                if (f == null) {
                    diags.add(Diagnostic.error("unknown autohelper function '" + n.text + "'", nameRange));
                } else {
                    int argc = n.children.size();
                    if (!f.acceptsArity(argc)) {
                        diags.add(Diagnostic.error("'" + n.text + "' takes " + f.arityText() + ", found " + argc, nameRange));
                    }
                    for (int i = 0; i < argc; i++) {
                        Node a = n.child(i);
                        if (a.kind == Node.Kind.TENUKI) {
                            if (f.args != FunctionCatalogue.Args.MOVES) {
                                err("'?' (tenuki) is only allowed in the moves of the *play_* functions", a);
                            } else if (i == 0) {
                                err("a tenuki '?' cannot be the first move", a);
                            }
                        } else if (a.kind != Node.Kind.LABEL) {
                            err("argument " + (i + 1) + " of '" + n.text + "' must be a label or '*'", a);
                            checkTree(a);
                        } else {
                            checkTree(a);
                        }
                    }
                    return;
                }
                break;
            }
            case LABEL:
                if (labels != null && !labels.contains(n.label())) {
                    if (n.label() == '*') err("'*' is used but the diagram has no move '*'", n);
                    else err("label '" + n.text + "' is not in the constraint diagram", n);
                }
                return;
            case TENUKI:
                err("'?' (tenuki) is only allowed as a move argument", n);
                return;
            case NAME:
                if (!FunctionCatalogue.NAMES.containsKey(n.text)) err("unknown name '" + n.text + "'", n);
                return;
            default:
                break;
        }
        for (Node c : n.children) checkTree(c);
    }
}
