package owlbench.ui.model;

import java.util.LinkedHashMap;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.engine.AnalysisDatabases;
import owlbench.engine.PositionAnalysis;
import owlbench.sgf.SgfNode;

/**
 * One game editor's analyses by position: the engine's {@link PositionAnalysis} of a position is
 * made once and shared by every analysis that asks (the Analysis view's overlays, the score
 * estimate, Point Properties), so the worms are read once per position. A position is its stones,
 * ko point, prisoners, colour to move and komi: an edit that changes any of them gives a new
 * analysis, and going back to a position seen a moment ago finds its analysis again (the last
 * {@value #KEPT} are kept; each holds a reader with its transposition table of a few MB).
 */
public final class PositionAnalyses {
    /** How many positions' analyses are kept. */
    public static final int KEPT = 4;

    /**
     * The pattern databases of the workbench's own analyses, read once per workbench when first
     * needed and shared by every editor (they are immutable once read).
     */
    public static final AnalysisDatabases DATABASES = AnalysisDatabases.standard();

    private record Key(int size, long hash, int ko, int blackPrisoners, int whitePrisoners, int toMove, double komi) {
    }

    private final AnalysisDatabases databases;
    private final Map<Key, PositionAnalysis> recent = new LinkedHashMap<>(8, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, PositionAnalysis> eldest) {
            return size() > KEPT;
        }
    };

    public PositionAnalyses(AnalysisDatabases databases) {
        this.databases = databases;
    }

    /** The analysis of {@code position} with {@code komi}: the one made before for the same position, or a new one (cheap: parts are computed when asked). */
    public synchronized PositionAnalysis of(NodePosition position, double komi) {
        Board b = position.board();
        Key k = new Key(b.size(), b.hash(), b.koPoint(), b.captures(StoneColor.BLACK), b.captures(StoneColor.WHITE), position.toMove(), komi);
        return recent.computeIfAbsent(k, key -> new PositionAnalysis(b, position.toMove(), komi, databases));
    }

    /** The komi of a game (its root's KM), 0 where it has none or it is not a number (the status line shows what was used). */
    public static double komiOf(SgfNode root) {
        String km = root.get("KM");
        if (km == null || km.isBlank()) return 0;
        try {
            double k = Double.parseDouble(km.trim());
            return Double.isFinite(k) ? k : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
