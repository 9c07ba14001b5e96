package owlbench.patterns.parser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;

import java.util.List;


import owlbench.patterns.model.ColonLine;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.DbItem;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Directive;
import owlbench.patterns.model.ExpressionText;
import owlbench.patterns.model.LineMap;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.PatternSymbols;
import owlbench.patterns.model.PatternValue;
import owlbench.patterns.model.SourceRange;
import owlbench.patterns.model.Trivia;

/**
 * Parser for GNU Go's pattern databases (.db, the format of doc/patterns.texi). It never stops at the
 * first problem: each one becomes a {@link Diagnostic} and parsing goes on with the next line or the
 * next pattern. Every item keeps its original text so that {@link DbWriter} reproduces the file.
 * Constraint and action expressions are checked too (see {@link owlbench.patterns.expr.ExpressionParser}).
 */
public final class DbParser {
    private final String text;
    private final String sourceName;
    private final LineMap map;
    private final List<Diagnostic> diags = new ArrayList<>();
    private final List<DbItem> items = new ArrayList<>();
    private final List<int[]> lines = new ArrayList<>(); // {start, contentEnd, end}
    private final java.util.Set<String> names = new java.util.HashSet<>();
    private String attributeMap = "general";
    private String goalElements = "none";
    private String callbackData = "none";

    private final owlbench.input.InputLimits limits;

    private DbParser(String text, String sourceName, owlbench.input.InputLimits limits) {
        this.limits = limits;
        this.text = text;
        this.sourceName = sourceName;
        this.map = new LineMap(text);
    }

    /** Parses a .db file. The bytes are read as ISO-8859-1 so that every byte survives a round trip. */
    public static DbFile parse(Path file) throws IOException {
        return parse(file, owlbench.input.InputLimits.builtIn());
    }

    /** {@link #parse(Path)} within the given limits (file size, line length, expression nesting). */
    public static DbFile parse(Path file, owlbench.input.InputLimits limits) throws IOException {
        String text = owlbench.input.InputFiles.readLines(file, StandardCharsets.ISO_8859_1, limits);
        return parse(text, file.getFileName().toString(), limits);
    }

    /** Parses the text of a .db file; sourceName is used in messages only. */
    public static DbFile parse(String text, String sourceName) {
        return parse(text, sourceName, owlbench.input.InputLimits.builtIn());
    }

    /** {@link #parse(String, String)} with expressions nested at most as deep as the limits allow. */
    public static DbFile parse(String text, String sourceName, owlbench.input.InputLimits limits) {
        DbParser p = new DbParser(text, sourceName, limits);
        p.run();
        return new DbFile(sourceName, text, p.map, p.items, p.diags);
    }

    private void splitLines() {
        int n = text.length();
        int start = 0;
        while (start < n) {
            int i = start;
            while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
            int contentEnd = i;
            if (i < n) {
                if (text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') i += 2;
                else i++;
            }
            lines.add(new int[] {start, contentEnd, i});
            start = i;
        }
    }

    private String content(int li) {
        int[] l = lines.get(li);
        return text.substring(l[0], l[1]);
    }

    private SourceRange range(int offset, int length) {
        return map.range(offset, length);
    }

    private SourceRange lineRange(int li) {
        int[] l = lines.get(li);
        return range(l[0], l[1] - l[0]);
    }

    private void error(String msg, SourceRange r) {
        diags.add(Diagnostic.error(msg, r));
    }

    private void warning(String msg, SourceRange r) {
        diags.add(Diagnostic.warning(msg, r));
    }

    static boolean isBlank(String s) {
        return s.trim().isEmpty();
    }

    static boolean isPatternLine(String s) {
        return s.startsWith("Pattern") && (s.length() == 7 || Character.isWhitespace(s.charAt(7)));
    }

    /** A directive's first word contains '_' (no diagram symbol does) or is a known directive. */
    static boolean isDirectiveLine(String s) {
        int i = 0;
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) i++;
        if (i == 0 || !Character.isLetter(s.charAt(0))) return false;
        if (i < s.length() && !Character.isWhitespace(s.charAt(i))) return false;
        String word = s.substring(0, i);
        return word.indexOf('_') >= 0 || PatternSymbols.DIRECTIVES.containsKey(word);
    }

