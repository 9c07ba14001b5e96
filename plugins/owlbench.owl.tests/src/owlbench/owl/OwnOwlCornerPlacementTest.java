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
 * OA350 in patterns/owl_attackpats.db (twenty-first session, h/owlatk21b): the placement at the
 * corner's 1-2 point beside the goal's 2-1 stone, which the attacker's 3-1 stone has left two
 * liberties. On a handmade 9x9 corner (owl.tst 18's corner, owl01.sgf) the 2-2 point is the eye
 * space's vital point but only a ko, and the placement kills outright, as gnugo finds.
 */
public class OwnOwlCornerPlacementTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /**
     * gnugo 3.8 here: owl_attack C3 1 A2, owl_does_attack B2 C3 2 (a ko), owl_defend C3 1 A2.
     * OA350 proposes A2 within the root's width, and owl kills with it.
     */
    @Test
    public void thePlacementKillsWithinTheWidth() {
        Board b = corner();
        int[] white = OwlProblems.dragon(b, "C3", "C2");
        assertTrue("OA350 proposes A2", proposes(rootAttack(b, white, own), v(b, "A2"), "OA350"));
        SearchResult r = OwlProblems.reader(b, own, widthOnly()).attack(white, null);
        assertEquals("owl kills outright", ReadCodes.WIN, r.code());
        assertEquals("with the placement, gnugo's move", v(b, "A2"), r.move());
        assertEquals(0, b.stackp());
    }

    /**
     * Without OA350 the root's width holds the vital point B2 (a ko) and no placement: reading
     * within the width finds only the ko (the defender's answer A2 is tried past the width only
     * with OwlParams.rootRefutationsForAttacker, which is off here).
     */
    @Test
    public void withoutThePlacementOnlyTheKo() {
        Board b = corner();
        int[] white = OwlProblems.dragon(b, "C3", "C2");
        OwlDatabases less = OwlProblems.withoutPatterns(own, "OA350");
        assertFalse(proposes(rootAttack(b, white, less), v(b, "A2"), "OA350"));
        SearchResult r = OwlProblems.reader(b, less, widthOnly()).attack(white, null);
        assertTrue("no outright kill: " + r.code(), r.code() != ReadCodes.WIN);
        assertEquals(0, b.stackp());
    }

    /** The default limits without the root's reads past the width. */
    private static OwlParams widthOnly() {
        OwlParams p = new OwlParams();
        p.rootRefutationsForAttacker = false;
        return p;
    }

    /**
     * White's B1, C2-C3 and B5 in black's corner; black's C1 on the 3-1 point. The goal is C3-C2,
     * owlbench's dragon (dragon_stones C3; gnugo's adds B5).
     */
    private static Board corner() {
        return board(
                ". . . . . . . . .",
                ". X . . . . . . .",
                "X . . X . . . . .",
                ". . X . X . . . .",
                ". O . X . . . . .",
                ". . . X X . . . .",
                ". . O . X . . . .",
                ". . O X . . . . .",
                ". O X X . . . . .");
    }
}
