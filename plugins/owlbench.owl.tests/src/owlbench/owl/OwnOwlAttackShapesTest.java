package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * The attack shapes added to patterns/owl_attackpats.db in the seventh session (OA72): on a
 * handmade position each proposes its move at the root, that move kills, and owl finds the kill
 * with the pattern and not without it.
 */
public class OwnOwlAttackShapesTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.ownDatabases();
    }

    /** The own databases with the named patterns taken out. */
    private static OwlDatabases without(String... names) {
        return OwlProblems.withoutPatterns(own, names);
    }

    /** The attacker's root candidates of owl on the white stones of b. */
    private static List<OwlCandidate> rootAttack(Board b, OwlDatabases db) {
        return OwlRootCandidates.rootAttack(b, stones(b, StoneColor.WHITE), db);
    }

    /**
     * White's wall on the third and fourth lines has its base along the edge; black's second-line
     * C2 jumps two points to E2 under the wall (OA72) and the base is too small for two eyes. White
     * moving first lives against the patterns alone, not against the contact pushes (gnugo 3.8:
     * owl_defend 0); without OA72 the attacker has no move at all.
     */
    @Test
    public void theSecondLineJumpUnderTheWallKills() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X X X X X X .",
                ". . X O O O O X .",
                ". . X . O O O X .",
                ". . X . . . . X .",
                ". . . . . . . . .");
        int[] white = stones(b, StoneColor.WHITE);
        assertTrue("OA72 proposes E2 at the root", proposes(rootAttack(b, own), v(b, "E2"), "OA72"));
        SearchResult a = OwlProblems.reader(b, own, new OwlParams()).attack(white, null);
        assertEquals("owl kills", ReadCodes.WIN, a.code());
        assertEquals("at E2", v(b, "E2"), a.move());
        // white moving first lives only for an attacker without the contact pushes; with them
        // (OwlParams.contactPushesForAttacker) owl finds that white dies even moving first, as
        // gnugo 3.8 says (owl_attack 1 F1, owl_defend 0 on this position)
        OwlParams noPushes = new OwlParams();
        noPushes.contactPushesForAttacker = false;
        assertEquals("white moving first lives against the patterns alone", ReadCodes.WIN,
                OwlProblems.reader(b, own, noPushes).defend(white, null).code());
        OwlParams pushes = new OwlParams();
        pushes.contactPushesForAttacker = true;
        assertEquals("white moving first dies against the contact pushes too", ReadCodes.FAIL,
                OwlProblems.reader(b, own, pushes).defend(white, null).code());

        OwlDatabases less = without("OA72");
        assertTrue("without OA72 the attacker has no move here", rootAttack(b, less).isEmpty());
        assertEquals("and owl finds no kill without the pushes", ReadCodes.FAIL, OwlProblems.reader(b, less, noPushes).attack(white, null).code());
        assertEquals(0, b.stackp());
    }
}
