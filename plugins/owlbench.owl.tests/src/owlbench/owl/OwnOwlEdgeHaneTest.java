package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
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
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OA203 in patterns/owl_attackpats.db (twentieth session, h/owlpat20a): the attacker's second-line
 * hane under a third-line goal stone from its own third-line stone beside it. On a handmade 9x9
 * where white's six stones crawl along the third line under black's wall, the hane is the kill
 * gnugo finds and owl kills with it; without it owl kills elsewhere.
 */
public class OwnOwlEdgeHaneTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /**
     * White's six stones C3-H3 on the third line under black's wall on the fourth, black's B3 at
     * their open end, J3-J2 at the other. gnugo 3.8 kills with the hane C2 under C3 from B3
     * (owl_attack C3: 1 C2) and lives with B2 (owl_defend C3: 1 B2), as owl does here. OA203
     * proposes C2, and owl kills with it.
     */
    @Test
    public void theSecondLineHaneKills() {
        Board b = crawl();
        int[] white = OwlProblems.stones(b, StoneColor.WHITE);
        assertTrue("OA203 proposes C2", proposes(rootAttack(b, white, own), v(b, "C2"), "OA203"));
        SearchResult with = OwlProblems.reader(b, own, new OwlParams()).attack(white, null);
        assertEquals("owl kills", ReadCodes.WIN, with.code());
        assertEquals("with the hane, gnugo's move", v(b, "C2"), with.move());
        assertEquals(0, b.stackp());
    }

    /**
     * Without OA203 the hane C2 is no candidate: owl kills with H2 at the other end (a kill too by
     * gnugo's owl_does_attack H2 C3), not with gnugo's move.
     */
    @Test
    public void withoutTheHaneTheKillIsMissed() {
        Board b = crawl();
        int[] white = OwlProblems.stones(b, StoneColor.WHITE);
        OwlDatabases less = OwlProblems.withoutPatterns(own, "OA203");
        assertFalse(proposes(rootAttack(b, white, less), v(b, "C2"), "OA203"));
        SearchResult plain = OwlProblems.reader(b, less, new OwlParams()).attack(white, null);
        assertEquals("owl kills", ReadCodes.WIN, plain.code());
        assertNotEquals("not with the hane", v(b, "C2"), plain.move());
        assertEquals(0, b.stackp());
    }

    private static Board crawl() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". X X X X X X X X",
                ". X O O O O O O X",
                ". . . . . . . . X",
                ". . . . . . . . .");
    }
}
