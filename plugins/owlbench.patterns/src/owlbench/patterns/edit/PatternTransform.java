package owlbench.patterns.edit;

import java.util.ArrayList;
import java.util.List;

import owlbench.patterns.match.Transformation;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.SourceRange;
import owlbench.patterns.parser.TextEdit;

/**
 * Rotates or mirrors one pattern of a .db file (what GNU Go's transpat tool was for): both diagrams,
 * board edges included, are turned by one of the 8 board symmetries a..h of {@link Transformation},
 * the symmetry letter of the ':' line is turned with them, and everything else (name, comments,
 * classification, values, constraint and action lines) is kept byte for byte. The result is one
 * {@link TextEdit} over the pattern's text, so an editor can apply it as one undoable change.
 */
public final class PatternTransform {
    /** The symmetry letters and the transformations (a..h) each one's pattern is invariant under. */
    private static final String SYMMETRIES = "8|-\\/O+X";
    private static final int[][] GROUPS = {
        {0}, {0, 2}, {0, 1}, {0, 4}, {0, 7}, {0, 3}, {0, 1, 2, 3}, {0, 3, 4, 7},
    };

    private PatternTransform() {
    }

    /** The transformation that undoes t (f and g undo each other; the others undo themselves). */
    public static int inverse(int t) {
        for (int u = 0; u < 8; u++) if (compose(u, t) == 0) return u;
        throw new IllegalStateException("no inverse of " + t);
    }

    /** The transformation "first b, then a". */
    public static int compose(int a, int b) {
        // images of the unit offsets under b, then under a
        int r1 = Transformation.row(b, 1, 0), c1 = Transformation.col(b, 1, 0);
        int r2 = Transformation.row(b, 0, 1), c2 = Transformation.col(b, 0, 1);
        int ar1 = Transformation.row(a, r1, c1), ac1 = Transformation.col(a, r1, c1);
        int ar2 = Transformation.row(a, r2, c2), ac2 = Transformation.col(a, r2, c2);
        for (int t = 0; t < 8; t++) {
            if (Transformation.row(t, 1, 0) == ar1 && Transformation.col(t, 1, 0) == ac1
                    && Transformation.row(t, 0, 1) == ar2 && Transformation.col(t, 0, 1) == ac2) return t;
        }
        throw new IllegalStateException("not a board symmetry");
    }

    /** True if t exchanges rows and columns (transpose and quarter turns: e, f, g, h). */
    public static boolean swapsAxes(int t) {
        return Transformation.row(t, 1, 0) == 0;
    }

    /**
     * The symmetry letter of a pattern turned by t: a pattern invariant under s is, once turned,
     * invariant under t s t^-1. Unknown letters are returned unchanged.
     */
    public static char symmetry(char sym, int t) {
        int k = SYMMETRIES.indexOf(sym);
        if (k < 0) return sym;
        int inv = inverse(t);
        boolean[] want = new boolean[8];
        for (int g : GROUPS[k]) want[compose(t, compose(g, inv))] = true;
        for (int j = 0; j < GROUPS.length; j++) {
            boolean[] have = new boolean[8];
            for (int g : GROUPS[j]) have[g] = true;
            if (java.util.Arrays.equals(have, want)) return SYMMETRIES.charAt(j);
        }
        throw new IllegalStateException("symmetry '" + sym + "' turned by " + Transformation.name(t));
    }

