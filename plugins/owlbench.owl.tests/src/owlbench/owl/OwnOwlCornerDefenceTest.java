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
 * The corner defence shape added to patterns/owl_defendpats.db in the twentieth session
 * (h/owldef20b: OD250, the 2-2 point of an empty corner the dragon encloses): on a small position
 * cut down from owl.tst 185 it proposes the 2-2 point at the root and owl_defend answers it (gnugo
 * 3.8's answer, which its owl_does_defend confirms); without the pattern owl answers a first-line
 * move that gnugo says does not defend.
 */
public class OwnOwlCornerDefenceTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /**
     * Black's E9 F9 F8 G7 G6 H6 H5 enclose the empty upper right corner from the 3-3 point G7 and
     * the second-line F8 (owl.tst 185's corner, the rest of the board left out). The 2-2 point H8
     * is the centre of the corner space (OD250); gnugo 3.8: owl_defend 1 H8, owl_attack 1 H8,
     * owl_does_defend of H8 1, of J6 (the block owl chose without OD250) 0.
     */
    @Test
    public void theCornersTwoTwoPoint() {
        Board b = board(
                ". . . O X X . . .",
                ". . . O O X . . .",
                ". . . . O . X . .",
                ". . . . . O X X .",
                ". . . . O . O X O",
                ". . . . . O . O .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int[] black = dragon(b, "E9", "F9", "F8", "G7", "G6", "H6", "H5");
        assertTrue("OD250 proposes H8 at the root", proposes(rootDefence(b, black, own), v(b, "H8"), "OD250"));
        SearchResult d = defend(b, black, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at H8", v(b, "H8"), d.move());

        OwlDatabases less = OwlProblems.withoutPatterns(own, "OD250");
        assertFalse("without OD250 H8 is no pattern move", proposes(rootDefence(b, black, less), v(b, "H8"), "OD250"));
        assertEquals("and owl answers J6, which does not defend", v(b, "J6"), defend(b, black, less).move());
        assertEquals(0, b.stackp());
    }
}
