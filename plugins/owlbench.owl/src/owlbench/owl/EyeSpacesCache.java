package owlbench.owl;

import java.util.LinkedHashMap;
import java.util.Map;

import owlbench.board.Board;
import owlbench.owl.optics.BoardTables;
import owlbench.owl.optics.EyeGraphMemo;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;

/**
 * The eye spaces of the positions an owl reader meets, by Zobrist hash (stones and ko point: the
 * topological rule looks at the ko). The eye
 * analysis of a whole board is the costliest part of an owl node and the same position comes back
 * in attack and defence searches and across calls. Bounded, least recently used first out. Only
 * the colours asked for are analysed (EyeSpaces.ofColor): half of the work at most owl nodes.
 */
final class EyeSpacesCache {
    static final int CAPACITY = 4096;

    private final QuickWormFacts facts;
    private final EyeShapeDatabase db;
    /**
     * Largest eye space the database does not know that is read as a local game
     * (OwlParams.unknownSpacesByLocalGame): at 14 points owl.tst 20's space reads 1222, no nearer
     * gnugo's, and each read costs more.
     */
    static final int LOCAL_GAME_SPACE = 10;
    /** The eye-shape database's answers for the eye graphs of positions met before. */
    private final EyeGraphMemo graphs;
    private final Map<Long, EyeSpaces> map = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, EyeSpaces> e) {
            return size() > CAPACITY;
        }
    };

    /** The tables of the board's size (its points, lines, offsets), made once for every position analysed. */
    private BoardTables tables;
    /** Whether the domains reach first-line points through contested pairs (OwlParams.edgeBehindContestedPairs). */
    private final boolean edgeBehindContested;
    /** Whether spaces are valued with their open points marginal (OwlParams.openPointsMarginal). */
    private final boolean openMargins;
    /** Whether first-line spaces are valued with their open first-line points marginal (OwlParams.edgeOpenMargins). */
    private final boolean edgeMargins;
    /** Whether first-line spaces are valued with their first-line points beside the opponent's area marginal (OwlParams.edgeMarginsBesideOpponentArea). */
    private final boolean edgeMarginsOpponentArea;
    /** Whether a goal's spaces are summed as a sum of local games (OwlParams.eyeSumBySwings; OwlEyes.sumBySwings). */
    final boolean sumBySwings;
    /** Whether an unknown space is valued without its marginal tails (OwlParams.unknownSpaceTailsDropped; OwlEyes). */
    final boolean tailsDropped;

    EyeSpacesCache(Board b, EyeShapeDatabase db) {
        this(b, db, false, false);
    }

    EyeSpacesCache(Board b, EyeShapeDatabase db, boolean openMargins, boolean sumBySwings) {
        this(b, db, openMargins, sumBySwings, false);
    }

    /** With localGames, spaces the database does not know of up to {@link #LOCAL_GAME_SPACE} points are read as local games. */
    EyeSpacesCache(Board b, EyeShapeDatabase db, boolean openMargins, boolean sumBySwings, boolean localGames) {
        this(b, db, openMargins, sumBySwings, localGames, false);
    }

    /** With edgeMargins, first-line spaces are valued with their open first-line points marginal (OwlParams.edgeOpenMargins). */
    EyeSpacesCache(Board b, EyeShapeDatabase db, boolean openMargins, boolean sumBySwings, boolean localGames, boolean edgeMargins) {
        this(b, db, openMargins, sumBySwings, localGames, edgeMargins, false);
    }

    /** With edgeBehindContested, the domains reach first-line points through contested pairs (OwlParams.edgeBehindContestedPairs). */
    EyeSpacesCache(Board b, EyeShapeDatabase db, boolean openMargins, boolean sumBySwings, boolean localGames, boolean edgeMargins,
            boolean edgeBehindContested) {
        this(b, db, openMargins, sumBySwings, localGames, edgeMargins, edgeBehindContested, false);
    }

    /** With tailsDropped, a space the database does not know is valued without its marginal tails (OwlParams.unknownSpaceTailsDropped). */
    EyeSpacesCache(Board b, EyeShapeDatabase db, boolean openMargins, boolean sumBySwings, boolean localGames, boolean edgeMargins,
            boolean edgeBehindContested, boolean tailsDropped) {
        this(b, db, openMargins, sumBySwings, localGames, edgeMargins, edgeBehindContested, tailsDropped, false);
    }

    /**
     * With edgeMarginsOpponentArea, first-line spaces are valued with their first-line points next to an
     * empty first-line point of the opponent's area alone marginal (OwlParams.edgeMarginsBesideOpponentArea).
     */
    EyeSpacesCache(Board b, EyeShapeDatabase db, boolean openMargins, boolean sumBySwings, boolean localGames, boolean edgeMargins,
            boolean edgeBehindContested, boolean tailsDropped, boolean edgeMarginsOpponentArea) {
        this(b, db, openMargins, sumBySwings, localGames, edgeMargins, edgeBehindContested, tailsDropped, edgeMarginsOpponentArea, false);
    }

    /**
     * With bannedKos, an empty diagonal where the ko ban alone bars the opponent's move counts as a
     * ko in the owner's favour in the topological rule (OwlParams.bannedKoDiagonals).
     */
    EyeSpacesCache(Board b, EyeShapeDatabase db, boolean openMargins, boolean sumBySwings, boolean localGames, boolean edgeMargins,
            boolean edgeBehindContested, boolean tailsDropped, boolean edgeMarginsOpponentArea, boolean bannedKos) {
        this.edgeMarginsOpponentArea = edgeMarginsOpponentArea;
        this.tailsDropped = tailsDropped;
        this.edgeBehindContested = edgeBehindContested;
        this.edgeMargins = edgeMargins;
        this.graphs = new EyeGraphMemo(localGames ? LOCAL_GAME_SPACE : 0);
        this.facts = new QuickWormFacts(b, bannedKos);
        this.db = db;
        this.openMargins = openMargins;
        this.sumBySwings = sumBySwings;
    }

    /**
     * The eye spaces of b's current position, those of {@code color} (the goal's) made: owl reads
     * no other colour's at a node but for a pattern constraint asking a point's topological value,
     * which completes them (see OwlFacts). The other colour's spaces are made when first asked for
     * here, the board being at the position the hash names.
     */
    EyeSpaces at(Board b, int color) {
        long key = b.hash();
        EyeSpaces es = map.get(key);
        if (es == null) {
            if (tables == null || !tables.fits(b)) tables = BoardTables.of(b);
            es = EyeSpaces.ofColor(b, facts, db, graphs, color, openMargins, edgeMargins, edgeBehindContested, edgeMarginsOpponentArea,
                    tables);
            map.put(key, es);
        } else {
            es.complete(color);
        }
        return es;
    }
}