    /**
     * Turns diagram rows as written (edge rows and '|' columns included; all rows the same length) by t:
     * the cell a pattern offset (r, c) lands on is the one {@link Transformation} maps it to, and '|'
     * and '-' trade places when rows and columns do.
     */
    public static List<String> rows(List<String> rows, int t) {
        int h = rows.size();
        int w = h == 0 ? 0 : rows.get(0).length();
        for (String r : rows) {
            if (r.length() != w) throw new IllegalArgumentException("diagram rows differ in length");
        }
        int minR = Integer.MAX_VALUE, minC = Integer.MAX_VALUE, maxR = Integer.MIN_VALUE, maxC = Integer.MIN_VALUE;
        for (int[] corner : new int[][] {{0, 0}, {0, w - 1}, {h - 1, 0}, {h - 1, w - 1}}) {
            int y = Transformation.row(t, corner[0], corner[1]);
            int x = Transformation.col(t, corner[0], corner[1]);
            minR = Math.min(minR, y);
            maxR = Math.max(maxR, y);
            minC = Math.min(minC, x);
            maxC = Math.max(maxC, x);
        }
        if (h == 0 || w == 0) return new ArrayList<>(rows);
        char[][] out = new char[maxR - minR + 1][maxC - minC + 1];
        boolean swap = swapsAxes(t);
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                char ch = rows.get(r).charAt(c);
                if (swap && ch == '|') ch = '-';
                else if (swap && ch == '-') ch = '|';
                out[Transformation.row(t, r, c) - minR][Transformation.col(t, r, c) - minC] = ch;
            }
        }
        List<String> result = new ArrayList<>(out.length);
        for (char[] row : out) result.add(new String(row));
        return result;
    }

    /**
     * The edit turning pattern p (as parsed from {@code fileText}) by transformation t (0..7 = a..h).
     * Refuses, with the pattern's line, patterns whose diagrams are not rectangular or that lack a diagram.
     */
    public static TextEdit edit(String fileText, Pattern p, int t) {
        if (t < 0 || t >= 8) throw new IllegalArgumentException("transformation must be 0..7, got " + t);
        SourceRange pr = p.range();
        if (p.diagram() == null) throw problem(p, p.nameRange() != null ? p.nameRange() : pr, "has no diagram");
        String text = fileText.substring(pr.offset, pr.end());
        String eol = text.contains("\r\n") ? "\r\n" : "\n";
        List<TextEdit> edits = new ArrayList<>();
        edits.add(diagramEdit(fileText, p, p.diagram(), t, eol, "diagram"));
        if (p.constraintDiagram() != null) {
            edits.add(diagramEdit(fileText, p, p.constraintDiagram(), t, eol, "constraint diagram"));
        }
        if (p.colon() != null && p.colon().symmetryRange() != null) {
            char now = p.colon().symmetry();
            char turned = symmetry(now, t);
            if (turned != now) edits.add(TextEdit.replace(p.colon().symmetryRange(), String.valueOf(turned)));
        }
        // one edit over the pattern: rebuild its text with the pieces above
        List<TextEdit> local = new ArrayList<>();
        for (TextEdit e : edits) local.add(new TextEdit(e.offset - pr.offset, e.length, e.replacement));
        String turned = TextEdit.applyToText(text, local.toArray(new TextEdit[0]));
        return new TextEdit(pr.offset, pr.length, turned);
    }

    /** The pattern's text turned by t (the edit applied to the pattern alone). */
    public static String turnedText(String fileText, Pattern p, int t) {
        return edit(fileText, p, t).replacement;
    }

    private static TextEdit diagramEdit(String fileText, Pattern p, Diagram d, int t, String eol, String what) {
        List<SourceRange> rows = d.rows();
        List<String> texts = d.rowTexts();
        int w = texts.get(0).length();
        for (int i = 0; i < texts.size(); i++) {
            if (texts.get(i).length() != w) {
                throw problem(p, rows.get(i), what + " row " + (i + 1) + " has " + texts.get(i).length()
                        + " characters, the first row has " + w + ": fix the diagram before turning it");
            }
        }
        List<String> turned = rows(texts, t);
        // side comments keep their row index; comments of rows that no longer exist join the last row
        List<String> comments = new ArrayList<>();
        List<String> gaps = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            SourceRange c = d.rowComments().get(i);
            if (c == null) {
                comments.add(null);
                gaps.add(null);
            } else {
                SourceRange r = rows.get(i);
                comments.add(fileText.substring(c.offset, c.end()));
                gaps.add(fileText.substring(r.end(), c.offset));
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < turned.size(); i++) {
            if (i > 0) sb.append(eol);
            sb.append(turned.get(i));
            StringBuilder comment = new StringBuilder();
            String gap = null;
            for (int j = i; j < comments.size() && (j == i || i == turned.size() - 1); j++) {
                if (comments.get(j) == null) continue;
                if (gap == null) gap = gaps.get(j);
                if (comment.length() > 0) comment.append(' ');
                comment.append(comments.get(j));
            }
            if (gap != null) sb.append(gap).append(comment);
        }
        int start = rows.get(0).offset;
        int end = lineContentEnd(fileText, rows.get(rows.size() - 1).offset);
        return new TextEdit(start, end - start, sb.toString());
    }

    private static int lineContentEnd(String text, int offset) {
        int i = offset;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
        return i;
    }

    private static IllegalArgumentException problem(Pattern p, SourceRange r, String what) {
        return new IllegalArgumentException(r.line + ":" + r.column + ": pattern " + p.name() + ": " + what);
    }
}
