package owlbench.engine;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.OwlParams;
import owlbench.owl.OwlReader;
import owlbench.reading.Reader;
import owlbench.reading.SearchRecorder;
import owlbench.reading.SearchResult;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * One owl search on a position of its own: the worms, the dragons and an owl reader on a copy of the
 * position, so that a search cut short (a cancelled job leaves its board mid-line) harms nothing
 * else. The workbench's reading-tree viewer asks it "owl attack/defence of the dragon at this stone"
 * and "the semeai of these two dragons".
 */
public final class OwlSearch {
    private final Board board;
    private final Reader reader;
    private final Worms worms;
    private final Dragons dragons;
    private final OwlReader owl;
    private final owlbench.owl.optics.EyeShapeDatabase eyes;

    private OwlSearch(Board board, Reader reader, Worms worms, Dragons dragons, OwlReader owl,
            owlbench.owl.optics.EyeShapeDatabase eyes) {
        this.board = board;
        this.reader = reader;
        this.worms = worms;
        this.dragons = dragons;
        this.owl = owl;
        this.eyes = eyes;
    }

    /** Sets up owl reading on a copy of {@code position} with the given databases. */
    public static OwlSearch on(Board position, AnalysisDatabases databases) throws AnalysisException {
        Board b = position.copy();
        Reader reader = new Reader(b);
        Worms worms = Worms.compute(reader);
        Dragons dragons = Dragons.compute(reader, worms, databases.connections(), databases.eyeShapes());
        OwlReader owl = new OwlReader(reader, new TacticalFacts(reader, worms), databases.owl(), new OwlParams());
        return new OwlSearch(b, reader, worms, dragons, owl, databases.eyeShapes());
    }

    /** The stones of the dragon at {@code stone}; an empty point is an error. */
    public int[] dragonAt(int stone) {
        if (!board.isOnBoard(stone) || board.color(stone) == StoneColor.EMPTY) {
            throw new IllegalArgumentException("owl reading needs a stone");
        }
        return dragons.dragon(stone).stones();
    }

    /** owl_attack of the dragon at {@code stone}, its tree given to {@code recorder} (may be null). */
    public SearchResult attack(int stone, SearchRecorder recorder) {
        return owl.attack(dragonAt(stone), recorder);
    }

    /** owl_defend of the dragon at {@code stone}, its tree given to {@code recorder} (may be null). */
    public SearchResult defend(int stone, SearchRecorder recorder) {
        return owl.defend(dragonAt(stone), recorder);
    }

    /**
     * The semeai (capturing race) between the dragons at {@code stoneA} and {@code stoneB}, the
     * colour of A moving first, as analyze_semeai reads it (owl first where a dragon has room for
     * eyes); its tree given to {@code recorder}.
     */
    public owlbench.owl.semeai.SemeaiResult semeai(int stoneA, int stoneB, SearchRecorder recorder) {
        int[] a = dragonAt(stoneA), b = dragonAt(stoneB);
        if (board.color(stoneA) == board.color(stoneB)) {
            throw new IllegalArgumentException("a semeai needs dragons of opposite colours");
        }
        owlbench.owl.semeai.RaceOptics optics = eyes == null ? owlbench.owl.semeai.RaceOptics.NONE
                : owlbench.owl.semeai.RaceOptics.of(new owlbench.owl.optics.EyeSpaces(board,
                        new owlbench.owl.optics.WormDataFacts(worms, reader), eyes), a, b);
        // owl's statuses of the two dragons, read only where the semeai reader asks (as analyze_semeai does)
        return new owlbench.owl.semeai.SemeaiReader(reader, new owlbench.owl.semeai.SemeaiParams()).analyze(a, b, optics,
                i -> owlbench.owl.OwlStatus.of(owl, i == 0 ? a : b), (move, i) -> owl.doesAttack(move, i == 0 ? a : b, null).code(),
                recorder);
    }
}
