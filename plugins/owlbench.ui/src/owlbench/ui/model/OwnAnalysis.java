package owlbench.ui.model;

import java.util.Arrays;
import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.engine.AnalysisException;
import owlbench.engine.Dragon;
import owlbench.engine.PositionAnalysis;
import owlbench.tactics.Worm;
import owlbench.tactics.WormStatusText;

/**
 * owlbench's own analyses, as the Analysis view lists them: each calls the engine's Java API on the
 * position's {@link PositionAnalysis} (never GTP text) and turns the answer into an overlay with a
 * legend, or into text. Those that need a point get it from a click on the board, as GoGui asks.
 */
public enum OwnAnalysis {
    WORM_STATUS("Worm status", false),
    DRAGONS("Dragons", false),
    OWL_STATUS("Dragons by owl status", false),
    EYE_SPACES_BLACK("Eye spaces (black)", false),
    EYE_SPACES_WHITE("Eye spaces (white)", false),
    HALF_EYES("Half and false eyes", false),
    UNCONDITIONAL("Unconditional life", false),
    INFLUENCE_BLACK("Influence of black (heat map)", false),
    INFLUENCE_WHITE("Influence of white (heat map)", false),
    TERRITORY_VALUE("Territory value (black squares: black's)", false),
    REGIONS("Territory, moyo and area", false),
    SCORE("Score estimate", false),
    STRING("String: status, attack and defence", true),
    DRAGON("Dragon of a stone", true),
    POINT("Eye space and influence of a point", true),
    LIBERTIES("Liberties of a string", true);

    private final String label;
    private final boolean needsPoint;

    OwnAnalysis(String label, boolean needsPoint) {
        this.label = label;
        this.needsPoint = needsPoint;
    }

    public String label() {
        return label;
    }

    /** True if the analysis asks about one point, which the user gives by a click on the board. */
    public boolean needsPoint() {
        return needsPoint;
    }

    /** True if its answer is drawn on the board (else it is text only). */
    public boolean drawsOnBoard() {
        return this != SCORE && this != STRING && this != POINT;
    }

    /**
     * Runs the analysis on {@code a} ({@code point} for those that need one, else ignored); the
     * parts it needs are computed by the analysis once and kept. Call in a Job: reading takes time.
     */
    public OwnResult run(PositionAnalysis a, int point) throws AnalysisException {
        Board b = a.board();
        int size = b.size();
        if (needsPoint && !b.isOnBoard(point)) {
            throw new IllegalArgumentException(label + " needs a point on the board");
        }
        return switch (this) {
            case WORM_STATUS -> WormStatusOverlay.of(b, a.worms());
            case DRAGONS -> DragonOverlay.of(a.dragons());
            case OWL_STATUS -> OwlStatusOverlay.of(b, a.dragons(), a.owlStatuses());
            case EYE_SPACES_BLACK -> EyeSpaceOverlay.of(b, a.eyeSpaces(), StoneColor.BLACK, whyNoValues(a));
            case EYE_SPACES_WHITE -> EyeSpaceOverlay.of(b, a.eyeSpaces(), StoneColor.WHITE, whyNoValues(a));
            case HALF_EYES -> EyeSpaceOverlay.halfAndFalse(b, a.eyeSpaces());
            case UNCONDITIONAL -> UnconditionalOverlay.of(b, a.unconditionalStatuses());
            case INFLUENCE_BLACK -> InfluenceOverlay.heatMap(b, a.influence(), StoneColor.BLACK);
            case INFLUENCE_WHITE -> InfluenceOverlay.heatMap(b, a.influence(), StoneColor.WHITE);
            case TERRITORY_VALUE -> InfluenceOverlay.territoryValue(b, a.influence());
            case REGIONS -> InfluenceOverlay.regions(b, a.influence());
            case SCORE -> OwnResult.text(a.score().text() + " (owlbench's estimate from influence; komi "
                    + String.format(Locale.ROOT, "%.1f", a.komi()) + ")");
            case STRING -> OwnResult.text(stone(b, point) ? string(a.worms().worm(point), size) : Vertex.toString(point, size) + ": empty");
            case DRAGON -> dragon(a, b, point);
            case POINT -> OwnResult.text(PointAnalysisText.all(a.point(point), size));
            case LIBERTIES -> liberties(b, point);
        };
    }

    private static String whyNoValues(PositionAnalysis a) {
        return a.eyeValuesKnown() ? null : a.databases().whyNoEyeShapes();
    }

    private static boolean stone(Board b, int p) {
        return b.color(p) != StoneColor.EMPTY;
    }

    private static String string(Worm w, int size) {
        return Vertex.toString(w.origin, size) + ": " + StoneColor.name(w.color).toLowerCase(Locale.ROOT) + " string of " + w.size
                + (w.size == 1 ? " stone, " : " stones, ") + w.liberties + (w.liberties == 1 ? " liberty" : " liberties") + "\n"
                + WormStatusText.describe(w, size) + "\nlunch: " + (w.lunch == Board.PASS ? "none" : Vertex.toString(w.lunch, size))
                + ", cutting stone: " + w.cutstone + ", genus: " + w.genus;
    }

    private static OwnResult dragon(PositionAnalysis a, Board b, int p) throws AnalysisException {
        if (!stone(b, p)) return OwnResult.text(Vertex.toString(p, b.size()) + ": empty");
        Dragon d = a.dragons().dragon(p);
        BoardOverlay o = new BoardOverlay(b.size());
        for (int s : d.stones()) o.setMark(s, BoardOverlay.POINT);
        StringBuilder worms = new StringBuilder();
        for (int w : d.worms()) worms.append(worms.length() == 0 ? "" : " ").append(Vertex.toString(w, b.size()));
        o.setText(StoneColor.name(d.color).toLowerCase(Locale.ROOT) + " dragon at " + Vertex.toString(d.origin, b.size()) + ": "
                + d.size + " stones in " + d.wormCount() + (d.wormCount() == 1 ? " string (" : " strings (") + worms
                + String.format(Locale.ROOT, "), effective size %.2f, status %s", d.effectiveSize, d.status()));
        return new OwnResult(o, o.text(), Legend.builder().add(Legend.Swatch.POINT, 0xff0000, "a stone of the dragon").build());
    }

    private static OwnResult liberties(Board b, int p) {
        if (!stone(b, p)) return OwnResult.text(Vertex.toString(p, b.size()) + ": empty");
        int[] libs = new int[b.boardArraySize()];
        int n = b.findlib(p, libs.length, libs);
        BoardOverlay o = new BoardOverlay(b.size());
        String[] names = new String[n];
        for (int i = 0; i < n; i++) {
            o.setMark(libs[i], BoardOverlay.POINT);
            names[i] = Vertex.toString(libs[i], b.size());
        }
        Arrays.sort(names);
        o.setText(n + (n == 1 ? " liberty: " : " liberties: ") + String.join(" ", names));
        return new OwnResult(o, o.text(), Legend.builder().add(Legend.Swatch.POINT, 0xff0000, "a liberty of the string").build());
    }
}
