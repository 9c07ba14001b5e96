package owlbench.ui.patterns;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import owlbench.board.Board;
import owlbench.patterns.expr.EvalResult;
import owlbench.ui.model.BoardOverlay;

/**
 * The marks the Live Matches board draws for a list of matches: each move point filled green (the
 * constraint holds), amber (unknown) or red (false), the best result winning where matches share a
 * point, with a circle (a triangle for the selected match's move); for the selected match (or every
 * match when {@code allLabels}) its anchor as a square (when it is not the move) and its constraint
 * labels as letters. Also answers which patterns match at a point.
 */
public final class LiveMatchOverlay {
    public static final int TRUE_RGB = 0x3CB043;
    public static final int UNKNOWN_RGB = 0xE0A800;
    public static final int FALSE_RGB = 0xD03C3C;

    private LiveMatchOverlay() {
    }

    /** The overlay for the rows on a board of this size; selected may be null. */
    public static BoardOverlay build(int size, List<LiveMatches.Row> rows, LiveMatches.Row selected, boolean allLabels) {
        BoardOverlay o = new BoardOverlay(size);
        Board g = o.geometry();
        int[] best = new int[g.boardArraySize()]; // 0 none, 1 false, 2 unknown, 3 true
        for (LiveMatches.Row r : rows) {
            if (r.movePoint == Board.PASS || !g.isOnBoard(r.movePoint)) continue;
            best[r.movePoint] = Math.max(best[r.movePoint], rank(r.truth));
        }
        for (int p : g.onBoardPoints()) {
            if (best[p] == 0) continue;
            o.setColor(p, best[p] == 3 ? TRUE_RGB : best[p] == 2 ? UNKNOWN_RGB : FALSE_RGB);
            o.setMark(p, BoardOverlay.CIRCLE);
        }
        for (LiveMatches.Row r : rows) {
            if (allLabels || r == selected) marks(o, r);
        }
        if (selected != null && !allLabels) marks(o, selected);
        if (selected != null && g.isOnBoard(selected.movePoint)) o.setMark(selected.movePoint, BoardOverlay.TRIANGLE);
        return o;
    }

    private static void marks(BoardOverlay o, LiveMatches.Row r) {
        if (o.geometry().isOnBoard(r.anchorPoint) && r.anchorPoint != r.movePoint) o.setMark(r.anchorPoint, BoardOverlay.SQUARE);
        for (Map.Entry<Character, int[]> e : r.labelPoints.entrySet()) {
            if (e.getKey() == '*') continue;
            for (int p : e.getValue()) {
                if (o.geometry().isOnBoard(p)) o.setLabel(p, String.valueOf(e.getKey()));
            }
        }
    }

    private static int rank(EvalResult.Truth t) {
        return t == EvalResult.Truth.TRUE ? 3 : t == EvalResult.Truth.UNKNOWN ? 2 : 1;
    }

    /** The patterns matching at a point: those whose move is there, and those that only cover it. */
    public static final class AtPoint {
        /** Names (each once, in row order) of patterns whose move point is the point. */
        public final List<String> move;
        /** Names of patterns whose diagram covers the point without their move being there. */
        public final List<String> covering;

        AtPoint(List<String> move, List<String> covering) {
            this.move = move;
            this.covering = covering;
        }
    }

    /** Which rows match at the point (see {@link AtPoint}). */
    public static AtPoint at(List<LiveMatches.Row> rows, int point) {
        Set<String> move = new LinkedHashSet<>();
        Set<String> cover = new LinkedHashSet<>();
        for (LiveMatches.Row r : rows) {
            if (r.movePoint == point) move.add(r.pattern);
        }
        for (LiveMatches.Row r : rows) {
            if (r.movePoint != point && r.covers(point) && !move.contains(r.pattern)) cover.add(r.pattern);
        }
        return new AtPoint(new ArrayList<>(move), new ArrayList<>(cover));
    }

    /** The rows whose move is at the point, in order. */
    public static List<LiveMatches.Row> movesAt(List<LiveMatches.Row> rows, int point) {
        List<LiveMatches.Row> out = new ArrayList<>();
        for (LiveMatches.Row r : rows) if (r.movePoint == point) out.add(r);
        return out;
    }
}
