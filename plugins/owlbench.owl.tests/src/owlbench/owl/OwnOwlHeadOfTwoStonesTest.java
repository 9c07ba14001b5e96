package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;
import static owlbench.owl.OwlRootCandidates.defend;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlRootCandidates.rootDefence;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OD400 (twenty-first session, h/owldef21b): the dragon extends at the head of its two stones
 * where the attacker's stone on the front one threatens the hane there. A 13x13 position written
 * after owl.tst 103's lower right (strategy14 move 81), the rest of the board left out.
 */
public class OwnOwlHeadOfTwoStonesTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /**
     * Black's K6 L6 under white's K7 (and L8), between white's J4 K4 L4 and black's wall H3-L3.
     * gnugo 3.8: owl_defend K6 "1 J6", owl_attack K6 "1 J6" (the head is both sides' point),
     * owl_does_defend J6 K6 1. With OD400 owl answers J6; without it the escape M6 on the other
     * side (which gnugo says defends too: the head is the order's question, not life).
     */
    @Test
    public void theDragonExtendsAtTheHeadOfItsTwoStones() {
        Board b = board(
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . X . O . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . O . .",
                ". . . . . . . . . O . . .",
                ". . . . . . . . . X X . .",
                ". . . . . . . . . . . . .",
                ". . . X . . . . O O O . .",
                ". . . O O . . X X X X . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .");
        int[] black = dragon(b, "K6", "L6");
        assertTrue("OD400 proposes the head J6", proposes(rootDefence(b, black, own), v(b, "J6"), "OD400"));
        SearchResult d = defend(b, black, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at the head, J6", v(b, "J6"), d.move());

        OwlDatabases less = OwlProblems.withoutPatterns(own, "OD400");
        assertFalse("without OD400 no pattern names J6", proposes(rootDefence(b, black, less), v(b, "J6"), "OD400"));
        assertEquals("and owl answers the escape M6", v(b, "M6"), defend(b, black, less).move());
        assertEquals(0, b.stackp());
    }

    /**
     * The same two stones with the attacker's stone on the front one, one line from the edge: the
     * diagram's border keeps OD400 off the first and second lines (owl.tst 66's C2 read as a false
     * defence there).
     */
    @Test
    public void notOnTheSecondLine() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . O . . .",
                ". . . . . X X . .");
        int[] black = dragon(b, "F1", "G1");
        assertFalse("no head extension on the first line", proposes(rootDefence(b, black, own), v(b, "E1"), "OD400"));
        Board c = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . O . . .",
                ". . . . . X X . .",
                ". . . . . . . . .");
        int[] second = dragon(c, "F2", "G2");
        assertFalse("nor on the second", proposes(rootDefence(c, second, own), v(c, "E2"), "OD400"));
    }
}
