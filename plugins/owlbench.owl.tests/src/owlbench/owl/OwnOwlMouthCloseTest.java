package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.v;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlRootCandidates.rootAttack;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OA965 in patterns/owl_attackpats.db (twenty-seventh session, h/owlkill27: h/owlkill26's OA920,
 * itself h/owlkill25's OA840 narrowed to walls that run on past the goal's stone, narrowed again to
 * mouths that are the goal's last way out): the attacker closes the mouth between its stone in
 * front of a goal that crawls along its wall and the wall's end, the goal's one way out to open
 * ground. Drawn from owl.tst 102 (strategy14.sgf before move 81, after
 * white P6 black Q5, where gnugo 3.8 answers owl_attack Q6 with 1 P5).
 */
public class OwnOwlMouthCloseTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /** OA965 proposes E5 at the root of the attack on black's three stones, not without it. */
    @Test
    public void proposesTheBlock() {
        Board b = mouth();
        assertTrue("OA965 proposes E5", proposes(rootAttack(b, goal(b), own), v(b, "E5"), "OA965"));
        assertFalse("not without OA965", proposes(rootAttack(b, goal(b), OwlProblems.withoutPatterns(own, "OA965")),
                v(b, "E5"), "OA965"));
    }

    /**
     * Owl kills black's three stones with the block at E5 (gnugo 3.8 on this drawing: owl_attack F6
     * 1 E5, and owl_defend F6 1 E5: the way out is the point both sides want); without OA965 the
     * attack does not kill at E5.
     */
    @Test
    public void killsWithTheBlock() {
        Board b = mouth();
        SearchResult with = OwlProblems.reader(b, own, new OwlParams()).attack(goal(b), null);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals(v(b, "E5"), with.move());
        SearchResult without = OwlProblems.reader(b, OwlProblems.withoutPatterns(own, "OA965"), new OwlParams())
                .attack(goal(b), null);
        assertFalse("without OA965: " + without.code() + " at " + without.move(),
                without.code() == ReadCodes.WIN && without.move() == v(b, "E5"));
        assertEquals(0, b.stackp());
    }

    /** With a white stone at C5 the ground beyond the mouth is not open (C5's escape value is 0): no match. */
    @Test
    public void noBlockWhereTheGroundBeyondIsNotOpen() {
        Board b = mouth();
        b.setStone(v(b, "C5"), StoneColor.WHITE);
        assertFalse(proposes(rootAttack(b, goal(b), own), v(b, "E5"), "OA965"));
    }

    /** Without the wall's end at E4 there is no mouth (the goal does not crawl into a closed corner): no match. */
    @Test
    public void noBlockWithoutTheWallsEnd() {
        Board b = mouth();
        b.setStone(v(b, "E4"), StoneColor.EMPTY);
        assertFalse(proposes(rootAttack(b, goal(b), own), v(b, "E5"), "OA965"));
    }

    /**
     * (twenty-sixth session, h/owlkill26) Without G4, white's wall stops under the goal's stone F5
     * instead of running on past it: black is not crawling along a wall but leaning on a wall's
     * end, free to turn round it at G5-G4, so E5 closes no mouth and OA965 does not match.
     */
    @Test
    public void noBlockWhereTheWallStopsAtTheGoalsStone() {
        Board b = mouth();
        b.setStone(v(b, "G4"), StoneColor.EMPTY);
        assertFalse(proposes(rootAttack(b, goal(b), own), v(b, "E5"), "OA965"));
    }

    /**
     * (twenty-seventh session, h/owlkill27) The same shape on 13x13, where the ground right of the
     * goal (H6, J6, K6 ...) is open: E5 is not the goal's last way out (its escape route with a
     * white stone at E5 is not 0), so closing it shuts nothing in and OA965 does not match. On the
     * 9x9 drawing the right side is the edge's and the block leaves no route (the first test).
     */
    @Test
    public void noBlockWhereTheGoalHasAnotherWayOut() {
        Board b = mouthWithRoomOnTheRight();
        assertFalse(proposes(rootAttack(b, goal(b), own), v(b, "E5"), "OA965"));
        // the shape is all there: only the route the block leaves differs from the 9x9 drawing's
        Board shut = mouth();
        assertTrue(proposes(rootAttack(shut, goal(shut), own), v(shut, "E5"), "OA965"));
    }

    /**
     * owl.tst 102's own position (strategy14.sgf before move 81, from ../shared; skipped where
     * absent) after white P6 and black Q5, the line where main's attacker tried only R7 and R5:
     * with OA965 owl kills Q6 R6 Q5 at P5 (gnugo 3.8: owl_attack Q6 1 P5, owl_does_attack R7 0); the
     * read without OA965 finds no kill at P5. (The whole row, 1 P6, is read over GTP with the
     * position's dragons; this test's reader has the tactical facts only.)
     */
    @Test
    public void owlTst102BlocksAfterP6Q5() throws Exception {
        Board b = OwlProblems.gamePosition(OwlProblems.regressionGame("strategy14.sgf", "owl.tst 102's position"), 81);
        b.setStone(v(b, "P6"), StoneColor.WHITE);
        b.setStone(v(b, "Q5"), StoneColor.BLACK);
        int[] black = OwlProblems.dragon(b, "Q6", "R6", "Q5");
        SearchResult with = OwlProblems.reader(b, own, new OwlParams()).attack(black, null);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals(v(b, "P5"), with.move());
        SearchResult without = OwlProblems.reader(b, OwlProblems.withoutPatterns(own, "OA965"), new OwlParams())
                .attack(black, null);
        assertFalse("without OA965: " + without.code() + " at " + without.move(),
                without.code() == ReadCodes.WIN && without.move() == v(b, "P5"));
        assertEquals(0, b.stackp());
    }

    /** {@link #mouth()}'s stones at the same points of a 13x13 board: open ground right of black. */
    private static Board mouthWithRoomOnTheRight() {
        return OwlProblems.board(
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . O . . . . . .",
                ". . . . . O . . . . . . .",
                ". . . . O X X . . . . . .",
                ". . . . . X . . . . . . .",
                ". . . . O O O . . . . . .",
                ". . . X X X X . . . . . .",
                ". . . . . . . . . . . . .",
                ". . . . . . . . . . . . .");
    }

    private static int[] goal(Board b) {
        return OwlProblems.dragon(b, "F6", "G6", "F5");
    }

    /**
     * owl.tst 102's side on 9x9: black's F6, G6 and F5 crawl down along white's wall E4-G4 (black's
     * D3-G3 under it); white's E6 stands diagonally in front of F5, F7 and G8 above; E5, between E6
     * and the wall's end E4, is black's way out to the open left side.
     */
    private static Board mouth() {
        return OwlProblems.board(
                ". . . . . . . . .",
                ". . . . . . O . .",
                ". . . . . O . . .",
                ". . . . O X X . .",
                ". . . . . X . . .",
                ". . . . O O O . .",
                ". . . X X X X . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }
}
