package owlbench.ui.reading;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.NodeDetail;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.model.EyeSpaceOverlay;
import owlbench.ui.model.Legend;

/**
 * What an owl node's detail draws on the reading-tree viewer's board, as GoGui draws eye spaces:
 * the goal's eye spaces the owl code counted, shaded in the goal's colour (marginal points
 * lighter), each labelled with the eyes owl counted for it ("1-2" where whoever moves first
 * decides), the vital points of such spaces crossed, half eyes with a triangle and the lunches'
 * stones circled; with the legend of what is drawn.
 */
final class OwlNodeOverlay {
    private OwlNodeOverlay() {
    }

    /** The overlay of d on b (the position at the node), and its legend (only what is drawn). */
    static Drawn of(Board b, NodeDetail d) {
        BoardOverlay o = new BoardOverlay(b.size());
        boolean anySpace = false, anyInner = false, anyMarginal = false, anyVital = false, anyHalf = false, anyLunch = false;
        int color = StoneColor.EMPTY;
        for (NodeDetail.EyeSpace e : d.eyeSpaces()) {
            anySpace = true;
            color = e.color();
            boolean black = e.color() == StoneColor.BLACK;
            for (int p : e.points()) {
                o.setColor(p, black ? EyeSpaceOverlay.BLACK_INNER : EyeSpaceOverlay.WHITE_INNER);
            }
            anyInner |= e.points().length > e.marginal().length;
            for (int p : e.marginal()) {
                anyMarginal = true;
                o.setColor(p, black ? EyeSpaceOverlay.BLACK_MARGINAL : EyeSpaceOverlay.WHITE_MARGINAL);
            }
            for (int p : e.vitalPoints()) {
                anyVital = true;
                o.setMark(p, BoardOverlay.CROSS);
            }
            for (int p : e.halfEyes()) {
                if (o.mark(p) == BoardOverlay.NONE && b.color(p) == StoneColor.EMPTY) {
                    anyHalf = true;
                    o.setMark(p, BoardOverlay.TRIANGLE);
                }
            }
            o.setLabel(labelPoint(b, e, o), e.eyesLabel());
        }
        if (d.lunches() != null) {
            for (NodeDetail.Lunch l : d.lunches()) {
                for (int s : l.stones()) {
                    if (b.isOnBoard(s) && b.color(s) != StoneColor.EMPTY) {
                        anyLunch = true;
                        o.setMark(s, BoardOverlay.CIRCLE);
                    }
                }
            }
        }
        Legend.Builder legend = Legend.builder();
        if (anySpace) {
            String name = color == StoneColor.BLACK ? "black" : "white";
            if (anyInner) {
                legend.add(Legend.Swatch.FILL, color == StoneColor.BLACK ? EyeSpaceOverlay.BLACK_INNER : EyeSpaceOverlay.WHITE_INNER,
                        "the dragon's eye space (" + name + "), as owl counted it here");
            }
            if (anyMarginal) {
                legend.add(Legend.Swatch.FILL, color == StoneColor.BLACK ? EyeSpaceOverlay.BLACK_MARGINAL
                        : EyeSpaceOverlay.WHITE_MARGINAL, "marginal point of the dragon's eye space (the attacker reaches it too)");
            }
            legend.label("1-2", "eyes owl counted for the space (1-2: whoever moves first decides)");
        }
        if (anyVital) {
            legend.add(Legend.Swatch.CROSS, 0x000000, "vital point: where the first move decides the space");
        }
        if (anyHalf) {
            legend.add(Legend.Swatch.TRIANGLE, 0x000000, "half eye");
        }
        if (anyLunch) {
            legend.add(Legend.Swatch.CIRCLE, 0x000000, "lunch: stones the dragon can capture for eyes");
        }
        return new Drawn(o, legend.build());
    }

    /**
     * Where a space's label goes: an empty point of it that carries no mark (its origin first), so
     * the label neither hides a cross or triangle nor sits on a stone's move number.
     */
    private static int labelPoint(Board b, NodeDetail.EyeSpace e, BoardOverlay o) {
        if (b.color(e.origin()) == StoneColor.EMPTY && o.mark(e.origin()) == BoardOverlay.NONE) {
            return e.origin();
        }
        for (int p : e.points()) {
            if (b.color(p) == StoneColor.EMPTY && o.mark(p) == BoardOverlay.NONE && o.label(p) == null) {
                return p;
            }
        }
        return e.origin();
    }

    /** An overlay and its legend. */
    record Drawn(BoardOverlay overlay, Legend legend) {
    }
}
