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
 * OwlParams.freshDefenceAtReadingDepth (twenty-third session, h/owlatk23a): in owl_attack's search
 * a line the reading depth cuts where the goal is shut in without an eye is asked a fresh
 * owl_defend of the cut position (its own small budget), and is dead only where that defence fails.
 */
public class OwlFreshDefenceAtReadingDepthTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * White's five stones in the corner around the one-point eye C1, shut in by black's wall, with
     * one outside liberty E1. With a reading depth of 0 the lines are cut right after the
     * attacker's first move: after black's E1 white is in atari inside its own eye with no eye even
     * moving first, and the cut position's fresh owl_defend finds no living move (white's C1 would
     * fill its last liberty), so the cut line is dead with the rule and the defender's win without it.
     */
    private static SearchResult cornerAttack(boolean on, int readingDepth, boolean status) {
        OwlParams params = new OwlParams();
        params.readingDepth = readingDepth;
        params.freshDefenceAtReadingDepth = on;
        // the rule itself on every cut line: a line cut one move below the root is no chase of
        // OwlParams.chasePlies nodes (OwlFreshDefenceOnChasesTest reads it with the condition)
        params.freshDefenceOnChasesOnly = false;
        return OwlProblems.shutInCornerAttack(db, params, status);
    }

    private static final int SHALLOW = 0;

    @Test
    public void aCutLineWhoseFreshDefenceFailsIsDead() {
        assertEquals(ReadCodes.WIN, cornerAttack(true, SHALLOW, false).code());
    }

    @Test
    public void withoutTheRuleTheCutLineIsTheDefendersWin() {
        assertEquals(ReadCodes.FAIL, cornerAttack(false, SHALLOW, false).code());
    }

    /** A dragon's status reads as before: the rule is owl_attack's and owl_does_attack's own. */
    @Test
    public void aStatusReadKeepsTheCutLineTheDefenders() {
        SearchResult off = cornerAttack(false, SHALLOW, true);
        SearchResult on = cornerAttack(true, SHALLOW, true);
        assertEquals(off.code(), on.code());
        assertEquals(off.nodes(), on.nodes());
    }

    /** With the usual reading depth nothing is cut: both kill at E1. */
    @Test
    public void aLineReadToItsEndNeedsNoRule() {
        assertEquals(ReadCodes.WIN, cornerAttack(false, new OwlParams().readingDepth, false).code());
        assertEquals(ReadCodes.WIN, cornerAttack(true, new OwlParams().readingDepth, false).code());
    }

    /**
     * owl.tst 80 (incident297.sgf before move 95, from ../shared, skipped where absent): white's
     * G5 dragon. gnugo kills with J2; owlbench's one-wide lines after J2 run into the reading depth
     * with the dragon shut in without an eye, where a fresh defence fails: with the rule owl kills
     * with J2, without it the budget runs out with no kill. Read at the twenty-third session's
     * budget of 150 nodes per fresh defence: at the twenty-fourth session's default of 20 the
     * fresh defences that kill there run out of nodes and 80 is not gained.
     */
    @Test
    public void owlTst80KillsWithTheRule() throws Exception {
        SearchResult[] r = new SearchResult[2];
        for (int i = 0; i < 2; i++) {
            Board b = OwlProblems.gamePosition(regressionGame("incident297.sgf", "the dead line at the reading depth"), 95);
            OwlParams params = new OwlParams();
            params.freshDefenceAtReadingDepth = i == 1;
            params.freshDefenceAtReadingDepthNodes = 150;
            r[i] = OwlProblems.reader(b, db, params).attack(dragon(b, "G5 J5 G4 H4 J4 K4 J3 L3 K2 M2 N2".split(" ")), null);
            assertEquals(0, b.stackp());
            if (i == 1) assertEquals(v(b, "J2"), r[i].move());
        }
        assertEquals(ReadCodes.FAIL, r[0].code());
        assertEquals(ReadCodes.WIN, r[1].code());
    }

    /**
     * owl.tst 105 (owl08.sgf, from ../shared, skipped where absent): black's C4 dragon lives (gnugo
     * 0). h/owlatk22a's verdict form (OwlParams.deadWithoutEyeAtReadingDepth) killed it falsely on
     * the twenty-second session's main: a crawl up the edge read one move wide, cut while the
     * dragon had no eye. With the fresh defence of the cut position the attack fails, as without
     * the rule.
     */
    @Test
    public void owlTst105StaysAlive() throws Exception {
        for (int i = 0; i < 2; i++) {
            Board b = OwlProblems.gamePosition(regressionGame("owl08.sgf", "the crawl cut by the reading depth"), 1000);
            OwlParams params = new OwlParams();
            params.freshDefenceAtReadingDepth = i == 1;
            SearchResult r = OwlProblems.reader(b, db, params).attack(dragon(b, "C4 C3 B2 C2 D2".split(" ")), null);
            assertEquals(0, b.stackp());
            assertEquals(ReadCodes.FAIL, r.code());
        }
    }
}
