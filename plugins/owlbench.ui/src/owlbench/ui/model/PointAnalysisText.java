package owlbench.ui.model;

import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.engine.PositionAnalysis;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;
import owlbench.owl.optics.UnconditionalLife;

/** Words for what the engine's {@link PositionAnalysis.PointAnalysis} says about one point (Point Properties, the Analysis view). */
public final class PointAnalysisText {

    private PointAnalysisText() {
    }

    /** "black: 3 points (1 marginal), origin C1, value 1122: 1-2 eyes, vital point B1" per colour, "none" if the point is in no eye space. */
    public static String eyeSpace(PositionAnalysis.PointAnalysis a, int size) {
        if (a.eyeSpaces().isEmpty()) return "none";
        StringBuilder sb = new StringBuilder();
        for (PositionAnalysis.EyeSpaceAt e : a.eyeSpaces()) {
            if (sb.length() > 0) sb.append("; ");
            sb.append(StoneColor.name(e.color()).toLowerCase(Locale.ROOT)).append(": ").append(e.size())
                    .append(e.size() == 1 ? " point" : " points");
            if (e.marginalSize() > 0) sb.append(" (").append(e.marginalSize()).append(" marginal)");
            sb.append(", origin ").append(Vertex.toString(e.origin(), size));
            if (e.marginal()) sb.append(", this point marginal");
            sb.append(", ").append(value(e.value(), size));
        }
        return sb.toString();
    }

    /** "value 1122: 1-2 eyes, attack B1, defence B1", or "value unknown (no eyes.db)". */
    public static String value(EyeValue v, int size) {
        if (v == null) return "value unknown (no eye-shape database)";
        String eyes = v.minEyes() == v.maxEyes() ? Integer.toString(v.minEyes()) : v.minEyes() + "-" + v.maxEyes();
        StringBuilder sb = new StringBuilder("value ").append(v.digits()).append(": ").append(eyes)
                .append(v.maxEyes() == 1 ? " eye" : " eyes");
        if (v.attackPoint() != Board.PASS) sb.append(", attack ").append(Vertex.toString(v.attackPoint(), size));
        if (v.defensePoint() != Board.PASS) sb.append(", defence ").append(Vertex.toString(v.defensePoint(), size));
        return sb.toString();
    }

    /** "half eye (topological value 1.50)", "false eye (2.00)", "proper (0.00)" or "not evaluated". */
    public static String halfEye(PositionAnalysis.PointAnalysis a) {
        if (a.topologicalValue() == EyeSpaces.NOT_EVALUATED) return "not evaluated";
        String kind = switch (a.halfEyeType()) {
            case EyeSpaces.HALF_EYE -> "half eye";
            case EyeSpaces.FALSE_EYE -> "false eye";
            default -> "proper";
        };
        return kind + String.format(Locale.ROOT, " (topological value %.2f)", a.topologicalValue());
    }

    /** "black 12.31, white 0.40". */
    public static String influence(PositionAnalysis.PointAnalysis a) {
        return String.format(Locale.ROOT, "black %.2f, white %.2f", a.blackInfluence(), a.whiteInfluence());
    }

    /** "0.85 for black" (GNU Go prints -0.85: white positive), "0.00". */
    public static String territoryValue(PositionAnalysis.PointAnalysis a) {
        double t = a.territoryValue();
        if (Math.abs(t) < 0.005) return "0.00"; // what rounds to nothing belongs to nobody
        return String.format(Locale.ROOT, "%.2f for %s", Math.abs(t), t < 0 ? "black" : "white");
    }

    /** GNU Go's word for the unconditional status. */
    public static String unconditional(PositionAnalysis.PointAnalysis a) {
        return UnconditionalLife.statusName(a.unconditionalStatus());
    }

    /** All of it, one line per field (the Analysis view's point answer). */
    public static String all(PositionAnalysis.PointAnalysis a, int size) {
        return "point: " + Vertex.toString(a.point(), size) + "\neye space: " + eyeSpace(a, size) + "\nhalf eye: " + halfEye(a)
                + "\ninfluence: " + influence(a) + "\nterritory value: " + territoryValue(a) + "\nregion: " + a.region()
                + "\nunconditional status: " + unconditional(a);
    }
}
