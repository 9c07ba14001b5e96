package owlbench.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.influence.Influence;
import owlbench.influence.InfluenceFunction;
import owlbench.influence.InfluenceRegion;
import owlbench.influence.ScoreEstimate;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;
import owlbench.owl.optics.UnconditionalLife;
import owlbench.owl.optics.WormDataFacts;
import owlbench.reading.Reader;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * What owlbench knows of one position, each part computed when first asked for and then kept: one
 * reader with its cache, the worms with their tactical reading, the dragons, the eye spaces of both
 * colours, unconditional life, the initial influence for the colour to move and the score estimate.
 * Every part is built on the same reader and worms, as the GTP engine's position cache shares them.
 * <p>
 * The analysis works on its own copy of the position (the reader plays its trial moves there), so
 * the caller's board may change freely. Its methods are synchronized: several jobs may ask one
 * analysis at once, and one reads while the others wait for the parts it computes. The parts
 * returned are immutable and may be read on any thread.
 */
public final class PositionAnalysis {

    /** The score estimate with its bounds (critical worms given to one side and then the other), as GNU Go's estimate_score. */
    public record Score(ScoreEstimate estimate, ScoreEstimate upper, ScoreEstimate lower) {
        /** "W+3.5 (upper bound: 7.0, lower: 0.0)", as the GTP estimate_score answers. */
        public String text() {
            return estimate.result() + " (upper bound: " + String.format(Locale.ROOT, "%.1f", upper.score()) + ", lower: "
                    + String.format(Locale.ROOT, "%.1f", lower.score()) + ")";
        }
    }

    /** One colour's eye space through a point: its origin, size, marginal size, whether the point is marginal, and its value (null if unknown). */
    public record EyeSpaceAt(int color, int origin, int size, int marginalSize, boolean marginal, EyeValue value) {
    }

    /**
     * What the analysis says about one point: the eye spaces through it (none, one colour's or
     * both), its half-eye type ({@link EyeSpaces#PROPER}, HALF_EYE, FALSE_EYE) and topological
     * value, each colour's influence, the territory value (GNU Go's sign: positive is white's,
     * negative black's), the influence region and the unconditional status
     * ({@link UnconditionalLife#statusName}).
     */
    public record PointAnalysis(int point, List<EyeSpaceAt> eyeSpaces, int halfEyeType, float topologicalValue,
            double blackInfluence, double whiteInfluence, double territoryValue, InfluenceRegion region,
            int unconditionalStatus) {
    }

    private final Board board;
    private final int toMove;
    private final double komi;
    private final AnalysisDatabases databases;
    private Reader reader;
    private Worms worms;
    private TacticalFacts tacticalFacts;
    private Dragons dragons;
    private EyeSpaces eyes;
    private int[] unconditional;
    private Influence influence;
    private Score score;
    private java.util.Map<Integer, owlbench.owl.OwlStatus> owlStatuses;
    private DragonEvaluation evaluation;

    /**
     * An analysis of {@code position} (copied; it must not be inside trial moves) with
     * {@code toMove} to play and {@code komi}, reading its databases from {@code databases}.
     */
    public PositionAnalysis(Board position, int toMove, double komi, AnalysisDatabases databases) {
        if (position.stackp() != 0) throw new IllegalArgumentException("a position inside trial moves cannot be analysed (popgo first)");
        if (toMove != StoneColor.BLACK && toMove != StoneColor.WHITE) {
            throw new IllegalArgumentException("the colour to move must be black or white, not " + toMove);
        }
        this.board = position.copy();
        this.toMove = toMove;
        this.komi = komi;
        this.databases = databases;
    }

    public int boardSize() {
        return board.size();
    }

    /** The colour to move (black or white). */
    public int toMove() {
        return toMove;
    }

    public double komi() {
        return komi;
    }

    /** A copy of the analysed position. */
    public synchronized Board board() {
        return board.copy();
    }

    /** The databases this analysis reads. */
    public AnalysisDatabases databases() {
        return databases;
    }

    /** The reader of this position (its one transposition cache); use it only while holding this analysis' lock. */
    private Reader reader() {
        if (reader == null) reader = new Reader(board);
        return reader;
    }

    /** The worms with their tactical reading. */
    public synchronized Worms worms() {
        if (worms == null) worms = Worms.compute(reader());
        return worms;
    }

    private TacticalFacts tacticalFacts() {
        if (tacticalFacts == null) tacticalFacts = new TacticalFacts(reader(), worms());
        return tacticalFacts;
    }

    /** The dragons (needs a connection database), with their genus where an eye-shape database is found. */
    public synchronized Dragons dragons() throws AnalysisException {
        if (dragons == null) dragons = Dragons.compute(reader(), worms(), databases.connections(), databases.eyeShapes());
        return dragons;
    }

