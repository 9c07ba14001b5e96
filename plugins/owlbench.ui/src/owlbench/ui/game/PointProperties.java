package owlbench.ui.game;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.engine.PositionAnalysis;
import owlbench.ui.model.PointAnalysisText;

/**
 * What the Properties view shows for one point of the game editor's board: the vertex and its
 * colour, and for a stone its string (worm): origin, size, stones, liberties with their count, and
 * the status an engine gave (GNU Go's dragon_status), or "not available yet" when no engine answered.
 * Values are computed once from a copy of the position, so the selection stays valid while the game
 * moves on.
 */
public final class PointProperties implements IPropertySource {

    /** Property ids (also the labels' order in this class). */
    public static final String POINT = "point", COLOUR = "colour", ORIGIN = "origin", SIZE = "size",
            STONES = "stones", LIBERTIES = "liberties", LIBERTY_COUNT = "libertyCount", STATUS = "status",
            MOVE = "move", EYE_SPACE = "eyeSpace", HALF_EYE = "halfEye", INFLUENCE = "influence",
            TERRITORY_VALUE = "territoryValue", REGION = "region", UNCONDITIONAL = "unconditional";

    /** Appended to owlbench's own tactical status, so the user knows where it comes from. */
    public static final String OWN_SOURCE = "owlbench tactical reading";

    /** Shown while owlbench computes the point's eye space and influence. */
    public static final String COMPUTING = "computing...";

    /** Shown while no engine has given a status for this string. */
    public static final String NO_STATUS = "not available yet";

    private static final String STRING = "String (worm)";
    private static final String POINT_CATEGORY = "Point";
    private static final String ANALYSIS = "Eye space and influence (owlbench)";

    private final int point;
    private final int size;
    private final int colour;
    private final int moveNumber;
    private final String origin;
    private final int stones;
    private final String stoneList;
    private final int libertyCount;
    private final String libertyList;
    private final String status;
    private final PositionAnalysis.PointAnalysis analysis;
    /** Shown for the analysis' fields while there is none: computing, or why not. */
    private final String missing;

    /**
     * Describes {@code point} of {@code board}; {@code status} is the engine's status of its string
     * (null if none), {@code moveNumber} the move number shown at that point (0 if none).
     */
    public PointProperties(Board board, int point, int moveNumber, String status) {
        this(board, point, moveNumber, status, null, null);
    }

    /**
     * The same with owlbench's analysis of the point (its eye spaces, half eye, influence, region
     * and unconditional status; null while it is computed, or when it cannot be made: then
     * {@code whyNoAnalysis} says why).
     */
    public PointProperties(Board board, int point, int moveNumber, String status, PositionAnalysis.PointAnalysis analysis,
            String whyNoAnalysis) {
        this.analysis = analysis;
        this.missing = whyNoAnalysis == null ? COMPUTING : whyNoAnalysis;
        this.point = point;
        this.size = board.size();
        this.colour = board.color(point);
        this.moveNumber = moveNumber;
        if (colour == StoneColor.BLACK || colour == StoneColor.WHITE) {
            origin = Vertex.toString(board.origin(point), size);
            int[] buf = new int[board.boardArraySize()];
            stones = board.stringStones(point, buf);
            stoneList = vertices(buf, stones);
            libertyCount = board.countlib(point);
            int n = board.findlib(point, buf.length, buf);
            libertyList = vertices(buf, n);
            this.status = status == null || status.isBlank() ? NO_STATUS : status.trim();
        } else {
            origin = null;
            stones = 0;
            stoneList = null;
            libertyCount = 0;
            libertyList = null;
            this.status = null;
        }
    }

