package owlbench.ui.patterns;

import owlbench.board.Vertex;

/**
 * The text of the Live Matches details pane: the patterns at a clicked point (move point or covering
 * it), then everything about the selected match: transformation with its symmetry's name, anchor,
 * move, label points, constraint result and failing part, class checks, action and move value.
 */
public final class LiveMatchDetails {
    /** The 8 transformations a..h as doc/patterns.texi names them. */
    private static final String[] SYMMETRY = {"identity", "flip top-bottom", "flip left-right", "rotate 180",
        "transpose", "quarter turn", "quarter turn back", "anti-transpose"};

    private LiveMatchDetails() {
    }

    /**
     * The pane's text; listing (null for none) belongs to {@code point}; anyRows says whether there
     * are matches to choose from (for the hint shown when nothing is selected).
     */
    public static String text(LiveMatches.Row selected, LiveMatchOverlay.AtPoint listing, int point, int size, boolean anyRows) {
        StringBuilder sb = new StringBuilder();
        if (listing != null) {
            sb.append("At ").append(Vertex.toString(point, size)).append(":\n");
            sb.append("  move point of: ").append(listing.move.isEmpty() ? "none" : String.join(", ", listing.move)).append('\n');
            sb.append("  covering it: ").append(listing.covering.isEmpty() ? "none" : String.join(", ", listing.covering)).append('\n');
            sb.append('\n');
        }
        LiveMatches.Row r = selected;
        if (r != null) {
            int t = r.transformation - 'a';
            sb.append("Pattern ").append(r.pattern).append(", transformation ").append(r.transformation)
                    .append(" (").append(t >= 0 && t < SYMMETRY.length ? SYMMETRY[t] : "?").append("), anchor ")
                    .append(r.anchor).append(", move ").append(r.move).append('\n');
            sb.append("Labels: ").append(r.labels.isEmpty() ? "none" : r.labels).append('\n');
            sb.append("Constraint: ").append(r.result);
            if (r.failing != null) sb.append(", failing part: ").append(r.failing);
            sb.append('\n');
            if (!r.classChecks.isEmpty()) sb.append("Class checks (not made here): ").append(r.classChecks).append('\n');
            sb.append("Action: ").append(r.action.isEmpty() ? "none" : r.action).append('\n');
            sb.append("Value:\n").append(r.valueDetails);
        }
        if (sb.length() == 0 && anyRows) sb.append("Select a match, or click a point of the board.");
        return sb.toString();
    }
}
