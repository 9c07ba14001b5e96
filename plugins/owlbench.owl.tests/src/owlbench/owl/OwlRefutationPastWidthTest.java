package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.string;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * The defender's refutation tried past the attack node's width
 * (OwlParams.refutationPastWidthForAttacker): where every move an attack node tries is refuted (or
 * wins only a ko), the defender's answer to the first of them, a point of the dragon's eye space
 * or a liberty that no rule proposed, is tried as one move more.
 */
public class OwlRefutationPastWidthTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        // OA350 (h/owlatk21b) proposes refutationCorner's A2 within the root's width, as owl.tst 18
        // needs: without it the corner's kill is this rule's alone again
        db = OwlProblems.withoutPatterns(OwlProblems.ownDatabases(), "OA350");
    }

    private static SearchResult attack(Board b, int[] goal, boolean on) {
        OwlParams params = new OwlParams();
        params.refutationPastWidthForAttacker = on;
        // the root's own form of the rule (on by default) would kill here too: this test is the older rule's alone
        params.rootRefutationsForAttacker = false;
        return OwlProblems.reader(b, db, params).attack(goal, null);
    }

    @Test
    public void theRefutationKillsWhereTheOwnMovesWinOnlyAKo() {
        Board b = OwlProblems.refutationCorner();
        SearchResult off = attack(b, string(b, "C3"), false);
        assertNotEquals("without the rule no outright kill", ReadCodes.WIN, off.code());
        assertEquals("only a ko", ReadCodes.KO_A, off.code());
        Board b2 = OwlProblems.refutationCorner();
        SearchResult on = attack(b2, string(b2, "C3"), true);
        assertEquals("with the rule a kill", ReadCodes.WIN, on.code());
        assertEquals("at gnugo's point", v(b, "A2"), on.move());
        assertEquals("the board is left as it was", 0, b.stackp());
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
