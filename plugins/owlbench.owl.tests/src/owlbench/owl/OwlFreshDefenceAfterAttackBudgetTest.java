package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.regressionGame;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.freshDefenceAfterAttackBudget: owl_attack whose search found no kill before its node
 * budget ran out answers "1 PASS" where a fresh owl_defend of the dragon as it stands fails.
 * owl.tst 22's position (GNU Go's incident121.sgf before move 122, from ../shared, skipped where
 * absent; the engine's generated eye shapes): white's R13 P12 R12 on the right side. The attack
 * spends its budget on S12, which white's Q12 refutes; owlbench's own owl_defend P12 is 0 (owl.tst
 * 23, gnugo's 0 too), and gnugo's owl_attack kills (the suite accepts PASS, S11, S14, N13, S13).
 */
public class OwlFreshDefenceAfterAttackBudgetTest {
    private static final String[] DRAGON = "R13 P12 R12".split(" ");
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        // without OD400 (h/owldef21b): with its head extensions among the defender's answers the
        // attack finds S12 within the budget (a kill gnugo's owl_does_attack accepts too), and this
        // test is about the budget's end, not the pattern
        db = OwlProblems.withoutPatterns(OwlProblems.generatedDatabases(), "OD400");
    }

    private static SearchResult attack(boolean on, boolean status) throws Exception {
        Board b = OwlProblems.gamePosition(regressionGame("incident121.sgf", "owl_attack's fresh defence after its budget"), 122);
        OwlParams params = new OwlParams();
        params.freshDefenceAfterAttackBudget = on;
        OwlReader r = OwlProblems.reader(b, db, params);
        SearchResult s = status ? r.attackForStatus(dragon(b, DRAGON), null) : r.attack(dragon(b, DRAGON), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return s;
    }

    @Test
    public void aDragonThatCannotLiveMovingFirstIsDeadAsItStands() throws Exception {
        SearchResult on = attack(true, false);
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals(Board.PASS, on.move());
    }

    @Test
    public void withoutTheCheckTheBudgetLeavesNoKill() throws Exception {
        SearchResult off = attack(false, false);
        assertEquals(ReadCodes.FAIL, off.code());
        assertEquals("the search ran out of its budget", true, off.budgetExhausted());
    }

    /**
     * owl.tst 80's position (incident297.sgf before move 95): white's G5 dragon, whose root eyes
     * count one or two (a seven-point space along the edge), spends the attack's budget too, but
     * there the spent budget says the space is big, not that the dragon is dead: no fresh defence
     * is asked (its nodes would show in the count), and owlbench's own owl_defend lives (J2).
     */
    @Test
    public void aDragonWhoseEyesCountTwoIsNotAskedAgain() throws Exception {
        SearchResult[] r = new SearchResult[2];
        for (int i = 0; i < 2; i++) {
            Board b = OwlProblems.gamePosition(regressionGame("incident297.sgf", "owl_attack's fresh defence after its budget"), 95);
            OwlParams params = new OwlParams();
            params.freshDefenceAfterAttackBudget = i == 1;
            // the long chase's larger budget (on since the twenty-eighth session) kills here with J2
            // before the budget runs out; this test is about the check after a spent budget
            params.freshDefenceLongChasePlies = 0;
            r[i] = OwlProblems.reader(b, db, params).attack(dragon(b, "G5 J5 G4 H4 J4 K4 J3 L3 K2 M2 N2".split(" ")), null);
        }
        assertEquals("the search ran out of its budget", true, r[0].budgetExhausted());
        assertEquals(ReadCodes.FAIL, r[1].code());
        assertEquals("no fresh defence asked", r[0].nodes(), r[1].nodes());
    }

    /** A dragon's status reads as before: the check is owl_attack's own. */
    @Test
    public void aStatusReadsWithoutTheCheck() throws Exception {
        SearchResult off = attack(false, true);
        SearchResult on = attack(true, true);
        assertEquals(off.code(), on.code());
        assertEquals(off.nodes(), on.nodes());
    }
}
