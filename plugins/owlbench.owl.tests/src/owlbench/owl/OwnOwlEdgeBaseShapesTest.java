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
 * The edge shapes added to patterns/owl_defendpats.db in the twentieth session (h/owldef20a:
 * OD200, the second-line slide under the attacker's approach; OD201, the hanging connection on
 * the edge): on a small position with the shape of the owl.tst row it was written for, each
 * proposes its move at owl_defend's root and owl_defend answers it (gnugo 3.8's own answer
 * there), and without the pattern owl answers a move that gnugo's owl_does_defend says does not
 * defend.
 */
public class OwnOwlEdgeBaseShapesTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /**
     * White's corner stones F8 G8 G7, pressed by black's E8 E7 F7 F6, face black's approach G4 on
     * the third line (owl.tst 101's corner, Q18 and S15 there). The slide H5 takes the base down
     * the side (OD200); gnugo 3.8: owl_defend 1 H5, owl_attack 1 H6, owl_does_defend of H5 1, of
     * the first-line hane E9 0.
     */
    @Test
    public void theSecondLineSlideUnderTheApproach() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . X O O . .",
                ". . X . X X O . .",
                ". . . . . X . . .",
                ". . X . . . . . .",
                ". . . . . . X . .",
                ". . . X . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int[] white = dragon(b, "F8", "G8", "G7");
        assertTrue("OD200 proposes H5 at the root", proposes(rootDefence(b, white, own), v(b, "H5"), "OD200"));
        SearchResult d = defend(b, white, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at H5", v(b, "H5"), d.move());

        OwlDatabases less = OwlProblems.withoutPatterns(own, "OD200");
        assertFalse("without OD200 H5 is no pattern move", proposes(rootDefence(b, white, less), v(b, "H5"), "OD200"));
        assertEquals("and owl answers the hane E9, which does not defend", v(b, "E9"), defend(b, white, less).move());
        assertEquals(0, b.stackp());
    }

    /**
     * White's C3 C2 with B1 below and B5 above, inside black's wall (owl.tst 19's corner, the
     * same points there). The hanging connection A2 mends the cut at B2 and keeps A1 as eye space
     * (OD201); gnugo 3.8: owl_defend 1 A2, owl_attack 1 B2, owl_does_defend of A2 1, of the solid
     * connection B2 0, of the second-line extension B3 0. Without OD201 owl answers B3.
     */
    @Test
    public void theHangingConnectionOnTheEdge() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X . . . . .",
                ". . X . X . . . .",
                ". O . X . . . . .",
                ". . . X X . . . .",
                ". . O X X . . . .",
                ". . O X . . . . .",
                ". O X X . . . . .");
        int[] white = dragon(b, "C3", "C2");
        assertTrue("OD201 proposes A2 at the root", proposes(rootDefence(b, white, own), v(b, "A2"), "OD201"));
        SearchResult d = defend(b, white, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at A2", v(b, "A2"), d.move());

        OwlDatabases less = OwlProblems.withoutPatterns(own, "OD201");
        assertFalse("without OD201 A2 is no pattern move", proposes(rootDefence(b, white, less), v(b, "A2"), "OD201"));
        assertEquals("and owl answers the extension B3, which does not defend", v(b, "B3"), defend(b, white, less).move());
        assertEquals(0, b.stackp());
    }
}