    private void run() {
        splitLines();
        int n = lines.size();
        int li = 0;
        int triviaStart = -1;
        while (li < n) {
            String s = content(li);
            if (isPatternLine(s) || isDirectiveLine(s)) {
                if (triviaStart >= 0) {
                    addTrivia(triviaStart, li);
                    triviaStart = -1;
                }
                if (isDirectiveLine(s)) {
                    directive(li);
                    li++;
                } else {
                    int end = li + 1;
                    while (end < n && !isPatternLine(content(end)) && !isDirectiveLine(content(end))) end++;
                    pattern(li, end);
                    li = end;
                }
                continue;
            }
            if (!isBlank(s) && s.charAt(0) != '#') {
                error("expected 'Pattern NAME', a directive or a comment", lineRange(li));
            }
            if (triviaStart < 0) triviaStart = li;
            li++;
        }
        if (triviaStart >= 0) addTrivia(triviaStart, n);
    }

    private void addTrivia(int from, int to) {
        int start = lines.get(from)[0];
        int end = lines.get(to - 1)[2];
        items.add(new Trivia(range(start, end - start), text.substring(start, end)));
    }

    private void directive(int li) {
        int[] l = lines.get(li);
        String s = content(li);
        int i = 0;
        while (i < s.length() && !Character.isWhitespace(s.charAt(i))) i++;
        String name = s.substring(0, i);
        int j = i;
        while (j < s.length() && Character.isWhitespace(s.charAt(j))) j++;
        int k = j;
        while (k < s.length() && !Character.isWhitespace(s.charAt(k))) k++;
        String value = s.substring(j, k);
        SourceRange nameRange = range(l[0], i);
        SourceRange valueRange = range(l[0] + j, k - j);
        Directive d = new Directive(range(l[0], l[2] - l[0]), text.substring(l[0], l[2]), name, nameRange, value, valueRange);
        items.add(d);
        if (value.isEmpty()) {
            error("directive '" + name + "' needs a value", nameRange);
            return;
        }
        int rest = k;
        while (rest < s.length() && Character.isWhitespace(s.charAt(rest))) rest++;
        if (rest < s.length() && s.charAt(rest) != '#') {
            error("unexpected text after the value of '" + name + "'", range(l[0] + rest, s.length() - rest));
        }
        switch (name) {
            case Directive.ATTRIBUTE_MAP:
                if (!PatternSymbols.ATTRIBUTE_MAPS.containsKey(value)) {
                    error("unknown attribute_map '" + value + "' (expected one of "
                            + String.join(", ", PatternSymbols.ATTRIBUTE_MAPS.keySet()) + ")", valueRange);
                } else {
                    attributeMap = value;
                }
                break;
            case Directive.GOAL_ELEMENTS:
            case Directive.CALLBACK_DATA:
                if (!value.equals("none")) {
                    for (int c = 0; c < value.length(); c++) {
                        char ch = value.charAt(c);
                        if (ch != ',' && !PatternSymbols.DIAGRAM_SYMBOLS.containsKey(ch)) {
                            error("'" + ch + "' is not a diagram symbol (in " + name + ")", range(valueRange.offset + c, 1));
                        }
                    }
                }
                if (name.equals(Directive.GOAL_ELEMENTS)) goalElements = value;
                else callbackData = value;
                break;
            default:
                warning("unknown directive '" + name + "'", nameRange);
        }
    }

    // ---------------------------------------------------------------- patterns

    private static final int BEFORE_DIAGRAM = 0, IN_DIAGRAM = 1, AFTER_DIAGRAM = 2, AFTER_COLON = 3,
            IN_CDIAGRAM = 4, AFTER_CDIAGRAM = 5, IN_EXPRESSIONS = 6;