    private String vertices(int[] points, int n) {
        List<String> names = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            names.add(Vertex.toString(points[i], size));
        }
        names.sort(null);
        return String.join(" ", names);
    }

    /** The board point described. */
    public int point() {
        return point;
    }

    /** True if a stone stands on the point. */
    public boolean isStone() {
        return origin != null;
    }

    /** The status shown ("not available yet" without an engine answer), null for an empty point. */
    public String status() {
        return status;
    }

    /** A copy of these properties with the engine's status of the string. */
    public PointProperties withStatus(Board board, String engineStatus) {
        return new PointProperties(board, point, moveNumber, engineStatus, analysis, missing);
    }

    /** owlbench's analysis of the point, or null while it is computed. */
    public PositionAnalysis.PointAnalysis analysis() {
        return analysis;
    }

    @Override
    public Object getEditableValue() {
        return this;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> list = new ArrayList<>();
        list.add(descriptor(POINT, "Point", POINT_CATEGORY, "The vertex under the mouse or last clicked"));
        list.add(descriptor(COLOUR, "Colour", POINT_CATEGORY, "black, white or empty"));
        if (moveNumber > 0) {
            list.add(descriptor(MOVE, "Move number", POINT_CATEGORY, "The move that put this stone here"));
        }
        if (isStone()) {
            list.add(descriptor(ORIGIN, "Origin", STRING, "The string's origin (GNU Go's find_origin)"));
            list.add(descriptor(SIZE, "Size", STRING, "Stones in the string"));
            list.add(descriptor(STONES, "Stones", STRING, "The string's stones"));
            list.add(descriptor(LIBERTY_COUNT, "Liberty count", STRING, "Liberties of the string"));
            list.add(descriptor(LIBERTIES, "Liberties", STRING, "The string's liberties"));
            list.add(descriptor(STATUS, "Status", STRING, "The engine's status of the string (dragon_status)"));
        }
        list.add(descriptor(EYE_SPACE, "Eye space", ANALYSIS, "The eye spaces through the point: colour, size, eye value (owlbench.owl optics)"));
        list.add(descriptor(HALF_EYE, "Half eye", ANALYSIS, "Half or false eye by the topological rule"));
        list.add(descriptor(INFLUENCE, "Influence", ANALYSIS, "Each colour's initial influence at the point (owlbench.influence)"));
        list.add(descriptor(TERRITORY_VALUE, "Territory value", ANALYSIS, "Whose territory, how sure (0..1; 2 on a dead stone)"));
        list.add(descriptor(REGION, "Region", ANALYSIS, "Territory, moyo, area or neutral"));
        list.add(descriptor(UNCONDITIONAL, "Unconditional status", ANALYSIS, "Unconditional life and territory (doc/utils.texi)"));
        return list.toArray(new IPropertyDescriptor[0]);
    }

    private static IPropertyDescriptor descriptor(String id, String label, String category, String help) {
        PropertyDescriptor d = new PropertyDescriptor(id, label);
        d.setCategory(category);
        d.setDescription(help);
        return d;
    }

    @Override
    public Object getPropertyValue(Object id) {
        if (!(id instanceof String key)) {
            return null;
        }
        return switch (key) {
            case POINT -> Vertex.toString(point, size);
            case COLOUR -> StoneColor.name(colour);
            case MOVE -> moveNumber > 0 ? Integer.toString(moveNumber) : null;
            case ORIGIN -> origin;
            case SIZE -> isStone() ? Integer.toString(stones) : null;
            case STONES -> stoneList;
            case LIBERTY_COUNT -> isStone() ? Integer.toString(libertyCount) : null;
            case LIBERTIES -> libertyList;
            case STATUS -> status;
            case EYE_SPACE -> analysis == null ? missing : PointAnalysisText.eyeSpace(analysis, size);
            case HALF_EYE -> analysis == null ? missing : PointAnalysisText.halfEye(analysis);
            case INFLUENCE -> analysis == null ? missing : PointAnalysisText.influence(analysis);
            case TERRITORY_VALUE -> analysis == null ? missing : PointAnalysisText.territoryValue(analysis);
            case REGION -> analysis == null ? missing : analysis.region().toString();
            case UNCONDITIONAL -> analysis == null ? missing : PointAnalysisText.unconditional(analysis);
            default -> null;
        };
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
        // read-only
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        // read-only: the board is edited on the board
    }

    @Override
    public String toString() {
        String analysed = analysis == null ? "" : "; eye space: " + PointAnalysisText.eyeSpace(analysis, size) + "; region: "
                + analysis.region();
        if (!isStone()) {
            return Vertex.toString(point, size) + ": empty" + analysed;
        }
        return Vertex.toString(point, size) + ": " + StoneColor.name(colour) + " string at " + origin + ", " + stones
                + (stones == 1 ? " stone, " : " stones, ") + libertyCount
                + (libertyCount == 1 ? " liberty (" : " liberties (") + libertyList + "), status: " + status + analysed;
    }
}
