package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;
import static owlbench.owl.OwlRootCandidates.defend;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlRootCandidates.rootDefence;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OD986 (twenty-sixth session, h/owlfalse26): the dragon closes the margin of its eye space where
 * the attacker's lively string peeps between two of its strings. A 9x9 bottom edge written after
 * owl.tst 214's lower middle (owl27, L3 L5 under black's K4): here C3 and C5 under black's B4,
 * the space C4 D4 E4 E5 F5 D3 D2 D1 behind.
 */
public class OwnOwlPeepAtEyeMouthTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /**
     * gnugo 3.8 on this board: owl_defend E3 "1 E5", owl_does_defend C4 and G4 1, D2 and F5 0;
     * its eye data: E5's space 7 points, 2 marginal, 1122 (D1 its own marginal space). With OD986
     * owl answers C4, the mouth beside black's B4; without it the hane G4 on the other side (a
     * defence too here; in owl.tst 214 that side's P4 and O3 are refuted or false, and L4 is
     * gnugo's answer).
     */
    @Test
    public void theDragonClosesTheMouthThePeepOpens() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X X X",
                "X X O O O O O X X",
                "X X O O . . O X X",
                "X X . . . O . O .",
                "X X O . O . O X X",
                ". X X . O X X . X",
                ". . . . O O O X .");
        int[] white = stones(b, StoneColor.WHITE);
        assertTrue("OD986 proposes the mouth C4", proposes(rootDefence(b, white, own), v(b, "C4"), "OD986"));
        SearchResult d = defend(b, white, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at the mouth, C4", v(b, "C4"), d.move());

        OwlDatabases less = OwlProblems.withoutPatterns(own, "OD986");
        assertFalse("without OD986 no pattern names C4 first", proposes(rootDefence(b, white, less), v(b, "C4"), "OD986"));
        assertNotEquals("and owl answers another move", v(b, "C4"), defend(b, white, less).move());
        assertEquals(0, b.stackp());
    }

    /**
     * The same gap with no eye space behind it (the points beyond are the attacker's stones): a
     * plain gap the attacker peeps at, OD51's business, not OD986's.
     */
    @Test
    public void noEyeSpaceBehindNoMouth() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . O . . . . . .",
                ". X . X . . . . .",
                ". . O . . . . . .",
                ". . . . . . . . .");
        int[] white = stones(b, StoneColor.WHITE);
        assertFalse("no eye space behind C3: no OD986", proposes(rootDefence(b, white, own), v(b, "C3"), "OD986"));
    }
}
