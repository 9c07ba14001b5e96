package owlbench.ui.patterns;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.patterns.MatchPrinter;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.match.BruteForceMatcher;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.patterns.match.Transformation;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;

/**
 * The matches of one pattern on a position, each with its transformation, anchor, move, label points
 * and constraint result (true, false or unknown-needs-NAME), as the live-matching view lists them.
 * Plain computation, no UI: the view runs it in a background job on a copy of the board.
 */
public final class LiveMatches {
    private LiveMatches() {
    }

    /** One match as shown in a row of the view. */
    public static final class Row {
        public final String pattern;
        public final char transformation;
        public final String anchor;
        public final String move;
        /** "A=E5 b=F4", in label order. */
        public final String labels;
        public final String result;
        public final EvalResult.Truth truth;
        /** The action text ('>' lines), or "" when the pattern has none. */
        public final String action;
        public final int movePoint;

        Row(String pattern, char transformation, String anchor, String move, String labels, String result,
                EvalResult.Truth truth, String action, int movePoint) {
            this.pattern = pattern;
            this.transformation = transformation;
            this.anchor = anchor;
            this.move = move;
            this.labels = labels;
            this.result = result;
            this.truth = truth;
            this.action = action;
            this.movePoint = movePoint;
        }

        @Override
        public String toString() {
            return pattern + " " + transformation + " " + move + " " + result;
        }
    }

    /** Rows for every match of the pattern with O = color (the board is only read). */
    public static List<Row> compute(DbFile db, Pattern p, Board board, int color) {
        List<Row> out = new ArrayList<>();
        if (p == null || p.diagram() == null || p.colon() == null) return out;
        Constraints constraints = new Constraints(db);
        int size = board.size();
        for (Match m : BruteForceMatcher.match(board, color, p)) {
            EvalResult r = constraints.check(m, board, color, null);
            StringBuilder labels = new StringBuilder();
            for (java.util.Map.Entry<Character, int[]> e : m.labels().entrySet()) {
                for (int point : e.getValue()) {
                    if (labels.length() > 0) labels.append(' ');
                    labels.append(e.getKey()).append('=').append(Vertex.toString(point, size));
                }
            }
            out.add(new Row(p.name(), Transformation.name(m.transformation), Vertex.toString(m.anchor, size),
                    Vertex.toString(m.move, size), labels.toString(), MatchPrinter.result(r), r.truth,
                    p.action() == null ? "" : p.action().text().trim(), m.move));
        }
        return out;
    }
}
