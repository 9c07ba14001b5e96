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
 * OD986 (twenty-sixth session, h/owlfalse26), measured and left off: the pattern is not in
 * patterns/owl_defendpats.db (it lost held-out wide-check figures: docs/benchmarks.md, "owl_defend's
 * false defences and order rows 214 21 8 93 112, twenty-sixth session"); it is written here and
 * added to the own databases' defence text for the test. The dragon closes the margin of its eye space where
 * the attacker's lively string peeps between two of its strings. A 9x9 bottom edge written after
 * owl.tst 214's lower middle (owl27, L3 L5 under black's K4): here C3 and C5 under black's B4,
 * the space C4 D4 E4 E5 F5 D3 D2 D1 behind.
 */
public class OwnOwlPeepAtEyeMouthTest {
    private static OwlDatabases own;

    /** OD986 as measured (to be appended to patterns/owl_defendpats.db to turn it on). */
    static final String OD986 = String.join("\n",
            "",
            "Pattern OD986",
            "# Closing the mouth of the eye space where the attacker's lively string peeps between two of the",
            "# dragon's strings: the empty point between them is a margin of the dragon's eye space, and the",
            "# point behind it is eye space too. The attacker's stone there would join its string outside,",
            "# cut the two strings apart and push into the space, and the string it cuts off then hangs from",
            "# the dragon only through the space's points, which turn false. The solid connection keeps the",
            "# strings one and takes the margin, so the space is closed on that side (owl.tst 214: L4 between",
            "# L3 and L5 under black's K4, gnugo's defence point of the space). Above OD51's plain gap closing,",
            "# where the gap opens into no eye space.",
            "",
            "?X?",
            "O*O",
            "?.?",
            "",
            ":|,-,value(60)",
            "",
            "?C?",
            "A*B",
            "?e?",
            "",
            ";!same_string(A,B) && lib(C) >= 3 && owl_eyespace(*) && owl_eyespace(e)",
            "");

    @BeforeClass
    public static void load() throws IOException {
        OwlDatabases base = OwlProblems.generatedDatabases();
        java.nio.file.Path dir = java.nio.file.Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
        own = OwlDatabases.of(java.nio.file.Files.readString(dir.resolve(OwlDatabases.ATTACK)),
                java.nio.file.Files.readString(dir.resolve(OwlDatabases.DEFEND)) + "\n" + OD986,
                java.nio.file.Files.readString(dir.resolve(OwlDatabases.VITAL)), base.eyes);
    }

    /**
     * gnugo 3.8 on this board: owl_defend E3 "1 E5", owl_does_defend C4 and G4 1, D2 and F5 0;
     * its eye data: E5's space 7 points, 2 marginal, 1122 (D1 its own marginal space). With OD986
     * owl answers C4, the mouth beside black's B4; without it the hane G4 on the other side (a
     * defence too here; in owl.tst 214 that side's P4 and O3 are refuted or false, and L4 is
     * gnugo's answer).
     */
    @Test
    public void theDragonClosesTheMouthThePeepOpens() throws IOException {
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

        OwlDatabases less = OwlProblems.generatedDatabases(); // the databases as committed: no OD986
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
