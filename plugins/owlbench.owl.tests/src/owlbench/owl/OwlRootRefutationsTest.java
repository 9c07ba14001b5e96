package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.gamePosition;
import static owlbench.owl.OwlProblems.regressionGame;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * The defender's refutations tried past the width at owl_attack's root
 * (OwlParams.rootRefutationsForAttacker): where every root move is refuted, the defender's
 * answers to them that no rule proposed are tried as the attacker's own moves; also where the
 * dragon sees no second eye but lives by a lunch, and past a line the budget or depth cut under
 * another move.
 */
public class OwlRootRefutationsTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        // OA350 (h/owlatk21b) proposes refutationCorner's A2 within the root's width, as owl.tst 18
        // needs: without it the corner's kill is this rule's alone again
        db = OwlProblems.withoutPatterns(OwlProblems.ownDatabases(), "OA350");
    }

    private static SearchResult attack(Board b, int[] goal, boolean on) {
        OwlParams params = new OwlParams();
        params.rootRefutationsForAttacker = on;
        // the throw-in joining two lunches kills 197 without the root's refutations (owl.tst 197
        // answers 1 G19 with it, a move the suite accepts): off, so that the test holds this rule alone
        params.lunchJoinsForAttacker = false;
        return OwlProblems.reader(b, db, params).attack(goal, null);
    }

    /**
     * owl.tst 197 (strategy33 before move 119): black's corner dragon D15 sees no eye (eyes 0-0)
     * but lives by capturing the lunch F17 at F18, which is the defender's answer to the root's
     * G19 and H19; gnugo kills with F18 or G19. F18 is a goal liberty in a one-point space worth no
     * eye, which no rule proposes.
     */
    @Test
    public void theLunchCaptureIsTakenFirstWhereTheDragonSeesNoSecondEye() throws Exception {
        Board off = gamePosition(regressionGame("strategy33.sgf", "owl.tst 197's position"), 119);
        int[] goal = dragon(off, "D19", "D18", "G18", "D17", "G17", "D16", "E16", "F16", "D15");
        SearchResult without = attack(off, goal, false);
        assertNotEquals("without the rule no kill", ReadCodes.WIN, without.code());
        Board on = gamePosition(regressionGame("strategy33.sgf", "owl.tst 197's position"), 119);
        SearchResult with = attack(on, dragon(on, "D19", "D18", "G18", "D17", "G17", "D16", "E16", "F16", "D15"), true);
        // (read here with the tactical facts alone, the kill comes with another of the root's
        // refutations than the engine's F18, which the dragon's full facts give)
        assertEquals("with the rule a kill", ReadCodes.WIN, with.code());
        assertEquals("the board is left as it was", 0, on.stackp());
    }

    @Test
    public void theDefendersAnswerKillsWhereTheRootsMovesWinOnlyAKo() {
        Board off = OwlProblems.refutationCorner();
        assertEquals("without the rule only a ko", ReadCodes.KO_A, attack(off, OwlProblems.string(off, "C3"), false).code());
        Board on = OwlProblems.refutationCorner();
        SearchResult with = attack(on, OwlProblems.string(on, "C3"), true);
        assertEquals("with the rule a kill", ReadCodes.WIN, with.code());
        assertEquals("at gnugo's point", v(on, "A2"), with.move());
    }

    /**
     * A dragon's status reads owl_attack without the rule (OwlParams.rootRefutationsForAttackerInStatus
     * off), whichever of the two the same reader answers first: the two roots keep apart in the cache.
     */
    @Test
    public void theStatusReadKeepsThePlainRootInEitherOrder() {
        OwlParams params = new OwlParams();
        org.junit.Assert.assertTrue("the engine's default: on for owl_attack", params.rootRefutationsForAttacker);
        org.junit.Assert.assertFalse("the engine's default: off for statuses", params.rootRefutationsForAttackerInStatus);
        params.rootRefutationsForAttacker = true;
        Board b = OwlProblems.refutationCorner();
        OwlReader owl = OwlProblems.reader(b, db, params);
        int[] goal = OwlProblems.string(b, "C3");
        assertEquals("owl_attack with the rule", ReadCodes.WIN, owl.attack(goal, null).code());
        assertEquals("then the status's read", ReadCodes.KO_A, owl.attackForStatus(goal, null).code());
        Board b2 = OwlProblems.refutationCorner();
        OwlReader owl2 = OwlProblems.reader(b2, db, params);
        int[] goal2 = OwlProblems.string(b2, "C3");
        assertEquals("the status's read first", ReadCodes.KO_A, owl2.attackForStatus(goal2, null).code());
        assertEquals("then owl_attack with the rule", ReadCodes.WIN, owl2.attack(goal2, null).code());
        params.rootRefutationsForAttackerInStatus = true;
        Board b3 = OwlProblems.refutationCorner();
        assertEquals("the status with the rule too", ReadCodes.WIN,
                OwlProblems.reader(b3, db, params).attackForStatus(OwlProblems.string(b3, "C3"), null).code());
    }

    @Test
    public void aWinningOwnMoveReadsNoMoveMore() {
        Board b = OwlProblems.bottomSideKill();
        SearchResult off = attack(b, stones(b, StoneColor.WHITE), false);
        assertEquals("the attacker's own move kills", ReadCodes.WIN, off.code());
        Board b2 = OwlProblems.bottomSideKill();
        SearchResult on = attack(b2, stones(b2, StoneColor.WHITE), true);
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertEquals("no move past the width where the width wins", off.nodes(), on.nodes());
    }
}
