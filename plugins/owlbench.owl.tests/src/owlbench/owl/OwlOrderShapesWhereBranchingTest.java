package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.orderShapesOnlyWhereBranching (twenty-second session, h/owldef22a): OD400's head
 * extension, a shape that orders two working moves, is held back where the search tries one move
 * a node. Traced on SemeaiAgreement's seed 1 it was the defender's only move 15 to 18 plies down
 * one-wide chases; here the one-wide node is made the root by a branch depth below it, on
 * OwnOwlHeadOfTwoStonesTest's position (owl.tst 103's lower right drawn on 13x13: gnugo 3.8's
 * owl_defend K6 is 1 J6, owl_does_defend J6 and M6 1, K5 0).
 */
public class OwlOrderShapesWhereBranchingTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    private static Board position() {
        return board(
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . X . O . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . O . .",
                ". . . . . . . . . O . . .",
                ". . . . . . . . . X X . .",
                ". . . . . . . . . . . . .",
                ". . . X . . . . O O O . .",
                ". . . O O . . X X X X . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .");
    }

    private static SearchResult defend(Board b, boolean switchOn, int branchDepth) {
        OwlParams p = new OwlParams();
        p.orderShapesOnlyWhereBranching = switchOn;
        p.branchDepth = branchDepth;
        return OwlProblems.reader(b, own, p).defend(dragon(b, "K6", "L6"), null);
    }

    /** Off, the one-wide root follows OD400's head J6, its highest candidate. */
    @Test
    public void offTheOneWideRootFollowsTheHead() {
        Board b = position();
        SearchResult r = defend(b, false, -1);
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals("the head J6", v(b, "J6"), r.move());
        assertEquals(0, b.stackp());
    }

    /**
     * On, the one-wide root leaves OD400 out and follows the next candidate, K5 (a one-wide read
     * calls it living; gnugo 3.8's owl_does_defend K5 is 0 in this position: one move a node is a
     * weak read, which is why an order shape should not pick that move alone).
     */
    @Test
    public void onTheOneWideRootLeavesTheHeadOut() {
        Board b = position();
        SearchResult r = defend(b, true, -1);
        assertNotEquals("not OD400's head", v(b, "J6"), r.move());
        assertEquals("the next candidate, K5", v(b, "K5"), r.move());
        assertEquals(0, b.stackp());
    }

    /**
     * orderShapesOnlyWhereBranchingInStatus holds the shape back in a status read only: owl_defend
     * as asked still follows the head at the one-wide root, the status's defence does not.
     */
    @Test
    public void theStatusSwitchActsInStatusReadsOnly() {
        Board b = position();
        OwlParams p = new OwlParams();
        p.orderShapesOnlyWhereBranchingInStatus = true;
        p.branchDepth = -1;
        assertEquals("owl_defend as asked: the head", v(b, "J6"), OwlProblems.reader(b, own, p).defend(dragon(b, "K6", "L6"), null).move());
        SearchResult status = OwlProblems.reader(b, own, p).defendForStatus(dragon(b, "K6", "L6"), null);
        assertNotEquals("the status's defence leaves it out", v(b, "J6"), status.move());
        assertEquals(0, b.stackp());
    }

    /** Where the search branches (the default depth) the head keeps its place, on or off. */
    @Test
    public void whereTheSearchBranchesTheHeadStaysFirst() {
        Board b = position();
        OwlParams defaults = new OwlParams();
        assertTrue("the root branches", defaults.branchDepth >= 0 && defaults.maxMoves > 1);
        assertEquals(v(b, "J6"), defend(b, true, defaults.branchDepth).move());
        assertEquals(v(b, "J6"), defend(b, false, defaults.branchDepth).move());
    }
}
