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
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OA760 in patterns/owl_attackpats.db (twenty-fourth session, h/owlkill24): the first-line hane
 * under the dragon's friend caught on the second line between two attacker stones, the dragon
 * reaching it only through an open cut. Drawn from owl.tst 45 (owl02.sgf, where gnugo 3.8
 * answers owl_attack B3 with 1 F1): the hane takes the friend's only base, and the dragon keeps
 * only its own corner's space.
 */
public class OwnOwlHaneUnderCutFriendTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /** OA760 proposes F1 at the root of the corner dragon's attack. */
    @Test
    public void proposesTheHane() {
        Board b = corner();
        assertTrue("OA760 proposes F1", proposes(rootAttack(b, goal(b), own), v(b, "F1"), "OA760"));
        assertFalse("not without OA760", proposes(rootAttack(b, goal(b), OwlProblems.withoutPatterns(own, "OA760")),
                v(b, "F1"), "OA760"));
    }

    /** With white's stone at G2 gone the friend has a second base: no match. */
    @Test
    public void noHaneWhereTheFriendHasRoomBeside() {
        Board b = corner();
        b.setStone(v(b, "G2"), StoneColor.EMPTY);
        assertFalse(proposes(rootAttack(b, goal(b), own), v(b, "F1"), "OA760"));
    }

    /** With black's stone already at E3 the cut is closed: the friend is the dragon's, no match for the cut shape. */
    @Test
    public void noHaneWhereTheCutIsClosed() {
        Board b = corner();
        b.setStone(v(b, "E3"), StoneColor.BLACK);
        assertFalse(proposes(rootAttack(b, goal(b), own), v(b, "F1"), "OA760"));
    }

    /**
     * owl.tst 45 itself (owl02.sgf, from ../shared; skipped where absent): with OA760 owl kills the
     * dragon D4 B3 C3 with the hane at F1 (the row's answers are E3 or F1) within the budget; without
     * it the root reads A3, A4 and C2 and answers no kill at F1 (main: 1 C2, a move gnugo's
     * owl_does_attack calls 0, after the budget ran out).
     */
    @Test
    public void owlTst45KillsWithTheHane() throws Exception {
        Board b = OwlProblems.gamePosition(OwlProblems.regressionGame("owl02.sgf", "owl.tst 45's position"), 1);
        int[] black = OwlProblems.dragon(b, "D4", "B3", "C3");
        // the test is about OA760's cost: read with OwlParams.freshDefenceAtReadingDepth off, whatever
        // its default (with it on, its cut lines' fresh defences made the read with the hane 1,180
        // nodes and the read without OA760 1,080: twenty-fifth session, h/owlatk25)
        OwlParams params = new OwlParams();
        params.freshDefenceAtReadingDepth = false;
        SearchResult with = OwlProblems.reader(b, own, params).attack(black, null);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals(v(b, "F1"), with.move());
        SearchResult without = OwlProblems.reader(b, OwlProblems.withoutPatterns(own, "OA760"), params).attack(black, null);
        assertFalse("without OA760: " + without.code() + " at " + without.move(),
                without.code() == ReadCodes.WIN && without.move() == v(b, "F1"));
        assertTrue("the hane's kill costs fewer nodes than the read without it (" + with.nodes() + " / "
                + without.nodes() + ")", with.nodes() < without.nodes());
        assertEquals(0, b.stackp());
    }

    private static int[] goal(Board b) {
        return OwlProblems.dragon(b, "D4", "B3", "C3");
    }

    /**
     * owl.tst 45's corner on 9x9: black's D4, B3 and C3 (the dragon) and its friend F3-F2 beyond
     * the empty cut E3, between white's E2 and G2; white's wall B4-B5, C6, E6 and H3 around.
     */
    private static Board corner() {
        return OwlProblems.secondLineInvaderCorner();
    }
}
