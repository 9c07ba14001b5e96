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
 * The edge shape added to patterns/owl_defendpats.db in the twenty-first session (h/owldef21a:
 * OD350, the second-line connection against a first-line intruder), on owl.tst 8's corner on a
 * 9x9 board: after the slide B5 and black's intrusion A4 it proposes B4; from the position before
 * them owl_defend answers the slide B5 (gnugo 3.8's answer there), whose read holds only where the
 * defender has B4 to answer the intrusion with.
 */
public class OwnOwlEdgeIntruderShapesTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /** owl.tst 8's corner: white C3 C2 B2 B1 inside black's wall, the side above open. */
    private static Board corner(boolean slideAndIntrusion) {
        return board(
                ". . . . . . . . .",
                ". X . . . . . . .",
                ". . . X . . . . .",
                ". . X . X . . . .",
                (slideAndIntrusion ? ". O" : ". .") + " . X . . . . .",
                (slideAndIntrusion ? "X ." : ". .") + " . X X . . . .",
                ". . O . X . . . .",
                ". O O X . . . . .",
                ". O X X . . . . .");
    }

    /**
     * After the slide B5 and the intrusion A4 (B5 read as a goal stone, as the search reads it
     * after its own slide), OD350 proposes B4: it joins B5 and C3 and closes A3 B3 A2 A1 behind
     * A4; gnugo 3.8 on that position: owl_defend C3 1 B4, owl_does_defend of B4 1, of the
     * first-line moves A2 and B3 0.
     */
    @Test
    public void theConnectionIsProposedAgainstTheIntruder() {
        Board b = corner(true);
        int[] white = dragon(b, "C3", "C2", "B2", "B1", "B5");
        assertTrue("OD350 proposes B4 at the root", proposes(rootDefence(b, white, own), v(b, "B4"), "OD350"));
        SearchResult d = defend(b, white, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at B4", v(b, "B4"), d.move());
        OwlDatabases less = OwlProblems.withoutPatterns(own, "OD350");
        assertFalse("without OD350 B4 is no pattern move", proposes(rootDefence(b, white, less), v(b, "B4"), "OD350"));
        assertEquals(0, b.stackp());
    }

    /**
     * Before them, owl_defend C3 answers the slide B5 (OD200), gnugo 3.8's own answer (its
     * owl_does_defend of B5 and of B4 both 1): B5's read holds because the defender answers the
     * intrusion A4 with OD350's B4. Without OD350 the intrusion refutes B5 in owl's read and owl
     * answers the second-line extension B4 (OD3).
     */
    @Test
    public void theSlideHoldsAgainstTheIntrusion() {
        Board b = corner(false);
        int[] white = dragon(b, "C3", "C2", "B2", "B1");
        SearchResult d = defend(b, white, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("with the slide B5", v(b, "B5"), d.move());
        OwlDatabases less = OwlProblems.withoutPatterns(own, "OD350");
        SearchResult without = defend(b, white, less);
        assertEquals("without OD350 owl defends", ReadCodes.WIN, without.code());
        assertEquals("at B4, B5 refuted by A4 in its read", v(b, "B4"), without.move());
        assertEquals(0, b.stackp());
    }
}
