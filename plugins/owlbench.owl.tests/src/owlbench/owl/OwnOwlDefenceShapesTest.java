package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlRootCandidates.rootDefence;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlRootCandidates.defend;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * The defence shapes added to patterns/owl_defendpats.db in the nineteenth session (h/owlpat19c:
 * OD100, OD102, OD103): on a small position cut down from the owl.tst row it was written for, each
 * proposes its move at the root, owl_defend answers that move (a defence gnugo 3.8 confirms with
 * owl_does_defend), and without the pattern owl answers another move: in OD102's and OD103's
 * positions one that gnugo says does not defend (as in their owl.tst rows), in OD100's a
 * defence too (gnugo's own answer there is OD100's).
 */
public class OwnOwlDefenceShapesTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /** The own databases with the named patterns taken out. */
    private static OwlDatabases without(String... names) {
        return OwlProblems.withoutPatterns(own, names);
    }

    /**
     * White's 2-2 stone B8 hangs from its 3-3 stone C7 through C8, black's B7 presses in between
     * (owl.tst 99's corner). The descent A8 keeps the corner points A9 and B9 in white's eye space
     * (OD100); gnugo 3.8: owl_defend 1 A8, owl_attack 1 F9, owl_does_defend of A8 1, of C8 and A9 0.
     * Without OD100 owl answers F9, which defends too (gnugo's owl_does_defend 1): the pattern
     * gives gnugo's answer, in fewer nodes (51 against 67).
     */
    @Test
    public void theCornerDescentKeepsTheCornerEye() {
        Board b = board(
                ". . . . . . X . .",
                ". O . O O O X . .",
                ". X O O O X X . .",
                "X X X X X X . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int[] white = dragon(b, "B8", "D8", "E8", "F8", "C7", "D7", "E7");
        assertTrue("OD100 proposes A8 at the root", proposes(rootDefence(b, white, own), v(b, "A8"), "OD100"));
        SearchResult d = defend(b, white, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at A8", v(b, "A8"), d.move());

        OwlDatabases less = without("OD100");
        assertFalse("without OD100 A8 is no pattern move", proposes(rootDefence(b, white, less), v(b, "A8"), "OD100"));
        assertEquals("and owl answers F9, gnugo's kill point", v(b, "F9"), defend(b, white, less).move());
        assertEquals(0, b.stackp());
    }

    /**
     * Black's B3 C3 D4 and its friendly F3 F2 stand on both sides of white's second-line invader E2
     * (owl.tst 46's corner). E3 shuts the invader in (OD102); gnugo 3.8: owl_defend 1 E1,
     * owl_attack 1 F1, owl_does_defend of E3 1, of A4 (the hane owl chose without OD102) 0. The goal
     * is B3 C3 D4, as owlbench's dragons give it on owl.tst 46 (gnugo's dragon has F3 F2 too).
     */
    @Test
    public void shuttingInTheSecondLineInvader() {
        Board b = OwlProblems.secondLineInvaderCorner();
        int[] black = dragon(b, "D4", "B3", "C3");
        assertTrue("OD102 proposes E3 at the root", proposes(rootDefence(b, black, own), v(b, "E3"), "OD102"));
        SearchResult d = defend(b, black, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at E3", v(b, "E3"), d.move());

        OwlDatabases less = without("OD102");
        assertFalse("without OD102 E3 is no pattern move", proposes(rootDefence(b, black, less), v(b, "E3"), "OD102"));
        assertEquals("and owl answers the hane A4, which does not defend", v(b, "A4"), defend(b, black, less).move());
        assertEquals(0, b.stackp());
    }

    /**
     * Black's D4 E4 F4 below, C5 beside and D6 above enclose D5 E5, open towards F5 (owl.tst 79's
     * shape). E6 closes the space from above (OD103); gnugo 3.8: owl_defend 1 E7, owl_attack 1 E6,
     * owl_does_defend of E6 1, of E5 (the move owl chose without OD103) 0.
     */
    @Test
    public void closingTheTwoPointSpaceFromAbove() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . O . . . . .",
                ". O . X . . . . .",
                ". O X . . . . . .",
                ". X O X X X O O .",
                ". . O O O O . . O",
                ". X . . . . . O X",
                ". . . . X . . . .");
        int[] black = dragon(b, "D6", "C5", "D4", "E4", "F4");
        assertTrue("OD103 proposes E6 at the root", proposes(rootDefence(b, black, own), v(b, "E6"), "OD103"));
        SearchResult d = defend(b, black, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at E6", v(b, "E6"), d.move());

        OwlDatabases less = without("OD103");
        assertFalse("without OD103 E6 is no pattern move", proposes(rootDefence(b, black, less), v(b, "E6"), "OD103"));
        assertEquals("and owl answers E5, which does not defend", v(b, "E5"), defend(b, black, less).move());
        assertEquals(0, b.stackp());
    }
}
