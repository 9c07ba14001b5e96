package owlbench.reading;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * A {@link NodeDetail} in words, one line per part (why the move was tried, the eyes, the lunches,
 * why the line ended), as the reading-tree viewer's details and the SGF trace's comments show it.
 */
public final class NodeDetailText {
    private NodeDetailText() {
    }

    /** "tried for: pattern OA4 (owl_attackpats.db line 45), value 55", or the reader's rule; "" at the start position. */
    public static String proposer(NodeDetail d) {
        NodeDetail.Proposer p = d.proposer();
        if (p == null) {
            return "";
        }
        if (p.pattern() != null) {
            return "tried for: pattern " + p.pattern().name() + " (" + fileName(p.pattern().file()) + " line "
                    + p.pattern().line() + "), value " + p.value();
        }
        return "tried for: " + p.text() + ", value " + p.value();
    }

    /** "eyes 1-2: A1 3 points, 1-2 eyes (0122), vital B1; ..." or why there are none. */
    public static String eyes(NodeDetail d, int size) {
        if (!d.eyesEvaluated()) {
            return "eyes: not evaluated here (the line ended before)";
        }
        StringBuilder sb = new StringBuilder("eyes ").append(d.minEyes() == d.maxEyes() ? Integer.toString(d.minEyes())
                : d.minEyes() + "-" + d.maxEyes());
        if (d.eyeSpaces().isEmpty()) {
            return sb.append(": no eye space touches the dragon").toString();
        }
        sb.append(':');
        String sep = " ";
        for (NodeDetail.EyeSpace e : d.eyeSpaces()) {
            sb.append(sep).append(v(e.origin(), size)).append(' ').append(e.points().length)
                    .append(e.points().length == 1 ? " point" : " points");
            if (e.marginal().length > 0) {
                sb.append(" (").append(e.marginal().length).append(" marginal)");
            }
            sb.append(", ").append(e.eyesLabel()).append(e.minEyes() == 1 && e.maxEyes() == 1 ? " eye" : " eyes")
                    .append(e.value().isEmpty() ? " (shape not in the eye database)" : " (" + e.value() + ")");
            if (e.vitalPoints().length > 0) {
                sb.append(", vital ").append(points(e.vitalPoints(), size));
            }
            if (e.halfEyes().length > 0) {
                sb.append(", half eye ").append(points(e.halfEyes(), size));
            }
            sep = "; ";
        }
        return sb.toString();
    }

    /** "lunches: D4 (2 stones) captured at E4, saved at F4" / "lunches: none" / not looked for. */
    public static String lunches(NodeDetail d, int size) {
        if (d.lunches() == null) {
            return "lunches: not looked for here";
        }
        if (d.lunches().isEmpty()) {
            return "lunches: none";
        }
        StringBuilder sb = new StringBuilder("lunches:");
        String sep = " ";
        for (NodeDetail.Lunch l : d.lunches()) {
            sb.append(sep).append(v(l.stones()[0], size)).append(" (").append(l.stones().length)
                    .append(l.stones().length == 1 ? " stone)" : " stones)").append(" captured at ")
                    .append(v(l.attackPoint(), size));
            if (l.attackCode() != ReadCodes.WIN) {
                sb.append(" (").append(ReadCodes.name(l.attackCode())).append(')');
            }
            sb.append(l.defensePoint() == NodeDetail.Lunch.NOT_READ ? ", saving move not read"
                    : l.defensePoint() == Board.PASS ? ", cannot be saved" : ", saved at " + v(l.defensePoint(), size));
            sep = "; ";
        }
        return sb.toString();
    }

    /** "line ended: two eyes (two eyes: A1: 3 points ...)" or "moves below decided: attack works ...". */
    public static String end(NodeDetail d) {
        String words = d.end().words();
        if (d.end() == NodeDetail.End.READ_ON) {
            return words + (d.endText().isEmpty() ? "" : ": " + d.endText());
        }
        if (d.endText().isEmpty() || d.endText().equals(words)) {
            return "line ended: " + words;
        }
        return "line ended: " + words + " (" + d.endText() + ")";
    }

    /** Every part, one per line (the proposer left out at the start position). */
    public static List<String> lines(NodeDetail d, int size) {
        List<String> out = new ArrayList<>();
        String p = proposer(d);
        if (!p.isEmpty()) {
            out.add(p);
        }
        if (d.goal().length > 0) {
            out.add("dragon: " + d.goal().length + (d.goal().length == 1 ? " stone" : " stones") + ", "
                    + v(d.goal()[0], size) + (d.goal().length > 1 ? " ..." : ""));
        }
        out.add(eyes(d, size));
        out.add(lunches(d, size));
        out.add(end(d));
        return out;
    }

    private static String points(int[] ps, int size) {
        StringBuilder sb = new StringBuilder();
        for (int p : ps) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(v(p, size));
        }
        return sb.toString();
    }

    /** The last part of a path ("owl_attackpats.db"), whichever separator it uses. */
    static String fileName(String file) {
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
        return slash >= 0 ? file.substring(slash + 1) : file;
    }

    private static String v(int p, int size) {
        return Vertex.toString(p, size);
    }
}