    private void pattern(int first, int end) {
        int[] head = lines.get(first);
        String s = content(first);
        int i = 7;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
        int j = i;
        while (j < s.length() && !Character.isWhitespace(s.charAt(j))) j++;
        String name = s.substring(i, j);
        SourceRange nameRange = range(head[0] + i, j - i);
        SourceRange headRange = lineRange(first);
        if (name.isEmpty()) error("pattern name missing after 'Pattern'", headRange);
        else if (!names.add(name)) warning("duplicate pattern name '" + name + "'", nameRange);

        List<SourceRange> comments = new ArrayList<>();
        List<Integer> mainRows = new ArrayList<>();
        List<Integer> cRows = new ArrayList<>();
        List<Integer> conLines = new ArrayList<>();
        List<Integer> actLines = new ArrayList<>();
        int colonLine = -1;
        int phase = BEFORE_DIAGRAM;
        for (int li = first + 1; li < end; li++) {
            String t = content(li);
            SourceRange lr = lineRange(li);
            if (isBlank(t) || t.charAt(0) == '#') {
                if (!isBlank(t)) comments.add(lr);
                if (phase == IN_DIAGRAM) phase = AFTER_DIAGRAM;
                else if (phase == IN_CDIAGRAM) phase = AFTER_CDIAGRAM;
                continue;
            }
            char c0 = t.charAt(0);
            if (c0 == ':') {
                if (colonLine >= 0) {
                    error("second ':' line in pattern " + name, lr);
                } else if (mainRows.isEmpty()) {
                    error("':' line before any diagram in pattern " + name, lr);
                    colonLine = li;
                    phase = AFTER_COLON;
                } else {
                    colonLine = li;
                    phase = AFTER_COLON;
                }
            } else if (c0 == ';' || c0 == '>') {
                if (colonLine < 0) {
                    error("'" + c0 + "' line before the ':' line in pattern " + name, lr);
                }
                (c0 == ';' ? conLines : actLines).add(li);
                phase = IN_EXPRESSIONS;
            } else if (Character.isWhitespace(c0)) {
                error("unexpected indented text in pattern " + name, lr);
            } else {
                switch (phase) {
                    case BEFORE_DIAGRAM:
                    case IN_DIAGRAM:
                        mainRows.add(li);
                        phase = IN_DIAGRAM;
                        break;
                    case AFTER_DIAGRAM:
                        error("diagram row after a blank line; expected the ':' line", lr);
                        break;
                    case AFTER_COLON:
                    case IN_CDIAGRAM:
                        cRows.add(li);
                        phase = IN_CDIAGRAM;
                        break;
                    case AFTER_CDIAGRAM:
                        error("diagram row after the constraint diagram", lr);
                        break;
                    default:
                        error("diagram row after constraint or action lines", lr);
                }
            }
        }
        Diagram diagram = null;
        if (mainRows.isEmpty()) {
            error("pattern " + name + " has no diagram", headRange);
        } else {
            diagram = diagram(mainRows, null);
        }
        ColonLine colon = null;
        if (colonLine < 0) {
            if (!mainRows.isEmpty()) error("pattern " + name + " has no ':' line", lineRange(mainRows.get(mainRows.size() - 1)));
        } else {
            colon = colon(colonLine);
        }
        Diagram cdiagram = null;
        if (!cRows.isEmpty()) cdiagram = diagram(cRows, diagram);
        ExpressionText constraint = conLines.isEmpty() ? null : joined(conLines);
        ExpressionText action = actLines.isEmpty() ? null : joined(actLines);
        int start = head[0];
        int stop = lines.get(end - 1)[2];
        Pattern p = new Pattern(range(start, stop - start), text.substring(start, stop), name, nameRange, comments,
                diagram, colon, cdiagram, constraint, action, attributeMap, goalElements, callbackData);
        if (colon != null) checkLabelValues(p);
        if (diagram != null && cdiagram != null) checkLabelledCells(diagram, cdiagram);
        items.add(p);
        owlbench.patterns.expr.ExpressionParser.check(p, map, diags, limits.expressionDepth());
    }

