package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlRootCandidates.rootDefence;

import java.io.IOException;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.strongShapesBeforeVitalAtDefenceRoot: owl_defend's root tries its strongest shape
 * moves (pattern value 60) before the vital tiers of OwlParams.preferVitalRootMove. Drawn after
 * owl.tst 19's corner (owl01): white's C3 C2 B1 B5 in black's bottom-left corner, the corner's
 * half eye's key point B2 (a vital point at the root, value 70) and OD201's hanging connection A2
 * (60). Both defend (gnugo 3.8: owl_defend 1 A2, owl_does_defend of A2 1 and of B2 1; ours 1 and
 * 1); the hanging connection also closes the corner point A1 as an eye at once, where the solid B2
 * leaves it to a read.
 */
public class OwlStrongShapesBeforeVitalTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    private static Board corner() {
        return board(
                ". . X . . X . . .",
                ". X . . X . . . .",
                ". . . X . X . . .",
                ". . X . X X . . .",
                ". O . X . X . . .",
                ". . . X X X . . .",
                ". . O . X . . . .",
                ". . O X . X . . .",
                ". O X X . . . . .");
    }

    private static SearchResult defend(Board b, boolean strongFirst) {
        OwlParams p = new OwlParams();
        p.strongShapesBeforeVitalAtDefenceRoot = strongFirst;
        return OwlProblems.reader(b, own, p).defend(dragon(b, "B5", "C3", "C2", "B1"), null);
    }

    /** With the switch the hanging connection A2 is answered; without it the vital point B2. */
    @Test
    public void theStrongShapeGoesBeforeTheVitalPoint() {
        Board b = corner();
        List<OwlCandidate> root = rootDefence(b, dragon(b, "B5", "C3", "C2", "B1"), own);
        assertTrue("OD201 proposes A2 at the root", proposes(root, v(b, "A2"), "OD201"));
        SearchResult on = defend(b, true);
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals("A2", v(b, "A2"), on.move());
        SearchResult off = defend(b, false);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals("without the switch the vital point B2", v(b, "B2"), off.move());
        assertEquals(0, b.stackp());
    }

    /** Where no candidate lies in a vital tier the value order stands: the strong shape does not jump a higher value. */
    @Test
    public void noVitalTierNoChange() {
        OwlCandidate lunch = new OwlCandidate(1, 75, "capture lunch X", false);
        OwlCandidate shape = new OwlCandidate(2, 60, "OD999 owl_defendpats.db:1", false);
        OwlCandidate vital = new OwlCandidate(3, 70, "vital point (eyes 1-2)", true);
        List<OwlCandidate> noTier = List.of(lunch, shape);
        assertEquals(noTier, OwlReader.strongShapesFirst(noTier, java.util.Set.of(3), 60));
        List<OwlCandidate> tier = List.of(vital, lunch, shape);
        assertEquals(List.of(shape, vital, lunch), OwlReader.strongShapesFirst(tier, java.util.Set.of(3), 60));
        OwlCandidate weak = new OwlCandidate(4, 55, "OD1 owl_defendpats.db:21", false);
        List<OwlCandidate> weakOnly = List.of(vital, weak);
        assertEquals(weakOnly, OwlReader.strongShapesFirst(weakOnly, java.util.Set.of(3), 60));
    }
}
