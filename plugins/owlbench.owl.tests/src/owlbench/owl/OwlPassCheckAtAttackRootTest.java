package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.passCheckedAtAttackRoot: owl_attack's root answers PASS on a dragon its eyes count dead
 * only where a fresh owl_defend fails too. The corner of owl.tst 7 (incident156.sgf, move 250) on a
 * handmade 13x13 board: white's four stones in the corner, black's loose wall above them. The eye
 * count sees one eye in the corner's space, but white moving first lives (B4 or B5 makes the space
 * two eyes), so black needs a move; gnugo 3.8 on this board: owl_attack C3 "1 B4", owl_defend C3
 * "1 B5", owl_does_attack B4 and B5 both 1.
 */
public class OwlPassCheckAtAttackRootTest {

    private static Board corner() {
        return board(
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                "X X X X X X X . . . . . .",
                "X X . X X X X . . . . . .",
                ". . X . . X X . . . . . .",
                ". X . . X . X . . . . . .",
                ". . . X . X X . . . . . .",
                ". . X . X X . . . . . . .",
                ". . . X . X . . . . . . .",
                ". . . X X X . . . . . . .",
                ". . O . X . . . . . . . .",
                ". O O X . X . . . . . . .",
                ". O X X . . . . . . . . .");
    }

    private static OwlParams params(boolean check) {
        OwlParams p = new OwlParams();
        p.passCheckedAtAttackRoot = check;
        return p;
    }

    /** With the check the attacker plays the point white lives with; without it the eyes' PASS stands. */
    @Test
    public void theDefencesLivingPointIsTheAttack() throws Exception {
        Board b = corner();
        int[] white = stones(b, StoneColor.WHITE);
        OwlDatabases db = OwlProblems.generatedDatabases();
        SearchResult off = OwlProblems.reader(b, db, params(false)).attack(white, null);
        assertEquals("the eyes count white dead", ReadCodes.WIN, off.code());
        assertEquals("without a move", Board.PASS, off.move());
        assertEquals("white moving first lives", ReadCodes.WIN, OwlProblems.reader(b, db, params(false)).defend(white, null).code());
        SearchResult on = OwlProblems.reader(b, db, params(true)).attack(white, null);
        assertEquals("the check kills too", ReadCodes.WIN, on.code());
        assertNotEquals("but with a move", Board.PASS, on.move());
        assertTrue("B4 or B5, gnugo's moves", on.move() == v(b, "B4") || on.move() == v(b, "B5"));
        assertEquals(0, b.stackp());
    }

    /** A dragon's status reads the eyes' verdict as before: the check is owl_attack's own. */
    @Test
    public void aStatusReadsWithoutTheCheck() throws Exception {
        Board b = corner();
        int[] white = stones(b, StoneColor.WHITE);
        OwlDatabases db = OwlProblems.generatedDatabases();
        SearchResult off = OwlProblems.reader(b, db, params(false)).attackForStatus(white, null);
        SearchResult on = OwlProblems.reader(b, db, params(true)).attackForStatus(white, null);
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertEquals(off.nodes(), on.nodes());
    }
}
