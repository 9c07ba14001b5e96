package owlbench.patterns.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import owlbench.board.Board;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;

/**
 * The simple matcher, kept as the oracle for faster ones: for every transformation the pattern's
 * symmetry needs and every board point as the anchor, check every cell (it must be on the board and
 * match the board) and every board edge the diagram shows (the line beyond it must be off the board).
 */
public final class BruteForceMatcher {
    private BruteForceMatcher() {
    }

    /** All matches of the patterns for O = color. Patterns without a usable diagram are skipped. */
    public static List<Match> matchAll(Board b, int color, List<Pattern> patterns) {
        List<Match> out = new ArrayList<>();
        for (Pattern p : patterns) out.addAll(match(b, color, p));
        return out;
    }

    /** All matches of one pattern for O = color. */
    public static List<Match> match(Board b, int color, Pattern p) {
        List<Match> out = new ArrayList<>();
        Diagram d = p.diagram();
        if (d == null || p.colon() == null || d.width() == 0 || d.height() == 0) return out;
        int[] anchor = PatternGeometry.anchor(d);
        int n = b.size();
        for (int t : Transformation.forSymmetry(p.colon().symmetry())) {
            for (int ar = 0; ar < n; ar++) {
                for (int ac = 0; ac < n; ac++) {
                    if (matchesAt(b, color, d, anchor, t, ar, ac)) {
                        out.add(build(b, p, d, anchor, t, ar, ac));
                    }
                }
            }
        }
        return out;
    }

    private static boolean onBoard(int n, int r, int c) {
        return r >= 0 && c >= 0 && r < n && c < n;
    }

    static boolean matchesAt(Board b, int color, Diagram d, int[] anchor, int t, int ar, int ac) {
        int n = b.size();
        for (int r = 0; r < d.height(); r++) {
            for (int c = 0; c < d.width(); c++) {
                int dr = r - anchor[0], dc = c - anchor[1];
                int br = ar + Transformation.row(t, dr, dc);
                int bc = ac + Transformation.col(t, dr, dc);
                if (!onBoard(n, br, bc)) return false;
                if (!PatternGeometry.accepts(d.cell(r, c), b.color(b.point(bc, br)), color)) return false;
            }
        }
        // each edge: the line just beyond the diagram on that side must be off the board
        if (d.hasTopEdge() && onBoardAt(n, anchor, t, ar, ac, -1, 0)) return false;
        if (d.hasBottomEdge() && onBoardAt(n, anchor, t, ar, ac, d.height(), 0)) return false;
        if (d.hasLeftEdge() && onBoardAt(n, anchor, t, ar, ac, 0, -1)) return false;
        if (d.hasRightEdge() && onBoardAt(n, anchor, t, ar, ac, 0, d.width())) return false;
        return true;
    }

    private static boolean onBoardAt(int n, int[] anchor, int t, int ar, int ac, int r, int c) {
        int dr = r - anchor[0], dc = c - anchor[1];
        return onBoard(n, ar + Transformation.row(t, dr, dc), ac + Transformation.col(t, dr, dc));
    }

    static Match build(Board b, Pattern p, Diagram d, int[] anchor, int t, int ar, int ac) {
        Map<Character, int[]> labels = new LinkedHashMap<>();
        for (Map.Entry<Character, List<int[]>> e : p.labels().entrySet()) {
            List<int[]> cells = e.getValue();
            int[] pts = new int[cells.size()];
            for (int i = 0; i < pts.length; i++) pts[i] = point(b, anchor, t, ar, ac, cells.get(i)[0], cells.get(i)[1]);
            labels.put(e.getKey(), pts);
        }
        int[] star = d.find('*');
        int move = star == null ? Board.PASS : point(b, anchor, t, ar, ac, star[0], star[1]);
        return new Match(p, t, b.point(ac, ar), move, labels);
    }

    private static int point(Board b, int[] anchor, int t, int ar, int ac, int r, int c) {
        int dr = r - anchor[0], dc = c - anchor[1];
        return b.point(ac + Transformation.col(t, dr, dc), ar + Transformation.row(t, dr, dc));
    }
}
