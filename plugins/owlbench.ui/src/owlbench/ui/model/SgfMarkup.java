package owlbench.ui.model;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.StoneColor;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfNode;

/**
 * The SGF markup of a node (LB, TR, SQ, CR, MA, AR, LN, SL, TB, TW, and DD, which SGF makes
 * inherited: it holds from the node that sets it until a node sets it again, DD[] clearing it) as a
 * board overlay. Bad values are skipped: markup is decoration.
 */
public final class SgfMarkup {

    /** The fill of selected points (SL): a turquoise, distinct from the status colours of the analyses and the blue of the editor's marks. */
    public static final int SELECTED_COLOR = 0x00CED1;

    private SgfMarkup() {
    }

    /** The node's markup, or null if it has none. */
    public static BoardOverlay of(SgfNode node, int size) {
        SgfNode dimming = node;
        while (dimming != null && !dimming.has("DD")) {
            dimming = dimming.parent();
        }
        if (!node.has("LB") && !node.has("TR") && !node.has("SQ") && !node.has("CR") && !node.has("MA")
                && !node.has("AR") && !node.has("LN") && !node.has("SL") && !node.has("TB") && !node.has("TW")
                && dimming == null) {
            return null;
        }
        BoardOverlay o = new BoardOverlay(size);
        for (String v : node.getAll("LB")) {
            int colon = v.indexOf(':');
            if (colon > 0) {
                try {
                    o.setLabel(SgfCoords.toPoint(v.substring(0, colon), o.geometry()), v.substring(colon + 1));
                } catch (IllegalArgumentException e) {
                    // skip a bad label
                }
            }
        }
        mark(o, node, "TR", BoardOverlay.TRIANGLE);
        mark(o, node, "SQ", BoardOverlay.SQUARE);
        mark(o, node, "CR", BoardOverlay.CIRCLE);
        mark(o, node, "MA", BoardOverlay.CROSS);
        lines(o, node, "AR", true);
        lines(o, node, "LN", false);
        for (int p : points(o, node, "SL")) {
            o.setColor(p, SELECTED_COLOR);
        }
        for (int p : points(o, node, "TB")) {
            o.setTerritory(p, StoneColor.BLACK);
        }
        for (int p : points(o, node, "TW")) {
            o.setTerritory(p, StoneColor.WHITE);
        }
        if (dimming != null) {
            for (int p : points(o, dimming, "DD")) {
                o.setDimmed(p, true);
            }
        }
        return o;
    }

    /** The points of a point-list property (compressed "aa:cc" expanded); bad values and "" (an empty list) give none. */
    private static List<Integer> points(BoardOverlay o, SgfNode node, String id) {
        List<Integer> out = new ArrayList<>();
        for (String v : node.getAll(id)) {
            if (v.isBlank()) {
                continue;
            }
            try {
                for (int p : SgfCoords.expandList(v, o.geometry())) {
                    out.add(p);
                }
            } catch (IllegalArgumentException e) {
                // skip a bad point
            }
        }
        return out;
    }

    /** AR[aa:bb] and LN[aa:bb]: composed point pairs (not rectangles, unlike point lists). */
    private static void lines(BoardOverlay o, SgfNode node, String id, boolean arrow) {
        for (String v : node.getAll(id)) {
            int colon = v.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            try {
                int from = SgfCoords.toPoint(v.substring(0, colon), o.geometry());
                int to = SgfCoords.toPoint(v.substring(colon + 1), o.geometry());
                if (from != to) {
                    o.addLine(from, to, arrow);
                }
            } catch (IllegalArgumentException e) {
                // skip a bad pair
            }
        }
    }

    private static void mark(BoardOverlay o, SgfNode node, String id, byte mark) {
        for (String v : node.getAll(id)) {
            try {
                for (int p : SgfCoords.expandList(v, o.geometry())) {
                    o.setMark(p, mark);
                }
            } catch (IllegalArgumentException e) {
                // skip a bad point
            }
        }
    }
}
