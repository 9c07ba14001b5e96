package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.refutationNextAtRoot: a root move the other side refutes hands its refutation on as the
 * next move tried, on owl.tst 73's and 189's positions (GNU Go's games from ../shared, skipped where
 * absent).
 */
public class OwlRefutationNextTest {
    /**
     * owl.tst 73: the root's first candidate T16 (save a goal string, value 90) is refuted by the
     * attacker's S18; in value order the root's width of three ends before S18 (a pattern move of
     * value 45), so the defence fails. With the refutation tried next, S18 follows T16 and lives:
     * the suite's and gnugo's answer.
     */
    @Test
    public void theRefutationOfARootMoveIsTriedNext() throws Exception {
        File game = game("incident263.sgf");
        OwlDatabases db = OwlProblems.ownDatabases();
        String[] dragon = "S16 T15 S14 S13 S12 S11 S10 T10".split(" ");
        SearchResult without = defence(game, 302, dragon, db, false);
        assertEquals(ReadCodes.FAIL, without.code());
        SearchResult with = defence(game, 302, dragon, db, true);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals("S18", Vertex.toString(with.move(), 19));
    }

    /**
     * owl.tst 189: E19 is refuted by E15 (handed on) and E15 by D16, a generic eye-space move of
     * value 30, which is not handed on: the defence fails as without the rule (the suite wants D16;
     * handing such moves on gave two false defences on the wide owl check).
     */
    @Test
    public void aGenericEyeSpaceMoveIsNotHandedOn() throws Exception {
        File game = game("owl24.sgf");
        OwlDatabases db = OwlProblems.ownDatabases();
        String[] dragon = "D19 F19 E18 G18 H18 E17 G17 F16 G16 D15 F15 E14".split(" ");
        assertEquals(ReadCodes.FAIL, defence(game, 127, dragon, db, true).code());
    }

    private static File game(String name) {
        return OwlProblems.regressionGame(name, "the refutation order");
    }

    /** owl_defend of the dragon (its stones as owlbench's dragon_stones gives them) with or without the order. */
    private static SearchResult defence(File game, int move, String[] stones, OwlDatabases db, boolean refutationNext) throws Exception {
        Board b = OwlProblems.gamePosition(game, move);
        int[] dragon = OwlProblems.dragon(b, stones);
        OwlParams params = new OwlParams();
        params.refutationNextAtRoot = refutationNext;
        // this rule alone: the failed root's last resort (OwlFailedDefenceRefutationTest) plays 189's D16 after all
        params.refutationAfterFailedRootDefence = false;
        return OwlProblems.reader(b, db, params).defend(dragon, null);
    }
}
