package owlbench.ui.model;

import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfNode;

/** The SGF markup of a node (LB, TR, SQ, CR, MA, AR, LN) as a board overlay. Bad values are skipped: markup is decoration. */
public final class SgfMarkup {

    private SgfMarkup() {
    }

    /** The node's markup, or null if it has none. */
    public static BoardOverlay of(SgfNode node, int size) {
        if (!node.has("LB") && !node.has("TR") && !node.has("SQ") && !node.has("CR") && !node.has("MA")
                && !node.has("AR") && !node.has("LN")) {
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
        return o;
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
