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
 * else. The workbench's reading-tree viewer asks it "owl attack/defence of the dragon at this stone".
 */
public final class OwlSearch {
    private final Board board;
    private final Dragons dragons;
    private final OwlReader owl;

    private OwlSearch(Board board, Dragons dragons, OwlReader owl) {
        this.board = board;
        this.dragons = dragons;
        this.owl = owl;
    }

    /** Sets up owl reading on a copy of {@code position} with the given databases. */
    public static OwlSearch on(Board position, AnalysisDatabases databases) throws AnalysisException {
        Board b = position.copy();
        Reader reader = new Reader(b);
        Worms worms = Worms.compute(reader);
        Dragons dragons = Dragons.compute(reader, worms, databases.connections(), databases.eyeShapes());
        OwlReader owl = new OwlReader(reader, new TacticalFacts(reader, worms), databases.owl(), new OwlParams());
        return new OwlSearch(b, dragons, owl);
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
}
