package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlRootCandidates.rootAttack;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OA102 in patterns/owl_attackpats.db (nineteenth session, h/owlpat19a): the attacker's push into
 * the goal's knight's move from its own stone beside it. On a handmade position the pattern
 * proposes the push where the two goal strings stand a knight's move apart, owl kills there with
 * it (gnugo agreeing that the push kills) and elsewhere without it; where the goal is one string
 * there is no push.
 */
public class OwnOwlKnightsMovePushTest {
    private static OwlDatabases own;
    private static EyeShapeDatabase eyes;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
        eyes = own.eyes;
    }

    /** The own databases with the named patterns taken out. */
    private static OwlDatabases without(String... names) {
        return OwlProblems.withoutPatterns(own, names);
    }

    /**
     * White's wall along the left edge: B8 stands a knight's move from B6-C6, both points between
     * (B7, C7) empty, black's D7 beside C7, and white's space on the edge (A5-A9, B9, B7, C7) is
     * eight points. OA102 proposes the push C7 first, and owl kills there: white must connect at B7
     * inside its own space. gnugo 3.8 agrees that C7 kills (owl_does_attack C7 B6: 1) and defends
     * at C7 itself (owl_defend B6: 1 C7); its owl_attack is the hane B9, which is owl's kill without
     * the pattern.
     */
    @Test
    public void thePushIntoTheKnightsMoveKills() {
        Board b = pushPosition(false);
        int[] white = OwlProblems.stones(b, StoneColor.WHITE);
        List<OwlCandidate> root = rootAttack(b, white, own);
        assertEquals("OA102 proposes C7 first", v(b, "C7"), root.get(0).move());
        assertTrue(root.get(0).reason().startsWith("OA102 "));
        SearchResult with = OwlProblems.reader(b, own, new OwlParams()).attack(white, null);
        assertEquals("owl kills", ReadCodes.WIN, with.code());
        assertEquals("at the push", v(b, "C7"), with.move());

        OwlDatabases less = without("OA102");
        assertFalse("no push without OA102", proposes(rootAttack(b, white, less), v(b, "C7"), "OA102"));
        SearchResult plain = OwlProblems.reader(b, less, new OwlParams()).attack(white, null);
        assertEquals("the hane kills too", ReadCodes.WIN, plain.code());
        assertEquals("at B9, gnugo's owl_attack", v(b, "B9"), plain.move());
        assertEquals(0, b.stackp());
    }

    /** With white already connected at B7 there is no knight's move and no push. */
    @Test
    public void noKnightsMoveNoPush() {
        Board b = pushPosition(true);
        for (OwlCandidate c : rootAttack(b, OwlProblems.stones(b, StoneColor.WHITE), own)) {
            assertFalse("no push: " + c, c.reason().startsWith("OA102 "));
        }
    }

    /** The knight's move position of {@link #thePushIntoTheKnightsMoveKills}, or with white's B7 joining it. */
    private static Board pushPosition(boolean joined) {
        return board(
                ". . X . . . . . .",
                ". O . . . . . . .",
                joined ? ". O . X . . . . ." : ". . . X . . . . .",
                ". O O X . . . . .",
                ". O X X . . . . .",
                "X O X . . . . . .",
                ". X . . . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .");
    }
}
