package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.SearchResult;

/**
 * OwlParams.mostEyesFirstAtDefenceRoot: owl_defend's root candidates ordered by the eyes the dragon
 * has right after each (a one-move look-ahead through the eye analysis), on owl.tst 103's position
 * (GNU Go's strategy14.sgf from ../shared, skipped where absent).
 */
public class OwlMostEyesFirstTest {
    /**
     * Black's Q6 R6 in the lower right: by value the escape S6 (35) goes before the generic eye-space
     * moves (30), and S6 works, but after it the corner's space counts one eye at most; P6 keeps the
     * space's two and opens the way out, and is the suite's and gnugo's answer.
     */
    @Test
    public void theMoveLeavingMoreEyesIsTriedFirst() throws Exception {
        File game = OwlProblems.regressionGame("strategy14.sgf", "the eyes-first ordering test");
        OwlDatabases db = OwlProblems.ownDatabases();
        assertEquals("S6", defence(game, db, false));
        assertEquals("P6", defence(game, db, true));
    }

    /** The look-ahead plays nothing: the node counter is the search's own. */
    @Test
    public void theLookAheadCountsNoNodes() throws Exception {
        Board b = OwlProblems.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X . . . .",
                "O O O O X . . . .",
                ". . . O X . . . .",
                ". . . . . . . . .");
        OwlDatabases db = OwlProblems.ownDatabases();
        int[] dragon = OwlProblems.stones(b, StoneColor.WHITE);
        OwlParams off = new OwlParams();
        off.mostEyesFirstAtDefenceRoot = false;
        OwlParams on = new OwlParams();
        on.mostEyesFirstAtDefenceRoot = true;
        SearchResult a = OwlProblems.reader(b, db, off).defend(dragon, null);
        SearchResult c = OwlProblems.reader(b, db, on).defend(dragon, null);
        assertEquals(a.code(), c.code());
        // the same root move tried first (its eyes lead): the same tree
        assertEquals(Vertex.toString(a.move(), b.size()), Vertex.toString(c.move(), b.size()));
        assertEquals(a.nodes(), c.nodes());
    }

    /** owl_defend of owl.tst 103's Q6 dragon (its stones as owlbench's dragon_stones Q6 gives them). */
    private static String defence(File game, OwlDatabases db, boolean eyesFirst) throws Exception {
        Board b = OwlProblems.gamePosition(game, 81);
        assertEquals(StoneColor.BLACK, b.color(Vertex.parse("Q6", b.size())));
        OwlParams params = new OwlParams();
        params.mostEyesFirstAtDefenceRoot = eyesFirst;
        int[] dragon = OwlProblems.dragon(b, "Q6", "R6");
        SearchResult r = OwlProblems.reader(b, db, params).defend(dragon, null);
        return Vertex.toString(r.move(), b.size());
    }
}
