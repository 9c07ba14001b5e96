package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.regressionGame;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.deadWithoutEyeAtReadingDepth (off; twenty-second session, h/owlatk22a): in owl_attack's
 * search a line the reading depth cuts is dead, not the defender's win, where the goal is shut in
 * with no eye even moving first and no lunch.
 */
public class OwlDeadAtReadingDepthTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * White's five stones in the corner around the one-point eye C1, shut in by black's wall, with
     * one outside liberty E1. Read with a reading depth of 0, every line is cut right after the
     * attacker's first move: black's E1 leaves white in atari inside its own eye, no eye even
     * moving first (white's C1 fills its last liberty), so the cut line is dead with the rule and a
     * defender's win without it.
     */
    private static SearchResult cornerAttack(boolean on, int readingDepth) {
        return cornerAttack(on, readingDepth, false);
    }

    private static SearchResult cornerAttack(boolean on, int readingDepth, boolean status) {
        OwlParams params = new OwlParams();
        params.readingDepth = readingDepth;
        params.deadWithoutEyeAtReadingDepth = on;
        return OwlProblems.shutInCornerAttack(db, params, status);
    }

    @Test
    public void aCutLineShutInWithoutAnEyeIsDead() {
        assertEquals(ReadCodes.WIN, cornerAttack(true, 0).code());
    }

    @Test
    public void withoutTheRuleTheCutLineIsTheDefendersWin() {
        assertEquals(ReadCodes.FAIL, cornerAttack(false, 0).code());
    }

    /** A dragon's status reads as before: the rule is owl_attack's and owl_does_attack's own. */
    @Test
    public void aStatusReadKeepsTheCutLineTheDefenders() {
        SearchResult off = cornerAttack(false, 0, true);
        SearchResult on = cornerAttack(true, 0, true);
        assertEquals(ReadCodes.FAIL, on.code());
        assertEquals(off.nodes(), on.nodes());
    }

    /** With the usual reading depth nothing is cut: both kill at E1. */
    @Test
    public void aLineReadToItsEndNeedsNoRule() {
        assertEquals(ReadCodes.WIN, cornerAttack(false, new OwlParams().readingDepth).code());
        assertEquals(ReadCodes.WIN, cornerAttack(true, new OwlParams().readingDepth).code());
    }

    /**
     * owl.tst 80 (incident297.sgf before move 95, from ../shared, skipped where absent): white's
     * G5 dragon. gnugo kills with J2; owlbench's lines after J2 K3 K1 L2 H2 P2 are one move wide
     * below the branch depth and run into the reading depth with the dragon shut in without an eye.
     * With the rule owl kills with J2, without it the budget runs out with no kill.
     */
    @Test
    public void owlTst80KillsWithTheRule() throws Exception {
        SearchResult[] r = new SearchResult[2];
        for (int i = 0; i < 2; i++) {
            Board b = OwlProblems.gamePosition(regressionGame("incident297.sgf", "the dead line at the reading depth"), 95);
            OwlParams params = new OwlParams();
            params.deadWithoutEyeAtReadingDepth = i == 1;
            // without the long chase's larger budget (on since the twenty-eighth session, which
            // kills here with J2 by a fresh read): this test is about the plain verdict's rule
            params.freshDefenceLongChasePlies = 0;
            r[i] = OwlProblems.reader(b, db, params).attack(dragon(b, "G5 J5 G4 H4 J4 K4 J3 L3 K2 M2 N2".split(" ")), null);
            assertEquals(0, b.stackp());
            if (i == 1) assertEquals(v(b, "J2"), r[i].move());
        }
        assertEquals(ReadCodes.FAIL, r[0].code());
        assertEquals(ReadCodes.WIN, r[1].code());
    }
}
