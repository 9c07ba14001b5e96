package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.mostEyesFirstAtDefenceRoot: owl_defend's root candidates ordered by the eyes the dragon
 * has right after each (a one-move look-ahead through the eye analysis) among the moves the width
 * holds, the eyes order's own moves past the width read after them and trusted only whole, on
 * positions of GNU Go's regression games from ../shared (skipped where absent).
 */
public class OwlMostEyesFirstTest {
    /**
     * Black's Q6 R6 in the lower right (owl.tst 103): by value the escape S6 (35) goes before the
     * generic eye-space moves (30) and answers; the eyes order puts a move leaving the corner's
     * space two eyes at most first among the moves the width holds (Q5), while P6, the suite's
     * and gnugo's answer, lies past the width and is read only where those fail.
     */
    @Test
    public void theMoveLeavingMoreEyesAnswersAmongTheWidthsMoves() throws Exception {
        File game = OwlProblems.regressionGame("strategy14.sgf", "the eyes-first ordering test");
        // without OD400 (h/owldef21b), which proposes P6 at 40 and so answers it by value
        // (OwnOwlHeadOfTwoStonesTest): the eyes order is tested on the candidates it was written for
        OwlDatabases db = OwlProblems.withoutPatterns(OwlProblems.ownDatabases(), "OD400");
        assertEquals("S6", defence(game, 81, db, false, "Q6", "R6").move);
        assertEquals("Q5", defence(game, 81, db, true, "Q6", "R6").move);
    }

    /**
     * tg-gg.sgf before move 145 (SemeaiAgreement's seed 2): White's B6 C6 is dead, as gnugo reads
     * it. The eyes order's own first moves B5 and B7 (one eye each) lie past the width; read first,
     * as the twelfth session's rule did, they spent the node budget, B7's read was cut and won by
     * default (owl_defend 1 B7, uncertain: the dragon became critical). Read after the width's
     * moves and dropped where the budget cuts them, the answer is the width's: 0, certain.
     */
    @Test
    public void aMovePastTheWidthCutByTheBudgetIsDropped() throws Exception {
        File game = OwlProblems.regressionGame("tg-gg.sgf", "the eyes order's budget test");
        OwlDatabases db = OwlProblems.ownDatabases();
        Defence off = defence(game, 145, db, false, "B6", "C6");
        Defence on = defence(game, 145, db, true, "B6", "C6");
        assertEquals(ReadCodes.FAIL, off.code);
        assertEquals(ReadCodes.FAIL, on.code);
        assertTrue(on.certain);
    }

    /**
     * incident94.sgf before move 60: a string of White's J17 dragon can be captured, and saving it
     * (L17) is the first move by value and gnugo's answer. M15 escapes (counted two eyes) but
     * leaves the string to be captured: the rescue keeps its lead.
     */
    @Test
    public void aGoalStringsRescueKeepsItsLead() throws Exception {
        File game = OwlProblems.regressionGame("incident94.sgf", "the goal string's rescue test");
        OwlDatabases db = OwlProblems.ownDatabases();
        assertEquals("L17", defence(game, 60, db, true, "L18", "J17", "K17", "M17", "L16", "L15").move);
    }

    /**
     * incident256.sgf before move 152: P7 (value 30) joins White's O9 dragon to a 29-point space
     * the eye database does not know, so the count says two eyes and P7 wins at once; it lies past
     * the width, so M10 (55), the first by value and gnugo's answer, is read first and answers.
     */
    @Test
    public void movesPastTheWidthAreReadAfterTheWidthsMoves() throws Exception {
        File game = OwlProblems.regressionGame("incident256.sgf", "the eyes order's width test");
        OwlDatabases db = OwlProblems.ownDatabases();
        assertEquals("M10", defence(game, 152, db, true, "N10", "O9", "P9", "Q9", "P8").move);
    }

    /** The look-ahead plays nothing: the node counter is the search's own. */
    @Test
    public void theLookAheadCountsNoNodes() throws Exception {
        Board b = OwlProblems.openCorner();
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

    /** owl_defend's answer: code, move, certainty. */
    private record Defence(int code, String move, boolean certain) {
    }

    /** owl_defend of the dragon of the given stones (as owlbench's dragon_stones gives them) before move number move of game. */
    private static Defence defence(File game, int move, OwlDatabases db, boolean eyesFirst, String... stones) throws Exception {
        Board b = OwlProblems.gamePosition(game, move);
        OwlParams params = new OwlParams();
        params.mostEyesFirstAtDefenceRoot = eyesFirst;
        // this rule alone: the failed root's last resort (OwlFailedDefenceRefutationTest) would
        // spend a budget the dropped move used up and leave tg-gg's answer uncertain
        params.refutationAfterFailedRootDefence = false;
        int[] dragon = OwlProblems.dragon(b, stones);
        SearchResult r = OwlProblems.reader(b, db, params).defend(dragon, null);
        return new Defence(r.code(), Vertex.toString(r.move(), b.size()), r.certain());
    }
}
