package owlbench.influence;

import java.util.Collections;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The result of one influence computation (GNU Go's influence_data): per board point the influence
 * of each colour, the sources' strengths and attenuations, the permeabilities, the non-territory
 * marks, the territory value (-1 black .. +1 white, +-2 on a dead stone: territory plus prisoner)
 * and the territory / moyo / area regions (a stone, dead or alive, has its stone code there, as GNU
 * Go prints them). Arrays are indexed by board point
 * ({@link Board#boardArraySize()}), colour arrays by {@link StoneColor#WHITE} and {@link StoneColor#BLACK}.
 * Immutable once built (the getters return the arrays themselves for speed: do not change them).
 */
public final class Influence {
    /** Region codes as GNU Go's influence_regions prints them. */
    public static final int WHITE_STONE = 4, WHITE_TERRITORY = 3, WHITE_MOYO = 2, WHITE_AREA = 1, NEUTRAL = 0,
            BLACK_AREA = -1, BLACK_MOYO = -2, BLACK_TERRITORY = -3, BLACK_STONE = -4;

    final int size;
    final int colorToMove;
    final double[][] influence = new double[3][];
    final double[][] strength = new double[3][];
    final double[][] attenuation = new double[3][];
    final double[][] permeability = new double[3][];
    final int[] nonTerritory;
    final double[] territoryValue;
    final int[] regions;
    final int[] points;
    Map<String, Integer> unknownFacts = Map.of();
    int patternsApplied;

    Influence(Board b, int colorToMove) {
        size = b.size();
        this.colorToMove = colorToMove;
        int n = b.boardArraySize();
        for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) {
            influence[c] = new double[n];
            strength[c] = new double[n];
            attenuation[c] = new double[n];
            permeability[c] = new double[n];
        }
        nonTerritory = new int[n];
        territoryValue = new double[n];
        regions = new int[n];
        points = b.onBoardPoints();
    }

    public int boardSize() {
        return size;
    }

    /** The colour assumed to move next (barrier patterns are matched for it). */
    public int colorToMove() {
        return colorToMove;
    }

    /** Influence of colour c at each point. */
    public double[] influence(int c) {
        return influence[c];
    }

    /** Strength of c's influence sources at each point (stones and pattern sources). */
    public double[] strength(int c) {
        return strength[c];
    }

    /** Attenuation of c's source at each point, 0 where c has none. */
    public double[] attenuation(int c) {
        return attenuation[c];
    }

    /** Permeability for c's influence at each point (0 stops it, 1 lets it through). */
    public double[] permeability(int c) {
        return permeability[c];
    }

    /** Per point: bit WHITE if white cannot get territory there (a t pattern said so), bit BLACK likewise. */
    public int[] nonTerritory() {
        return nonTerritory;
    }

    /** Territory value per point: positive white, negative black (see the class comment). */
    public double[] territoryValue() {
        return territoryValue;
    }

    /** Region code per point ({@link #WHITE_STONE} .. {@link #BLACK_STONE}). */
    public int[] regions() {
        return regions;
    }

    /** The on-board points, row-major from the top. */
    public int[] points() {
        return points.clone();
    }

    /** Territory per GNU Go's whose_territory: the colour whose territory p is, or EMPTY. */
    public int whoseTerritory(int p) {
        return regions[p] == WHITE_TERRITORY ? StoneColor.WHITE : regions[p] == BLACK_TERRITORY ? StoneColor.BLACK : StoneColor.EMPTY;
    }

    /** Moyo (territory included) per GNU Go's whose_moyo. */
    public int whoseMoyo(int p) {
        int r = regions[p];
        return r == WHITE_TERRITORY || r == WHITE_MOYO ? StoneColor.WHITE
                : r == BLACK_TERRITORY || r == BLACK_MOYO ? StoneColor.BLACK : StoneColor.EMPTY;
    }

    /** Area (moyo and territory included) per GNU Go's whose_area. */
    public int whoseArea(int p) {
        int r = regions[p];
        return r >= WHITE_AREA && r <= WHITE_TERRITORY ? StoneColor.WHITE
                : r <= BLACK_AREA && r >= BLACK_TERRITORY ? StoneColor.BLACK : StoneColor.EMPTY;
    }

    /** Sum of the territory values: white's expected territory (and prisoners on the board) minus black's. */
    public double territoryBalance() {
        double s = 0;
        for (int p : points) s += territoryValue[p];
        return s;
    }

    /** Facts that pattern constraints needed and nobody supplied (name -> count); such patterns were not applied. */
    public Map<String, Integer> unknownFacts() {
        return Collections.unmodifiableMap(unknownFacts);
    }

    /** Number of pattern matches that changed something (barriers, sources, non-territory). */
    public int patternsApplied() {
        return patternsApplied;
    }
}
