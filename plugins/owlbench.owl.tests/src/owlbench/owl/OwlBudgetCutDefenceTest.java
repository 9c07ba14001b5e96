package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.cornerThree;
import static owlbench.owl.OwlProblems.reader;
import static owlbench.owl.OwlProblems.stones;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.budgetCutDefenceFails: a defence at owl_defend's root whose own read the node budget
 * cut is not a defence (the cut line below it counted for the defender by default); the answer is
 * 0, not certain. Handmade corner shapes with a budget small enough to cut the root's first read.
 */
public class OwlBudgetCutDefenceTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        // the fixtures were read with the databases before OD400 (h/owldef21b), whose head
        // extensions change which lines the budget cuts: the rule is tested, not the pattern
        db = OwlProblems.withoutPatterns(OwlProblems.ownDatabases(), "OD400");
    }

    /**
     * White's corner, dead even with white to move: read out in six owl nodes, so every smaller
     * budget cuts the root's read.
     */
    private static Board deadCorner() {
        return board(
                ". . . . O X . . .",
                ". X O O O X . . .",
                "O O X X X X . . .",
                "X X X . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    private static SearchResult defend(Board b, long nodeLimit, boolean rule) {
        return defend(b, stones(b, StoneColor.WHITE), nodeLimit, rule, false);
    }

    private static SearchResult defend(Board b, int[] dragon, long nodeLimit, boolean rule, boolean check) {
        return defend(b, dragon, nodeLimit, rule, check, new OwlParams().noConditionalRetake);
    }

    private static SearchResult defend(Board b, int[] dragon, long nodeLimit, boolean rule, boolean check,
            boolean koRule) {
        return defend(db, b, dragon, nodeLimit, rule, check, koRule);
    }

    private static SearchResult defend(OwlDatabases db, Board b, int[] dragon, long nodeLimit, boolean rule, boolean check,
            boolean koRule) {
        OwlParams p = new OwlParams();
        p.nodeLimit = nodeLimit;
        p.noConditionalRetake = koRule;
        p.budgetCutDefenceFails = rule;
        p.budgetCutDefenceCheck = check;
        return reader(b, db, p).defend(dragon, null);
    }

    @Test
    public void aDefenceTheBudgetCutNoLongerLives() {
        Board b = deadCorner();
        SearchResult full = defend(b, new OwlParams().nodeLimit, false);
        assertEquals("read out, the corner is dead", ReadCodes.FAIL, full.code());
        assertTrue(full.certain());
        assertTrue("the root tries a defence", full.nodes() > 0);
        int cutWins = 0;
        for (long limit = 1; limit < full.nodes(); limit++) {
            SearchResult off = defend(b, limit, false);
            SearchResult on = defend(b, limit, true);
            SearchResult checked = defend(b, stones(b, StoneColor.WHITE), limit, true, true);
            assertEquals(0, b.stackp());
            assertFalse(on.certain());
            assertEquals("budget " + limit + ": the cut counts for no one", ReadCodes.FAIL, on.code());
            assertEquals("budget " + limit + ": the check finds no life either", ReadCodes.FAIL, checked.code());
            if (off.code() != ReadCodes.FAIL) {
                // without the rule the cut line lives: the false defence the rule removes
                assertFalse(off.certain());
                cutWins++;
            }
        }
        assertTrue("some budget cuts a read that used to count for the defender", cutWins > 0);
    }

    @Test
    public void aDefenceReadOutWithinTheBudgetIsKept() {
        // straight three in the corner: white lives at the vital point B9, read out within the budget
        Board b = cornerThree();
        SearchResult off = defend(b, new OwlParams().nodeLimit, false);
        SearchResult on = defend(b, new OwlParams().nodeLimit, true);
        assertEquals(ReadCodes.WIN, on.code());
        assertTrue(on.certain());
        assertEquals(off.move(), on.move());
        assertEquals(off.nodes(), on.nodes());
    }

    @Test
    public void owlAttackIsUnchanged() {
        Board b = deadCorner();
        for (long limit = 0; limit <= 4; limit++) {
            OwlParams off = new OwlParams();
            off.nodeLimit = limit;
            OwlParams on = off.copy();
            on.budgetCutDefenceFails = true;
            assertTrue(on.budgetCutDefenceFails);
            SearchResult a = reader(b, db, off).attack(stones(b, StoneColor.WHITE), null);
            SearchResult c = reader(b, db, on).attack(stones(b, StoneColor.WHITE), null);
            assertEquals(a.code(), c.code());
            assertEquals(a.move(), c.move());
            assertEquals(a.nodes(), c.nodes());
        }
    }

    /**
     * owl.tst 23 (incident121 move 122, owl_defend P12, the suite and gnugo: 0): S13 "lives" on
     * the last of the budget, its read cut; a fresh attack after it kills, so with the check the
     * answer is 0 as the rule alone makes it.
     */
    @Test
    public void theCheckRefutesACutDefenceThatAFreshAttackKills() throws Exception {
        Board b = OwlProblems.gamePosition(OwlProblems.regressionGame("incident121.sgf", "owl.tst 23's budget cut"), 122);
        int[] dragon = OwlProblems.dragon(b, "R13", "P12", "R12");
        long limit = new OwlParams().nodeLimit;
        SearchResult off = defend(b, dragon, limit, false, false);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals("S13", owlbench.board.Vertex.toString(off.move(), 19));
        assertFalse(off.certain());
        assertEquals(ReadCodes.FAIL, defend(b, dragon, limit, true, false).code());
        SearchResult checked = defend(b, dragon, limit, true, true);
        assertEquals(ReadCodes.FAIL, checked.code());
        assertFalse(checked.certain());
        // the product's owl_defend reads with both rules (OwlParams' defaults)
        assertEquals("default OwlParams refuse the cut defence", ReadCodes.FAIL,
                reader(b, db, new OwlParams()).defend(dragon, null).code());
    }

    /**
     * owl.tst 79 (incident291 move 86, owl_defend K4, the suite: 1 M6, L6 or L7): L6's
     * read is cut by the budget, so the rule alone falls back on an earlier ko (3 L5); a fresh
     * attack after L6 fails within its own budget, so with the check L6 stands.
     */
    @Test
    public void theCheckKeepsACutDefenceThatAFreshAttackCannotKill() throws Exception {
        Board b = OwlProblems.gamePosition(OwlProblems.regressionGame("incident291.sgf", "owl.tst 79's budget cut"), 86);
        int[] dragon = OwlProblems.dragon(b, "K6", "J5", "K4", "L4", "M4");
        long limit = new OwlParams().nodeLimit;
        // Read without the ko rule (OwlParams.noConditionalRetake): with it the root's L6 is
        // no longer the first win here (the answer is L5), and this test is about the check.
        // And without OD103 (nineteenth session), which proposes L6 first at the root, before
        // the ko at L5 that the rule falls back on.
        OwlDatabases less = OwlProblems.ownDatabasesWithoutDefences("OD103", "OD400");
        SearchResult off = defend(less, b, dragon, limit, false, false, false);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals("L6", owlbench.board.Vertex.toString(off.move(), 19));
        SearchResult rule = defend(less, b, dragon, limit, true, false, false);
        assertEquals("the earlier ko stays", ReadCodes.KO_B, rule.code());
        SearchResult checked = defend(less, b, dragon, limit, true, true, false);
        assertEquals(ReadCodes.WIN, checked.code());
        assertEquals("L6", owlbench.board.Vertex.toString(checked.move(), 19));
        assertFalse("read past the search's own budget: still not certain", checked.certain());
    }

    /**
     * OwlParams.budgetCutDefenceInStatus: the dead corner's status with a budget that lets the
     * attack through and cuts the defence: critical (the cut defence, GNU Go's verdict) unless
     * the rule also governs the status's read, where the refused defence leaves it unknown.
     */
    @Test
    public void aStatusKeepsTheCutDefenceUnlessTheRuleCoversIt() {
        Board b = deadCorner();
        int[] white = stones(b, StoneColor.WHITE);
        OwlParams p = new OwlParams();
        p.nodeLimit = 3;
        p.budgetCutDefenceFails = true;
        p.budgetCutDefenceCheck = true;
        OwlStatus kept = OwlStatus.of(reader(b, db, p), white);
        assertEquals(OwlStatus.Status.CRITICAL, kept.status());
        assertFalse(kept.defenseCertain());
        p.budgetCutDefenceInStatus = true;
        OwlStatus refused = OwlStatus.of(reader(b, db, p), white);
        assertEquals(OwlStatus.Status.UNKNOWN, refused.status());
        assertEquals(ReadCodes.FAIL, refused.defenseCode());
    }
}