    private ExpressionText joined(List<Integer> lineIdx) {
        StringBuilder sb = new StringBuilder();
        int n = lineIdx.size();
        int[] js = new int[n], fs = new int[n], len = new int[n];
        List<SourceRange> lr = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int[] l = lines.get(lineIdx.get(k));
            if (k > 0) sb.append('\n');
            js[k] = sb.length();
            fs[k] = l[0] + 1;
            len[k] = l[1] - l[0] - 1;
            sb.append(text, l[0] + 1, l[1]);
            lr.add(lineRange(lineIdx.get(k)));
        }
        return new ExpressionText(sb.toString(), js, fs, len, lr);
    }

    // ---------------------------------------------------------------- diagrams

    private static boolean isEdgeRow(String r) {
        boolean dash = false;
        for (int i = 0; i < r.length(); i++) {
            char c = r.charAt(i);
            if (c == '-') dash = true;
            else if (c != '+') return false;
        }
        return dash;
    }

    /** Builds a diagram; main is null for the main diagram, else the diagram a constraint diagram labels. */
    private Diagram diagram(List<Integer> rowLines, Diagram main) {
        String what = main == null ? "diagram" : "constraint diagram";
        int n = rowLines.size();
        List<SourceRange> rows = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<SourceRange> comments = new ArrayList<>();
        for (int li : rowLines) {
            int[] l = lines.get(li);
            String s = content(li);
            int w = 0;
            while (w < s.length() && !Character.isWhitespace(s.charAt(w))) w++;
            rows.add(range(l[0], w));
            texts.add(s.substring(0, w));
            int c = w;
            while (c < s.length() && Character.isWhitespace(s.charAt(c))) c++;
            comments.add(c < s.length() ? range(l[0] + c, s.length() - c) : null);
        }
        if (main != null) checkEdgeLabels(rows, texts, main);
        boolean top = isEdgeRow(texts.get(0));
        boolean bottom = n > 1 && isEdgeRow(texts.get(n - 1));
        int firstInterior = top ? 1 : 0;
        int lastInterior = bottom ? n - 2 : n - 1;
        for (int r = 1; r < n - 1; r++) {
            if (isEdgeRow(texts.get(r))) error("an edge row ('-') must be the first or last row of the " + what, rows.get(r));
        }
        if (lastInterior < firstInterior) {
            error("the " + what + " has no rows inside the board edges", rows.get(0));
            return new Diagram(rows, texts, comments, top, bottom, false, false, 0, 0, new char[0], new int[0], new int[0], new int[0]);
        }
        String firstRow = texts.get(firstInterior);
        boolean left = firstRow.startsWith("|");
        boolean right = firstRow.length() > 1 && firstRow.endsWith("|");
        int width = firstRow.length() - (left ? 1 : 0) - (right ? 1 : 0);
        int height = lastInterior - firstInterior + 1;
        char[] cells = new char[Math.max(0, width) * height];
        int[] off = new int[cells.length], line = new int[cells.length], col = new int[cells.length];
        java.util.Arrays.fill(cells, '?');
        int stars = 0;
        for (int r = firstInterior; r <= lastInterior; r++) {
            String t = texts.get(r);
            SourceRange rr = rows.get(r);
            if (isEdgeRow(t)) continue; // a misplaced edge row was reported above
            boolean l = t.startsWith("|");
            boolean rt = t.length() > 1 && t.endsWith("|");
            if (l != left) {
                error(left ? "row lacks the left edge '|' the first row has" : "left edge '|' the first row does not have", rr);
            }
            if (rt != right) {
                error(right ? "row lacks the right edge '|' the first row has"
                        : "right edge '|' the first row does not have", range(rr.offset + t.length() - 1, 1));
            }
            int w = t.length() - (l ? 1 : 0) - (rt ? 1 : 0);
            if (w != width) {
                error("row has " + w + " columns, the first row of the " + what + " has " + width, rr);
            }
            int base = l ? 1 : 0;
            for (int c = 0; c < Math.min(w, width); c++) {
                int idx = (r - firstInterior) * width + c;
                char ch = t.charAt(base + c);
                cells[idx] = ch;
                off[idx] = rr.offset + base + c;
                line[idx] = rr.line;
                col[idx] = rr.column + base + c;
                SourceRange cr = range(off[idx], 1);
                if (ch == '|' || ch == '-' || ch == '+') {
                    error("'" + ch + "' (board edge) must be at the border of the " + what, cr);
                    continue;
                }
                if (main == null) {
                    if (!PatternSymbols.DIAGRAM_SYMBOLS.containsKey(ch)) {
                        error("unknown diagram symbol '" + ch + "'", cr);
                    } else if (ch == '*' && ++stars == 2) {
                        error("more than one '*' in the diagram", cr);
                    }
                } else if (main.width() == width && main.height() == height && r - firstInterior < main.height()) {
                    char m = main.cell(r - firstInterior, c);
                    if (ch != m) {
                        if (!Character.isLetter(ch)) {
                            // mkpat reads only the letters of a constraint diagram; GNU Go's files rely on that
                            warning("constraint diagram has '" + ch + "' where the diagram has '" + m
                                    + "' (ignored: only letters are labels)", cr);
                        } else if ("OoXxt".indexOf(ch) >= 0) {
                            error("'" + ch + "' cannot be a label (labels are letters except O o X x t)", cr);
                        }
                    }
                }
            }
        }
        int expectedEdgeLen = width + (left ? 1 : 0) + (right ? 1 : 0);
        if (top) checkEdgeRow(texts.get(0), rows.get(0), expectedEdgeLen, left, right, what);
        if (bottom) checkEdgeRow(texts.get(n - 1), rows.get(n - 1), expectedEdgeLen, left, right, what);
        if (main != null && (main.width() != width || main.height() != height || main.hasTopEdge() != top
                || main.hasBottomEdge() != bottom || main.hasLeftEdge() != left || main.hasRightEdge() != right)) {
            error("constraint diagram is " + width + "x" + height + edges(top, bottom, left, right)
                    + " but the diagram is " + main.width() + "x" + main.height()
                    + edges(main.hasTopEdge(), main.hasBottomEdge(), main.hasLeftEdge(), main.hasRightEdge()), rows.get(0));
        }
        return new Diagram(rows, texts, comments, top, bottom, left, right, width, height, cells, off, line, col);
    }

    /**
     * Labels mark points: a letter in the constraint diagram where the main diagram shows a board edge
     * ('|', '-', '+') is an error. Rows are compared as written, so this is found even when the
     * misplaced letter also breaks the shape checks.
     */
    private void checkEdgeLabels(List<SourceRange> rows, List<String> texts, Diagram main) {
        List<String> mainTexts = main.rowTexts();
        if (mainTexts.size() != texts.size()) return;
        for (int r = 0; r < texts.size(); r++) {
            String t = texts.get(r), m = mainTexts.get(r);
            for (int i = 0; i < Math.min(t.length(), m.length()); i++) {
                char e = m.charAt(i), ch = t.charAt(i);
                if ((e == '|' || e == '-' || e == '+') && ch != e && Character.isLetter(ch)) {
                    error("label '" + ch + "' on the board edge ('" + e + "' in the diagram): labels mark points only",
                            range(rows.get(r).offset + i, 1));
                }
            }
        }
    }

    /**
     * Checks of a constraint diagram of the right shape, cell by cell: one label should not mark points
     * of different kinds (an X stone and an empty point, say), since the constraint then means different
     * things at them.
     */
    private void checkLabelledCells(Diagram main, Diagram cd) {
        if (main.width() != cd.width() || main.height() != cd.height()) return;
        java.util.Map<Character, int[]> firstCell = new java.util.HashMap<>();
        for (int r = 0; r < cd.height(); r++) {
            for (int c = 0; c < cd.width(); c++) {
                char ch = cd.cell(r, c), m = main.cell(r, c);
                if (ch == m || !Character.isLetter(ch) || "OoXxt".indexOf(ch) >= 0) continue;
                SourceRange cr = cd.cellRange(r, c);
                if (m == '*') continue; // a letter may name the move too (GNU Go's joseki files do)
                int[] first = firstCell.putIfAbsent(ch, new int[] {r, c});
                if (first != null) {
                    char m0 = main.cell(first[0], first[1]);
                    if (kind(m0) != kind(m)) {
                        warning("label '" + ch + "' marks " + describe(m) + " here and " + describe(m0) + " at "
                                + cd.cellLine(first[0], first[1]) + ":" + cd.cellColumn(first[0], first[1]), cr);
                    }
                }
            }
        }
    }

    /** 0 empty, 1 O stone, 2 X stone, 3 anything else ('?', 'o', 'x'): kinds one label should not mix. */
    private static int kind(char m) {
        switch (m) {
            case '.': case ',': case '!': return 0;
            case 'O': case 'Q': return 1;
            case 'X': case 'Y': return 2;
            default: return 3;
        }
    }

    private static String describe(char m) {
        switch (kind(m)) {
            case 0: return "an empty point ('" + m + "')";
            case 1: return "an O stone ('" + m + "')";
            case 2: return "an X stone ('" + m + "')";
            default: return "a '" + m + "' point";
        }
    }

    private static String edges(boolean t, boolean b, boolean l, boolean r) {
        String s = (t ? " top" : "") + (b ? " bottom" : "") + (l ? " left" : "") + (r ? " right" : "");
        return s.isEmpty() ? "" : " with edges" + s;
    }

    private void checkEdgeRow(String t, SourceRange rr, int expected, boolean left, boolean right, String what) {
        if (t.length() != expected) {
            error("edge row has " + t.length() + " characters, the rows of the " + what + " have " + expected, rr);
            return;
        }
        for (int i = 0; i < t.length(); i++) {
            boolean corner = (i == 0 && left) || (i == t.length() - 1 && right);
            char want = corner ? '+' : '-';
            if (t.charAt(i) != want) {
                error(corner ? "expected corner '+' where the edge rows meet '|'" : "'+' (corner) must be where a '|' edge meets this row",
                        range(rr.offset + i, 1));
                return;
            }
        }
    }

    // ---------------------------------------------------------------- ':' line

    private ColonLine colon(int li) {
        int[] l = lines.get(li);
        String s = content(li);
        int base = l[0];
        SourceRange lr = lineRange(li);
        if (s.length() < 2 || Character.isWhitespace(s.charAt(1))) {
            error("':' line needs a symmetry (one of 8 | \\ / - + X O)", range(base, 1));
            return null;
        }
        char sym = s.charAt(1);
        SourceRange symRange = range(base + 1, 1);
        if (PatternSymbols.transformationCount(sym) == 0) {
            error("unknown symmetry '" + sym + "' (expected one of 8 | \\ / - + X O)", symRange);
        }
        // split the rest at top-level commas
        List<int[]> fields = new ArrayList<>();
        int pos = 2;
        if (pos < s.length() && s.charAt(pos) != ',') {
            error("expected ',' after the symmetry", range(base + pos, 1));
            return new ColonLine(lr, sym, symRange, "", null, List.of(), null, null);
        }
        if (pos < s.length()) {
            pos++;
            int depth = 0, start = pos;
            for (int i = pos; i <= s.length(); i++) {
                char c = i < s.length() ? s.charAt(i) : ',';
                if (c == '(') depth++;
                else if (c == ')') depth--;
                else if (i == s.length() || (c == ',' && depth <= 0)) {
                    fields.add(new int[] {start, i});
                    start = i + 1;
                    depth = 0;
                }
            }
        }
        String cls = "";
        SourceRange clsRange = null;
        if (!fields.isEmpty()) {
            int[] f = trim(s, fields.get(0));
            cls = s.substring(f[0], f[1]);
            clsRange = range(base + f[0], f[1] - f[0]);
            for (int i = f[0]; i < f[1]; i++) {
                char c = s.charAt(i);
                if (!PatternSymbols.CLASSES.containsKey(c)) {
                    warning("unknown classification letter '" + c + "' (ignored)", range(base + i, 1));
                }
            }
        }
        List<PatternValue> values = new ArrayList<>();
        String helper = null;
        SourceRange helperRange = null;
        List<String> allowed = PatternSymbols.ATTRIBUTE_MAPS.getOrDefault(attributeMap, List.of());
        for (int k = 1; k < fields.size(); k++) {
            int[] f = trim(s, fields.get(k));
            SourceRange fr = range(base + f[0], f[1] - f[0]);
            String ft = s.substring(f[0], f[1]);
            if (ft.isEmpty()) {
                error("empty field in ':' line", range(base + Math.max(0, fields.get(k)[0] - 1), 1));
                continue;
            }
            if (helper != null) {
                error("a value or helper after the helper '" + helper + "'", fr);
            }
            int open = ft.indexOf('(');
            if (open < 0) {
                if (!isIdentifier(ft)) {
                    error("expected a value like name(x) or a helper name, found '" + ft + "'", fr);
                } else {
                    helper = ft;
                    helperRange = fr;
                    if (!PatternSymbols.HELPERS.contains(ft)) warning("unknown helper function '" + ft + "'", fr);
                }
                continue;
            }
            String vname = ft.substring(0, open).trim();
            SourceRange nameRange = range(base + f[0], vname.length());
            if (!ft.endsWith(")")) {
                error("missing ')' in value '" + ft + "'", fr);
                continue;
            }
            String arg = ft.substring(open + 1, ft.length() - 1).trim();
            int argOff = ft.indexOf(arg, open + 1);
            SourceRange argRange = range(base + f[0] + Math.max(open + 1, argOff), arg.length());
            if (!isIdentifier(vname)) {
                error("bad value name '" + vname + "'", nameRange);
                continue;
            }
            if (!allowed.contains(vname)) {
                error("value '" + vname + "' is not allowed by attribute_map " + attributeMap
                        + (allowed.isEmpty() ? " (no values allowed)" : " (allowed: " + String.join(", ", allowed) + ")"), nameRange);
            }
            double num = Double.NaN;
            if (PatternSymbols.LABEL_VALUES.contains(vname)) {
                if (arg.length() != 1 || !Character.isLetter(arg.charAt(0)) && arg.charAt(0) != '*') {
                    error("value '" + vname + "' needs a label argument, found '" + arg + "'", argRange);
                }
            } else {
                try {
                    num = Double.parseDouble(arg);
                    if (arg.isEmpty() || !Character.isDigit(arg.charAt(arg.length() - 1))) throw new NumberFormatException();
                } catch (NumberFormatException e) {
                    error("value '" + vname + "' needs a number, found '" + arg + "'", argRange);
                    num = 0;
                }
            }
            values.add(new PatternValue(vname, arg, num, fr, nameRange, argRange));
        }
        return new ColonLine(lr, sym, symRange, cls, clsRange, values, helper, helperRange);
    }

    private void checkLabelValues(Pattern p) {
        for (PatternValue v : p.colon().values()) {
            if (v.isLabel() && v.argument.length() == 1 && !p.labels().containsKey(v.argument.charAt(0))) {
                error("label '" + v.argument + "' is not in the constraint diagram", v.argumentRange);
            }
        }
    }

    private static int[] trim(String s, int[] f) {
        int a = f[0], b = f[1];
        while (a < b && Character.isWhitespace(s.charAt(a))) a++;
        while (b > a && Character.isWhitespace(s.charAt(b - 1))) b--;
        return new int[] {a, b};
    }

    static boolean isIdentifier(String s) {
        if (s.isEmpty() || !(Character.isLetter(s.charAt(0)) || s.charAt(0) == '_')) return false;
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '_') return false;
        }
        return true;
    }

}
