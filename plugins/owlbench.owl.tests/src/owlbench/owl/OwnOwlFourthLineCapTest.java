package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.v;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlRootCandidates.rootAttack;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OA675 in patterns/owl_attackpats.db (twenty-third session, h/owlatk23b): the fourth-line cap
 * beside a low diagonal pair (a third-line stone and a second-line stone one step towards the
 * attacker's wall). Drawn from owl.tst 108 (jahy.sgf 36): the cap keeps the goal under the fourth
 * line, where its edge space is too narrow for two eyes.
 */
public class OwnOwlFourthLineCapTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /** OA675 proposes the cap at B4; owl kills with it first. */
    @Test
    public void theCapKills() {
        Board b = pair();
        int[] white = OwlProblems.dragon(b, "C3", "D2");
        assertTrue("OA675 proposes B4", proposes(rootAttack(b, white, own), v(b, "B4"), "OA675"));
        SearchResult r = OwlProblems.reader(b, own, new OwlParams()).attack(white, null);
        assertEquals("owl kills outright", ReadCodes.WIN, r.code());
        assertEquals("with the cap", v(b, "B4"), r.move());
        assertEquals(0, b.stackp());
    }

    /** Without OA675 nothing proposes the cap, and owl does not find it as its kill. */
    @Test
    public void withoutTheCapAnotherAnswer() {
        Board b = pair();
        int[] white = OwlProblems.dragon(b, "C3", "D2");
        OwlDatabases less = OwlProblems.withoutPatterns(own, "OA675");
        assertFalse(proposes(rootAttack(b, white, less), v(b, "B4"), "OA675"));
        SearchResult r = OwlProblems.reader(b, less, new OwlParams()).attack(white, null);
        assertFalse("no kill at B4: " + r.code(), r.code() == ReadCodes.WIN && r.move() == v(b, "B4"));
        assertEquals(0, b.stackp());
    }

    /** With white's stone already at B5, the cap's point is no longer shut from above: no match. */
    @Test
    public void noCapWhereTheSpaceAboveIsTaken() {
        Board b = pair();
        b.setStone(v(b, "B5"), owlbench.board.StoneColor.WHITE);
        int[] white = OwlProblems.dragon(b, "C3", "D2");
        assertFalse(proposes(rootAttack(b, white, own), v(b, "B4"), "OA675"));
    }

    /**
     * owl.tst 108 itself (jahy.sgf before move 36, from ../shared; skipped where absent): with
     * OA675 the cap is tried first and kills (gnugo's other suite answer is C4); without it the
     * root reads D1 and E1 first and B4 gets only what is left of the budget (main: 2 D1, a ko
     * gnugo's owl_does_attack D1 calls 0). On the 9x9 drawing above the budget does not run out
     * before B4 in the engine's own reading (GTP answers 1 B4 either way), so this is the check
     * that the shape, not the board size, makes the difference.
     */
    @Test
    public void owlTst108KillsWithTheCapWithinTheBudget() throws Exception {
        Board b = OwlProblems.gamePosition(OwlProblems.regressionGame("jahy.sgf", "owl.tst 108's position"), 36);
        int[] white = OwlProblems.dragon(b, "C3", "D2");
        SearchResult with = OwlProblems.reader(b, own, new OwlParams()).attack(white, null);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals(v(b, "B4"), with.move());
        SearchResult without = OwlProblems.reader(b, OwlProblems.withoutPatterns(own, "OA675"), new OwlParams()).attack(white, null);
        assertFalse("without OA675: " + without.code() + " at " + without.move(),
                without.code() == ReadCodes.WIN && without.move() == v(b, "B4"));
        assertTrue("the cap's kill costs fewer nodes than the budget spent without it (" + with.nodes() + " / "
                + without.nodes() + ")", with.nodes() < without.nodes());
        assertEquals(0, b.stackp());
    }

    /**
     * owl.tst 108's corner on 9x9: white's C3 and D2 under black's D4, E3 and E2, black's C6
     * above. gnugo 3.8 on the game's corner: owl_attack C3 1 C4 (owl_does_attack B4 1).
     */
    private static Board pair() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .",
                ". . . X . . . . .",
                ". . O . X . . . .",
                ". . . O X . . . .",
                ". . . . . . . . .");
    }
}