    /**
     * The dragon fields beyond the dragons (neighbours, moyo, escape route, surround status, crude
     * status, weakness, safety, status, the thrashing dragon and its owl threat), from each
     * dragon's owl status ({@link #owlStatuses()}) and influence with the databases' patterns.
     */
    public synchronized DragonEvaluation dragonEvaluation() throws AnalysisException {
        if (evaluation == null) {
            java.util.Map<Integer, owlbench.owl.OwlStatus> owl = owlStatuses();
            owlbench.owl.OwlReader threats = new owlbench.owl.OwlReader(reader(), tacticalFacts(), databases.owl(),
                    new owlbench.owl.OwlParams());
            DragonEvaluation.Inputs in = new DragonEvaluation.Inputs(board, dragons(), toMove, databases.influence(),
                    new TacticalInfluenceFacts(tacticalFacts()), unconditionalStatuses());
            evaluation = DragonEvaluation.compute(in, d -> owl.get(d.origin), threats);
        }
        return evaluation;
    }

    /**
     * Each dragon's owl status (by the dragon's origin), read once with owlbench's owl reader and
     * the databases' owl patterns: alive, critical (with the attack and defence moves), dead, or
     * unknown when a search ran out of its node budget.
     */
    public synchronized java.util.Map<Integer, owlbench.owl.OwlStatus> owlStatuses() throws AnalysisException {
        if (owlStatuses == null) {
            owlbench.owl.OwlReader owl = new owlbench.owl.OwlReader(reader(), tacticalFacts(), databases.owl(),
                    new owlbench.owl.OwlParams());
            java.util.Map<Integer, owlbench.owl.OwlStatus> m = new java.util.LinkedHashMap<>();
            for (Dragon d : dragons().dragons()) {
                m.put(d.origin, owlbench.owl.OwlStatus.of(owl, d.stones()));
            }
            owlStatuses = java.util.Collections.unmodifiableMap(m);
        }
        return owlStatuses;
    }

    /**
     * The eye spaces of both colours, on the position's worm data. Without eyes.db the spaces, half
     * and false eyes are there but every value is unknown ({@link #eyeValuesKnown()} is false).
     */
    public synchronized EyeSpaces eyeSpaces() {
        if (eyes == null) eyes = new EyeSpaces(board, new WormDataFacts(worms(), reader()), databases.eyeShapes());
        return eyes;
    }

    /** True if eye spaces are valued from an eye-shape database. */
    public boolean eyeValuesKnown() {
        return databases.eyeShapes() != null;
    }

    /** Unconditional status per board point ({@link UnconditionalLife#statuses}); a copy. */
    public synchronized int[] unconditionalStatuses() {
        if (unconditional == null) unconditional = UnconditionalLife.statuses(board);
        return unconditional.clone();
    }

    /**
     * The initial influence for the colour to move: the lively stones radiate (tactically dead worms
     * do not, nor the critical worms of the colour not to move, doc/influence.texi).
     */
    public synchronized Influence influence() throws AnalysisException {
        if (influence == null) {
            TacticalInfluenceFacts facts = new TacticalInfluenceFacts(tacticalFacts());
            influence = databases.influence().compute(board, facts.deadStones(StoneColor.other(toMove)), toMove, facts);
        }
        return influence;
    }

    /**
     * The score estimate from influence: the middle of an upper and a lower bound, which give the
     * critical worms to one side and then to the other (GNU Go's estimate_score), with komi and
     * the prisoners taken.
     */
    public synchronized Score score() throws AnalysisException {
        if (score == null) {
            TacticalInfluenceFacts facts = new TacticalInfluenceFacts(tacticalFacts());
            InfluenceFunction f = databases.influence();
            ScoreEstimate upper = ScoreEstimate.of(f.compute(board, facts.deadStones(StoneColor.BLACK), toMove, facts), board, komi);
            ScoreEstimate lower = ScoreEstimate.of(f.compute(board, facts.deadStones(StoneColor.WHITE), toMove, facts), board, komi);
            score = new Score(ScoreEstimate.midpoint(upper, lower), upper, lower);
        }
        return score;
    }

    /** The eye spaces, half eye, influence, region and unconditional status of one on-board point. */
    public synchronized PointAnalysis point(int p) throws AnalysisException {
        if (!board.isOnBoard(p)) throw new IllegalArgumentException("point " + p + " is not on the " + board.size() + "x" + board.size() + " board");
        EyeSpaces e = eyeSpaces();
        List<EyeSpaceAt> spaces = new ArrayList<>(2);
        for (int c : new int[] { StoneColor.BLACK, StoneColor.WHITE }) {
            if (e.isEyeSpace(c, p)) {
                spaces.add(new EyeSpaceAt(c, e.origin(c, p), e.size(c, p), e.marginalSize(c, p), e.isMarginal(c, p),
                        eyeValuesKnown() ? e.value(c, p) : null));
            }
        }
        Influence inf = influence();
        return new PointAnalysis(p, List.copyOf(spaces), e.halfEyeType(p), e.topologicalValue(p),
                inf.influence(StoneColor.BLACK)[p], inf.influence(StoneColor.WHITE)[p], inf.territoryValue()[p],
                InfluenceRegion.at(inf, p), unconditionalStatuses()[p]);
    }
}
