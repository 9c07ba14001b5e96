package owlbench.owl;

import static org.junit.Assert.assertEquals;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.freshDefenceOnChasesOnly (twenty-fourth session, h/owlatk24): OwlParams.freshDefenceAtReadingDepth
 * asks its fresh owl_defend of a cut line only where the goal was shut in without an eye at each of
 * the line's last OwlParams.chasePlies nodes, a chase; a goal that had an eye a move or two before
 * the cut keeps doc/owl.texi's defender's win there.
 */
public class OwlFreshDefenceOnChasesTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * OwlProblems.shutInCorner's white stones read with a reading depth of 0 and the fresh defence
     * on: the lines are cut right after black's first move, one node below the root, so no cut line
     * has run four shut-in nodes.
     */
    private static SearchResult cornerAttack(boolean chasesOnly, int chasePlies) {
        OwlParams params = new OwlParams();
        params.readingDepth = 0;
        params.freshDefenceAtReadingDepth = true;
        params.freshDefenceOnChasesOnly = chasesOnly;
        params.chasePlies = chasePlies;
        return OwlProblems.shutInCornerAttack(db, params, false);
    }

    /** A cut line one move long is no chase of four nodes: the cut stays the defender's win. */
    @Test
    public void aShortCutLineIsNoChase() {
        assertEquals(ReadCodes.FAIL, cornerAttack(true, 4).code());
    }

    /** Without the chase condition the same cut line is asked its fresh defence, which fails: E1 kills. */
    @Test
    public void withoutTheChaseConditionTheCutLineIsDead() {
        SearchResult r = cornerAttack(false, 4);
        assertEquals(ReadCodes.WIN, r.code());
    }

    /**
     * A chase of one node (the cut node itself shut in without an eye, as after black's E1: white
     * in atari inside its own eye) is the condition's narrowest form: the fresh defence is asked and
     * the line is dead, as without the condition.
     */
    @Test
    public void aOneNodeChaseAsksTheFreshDefence() {
        assertEquals(ReadCodes.WIN, cornerAttack(true, 1).code());
    }

    /**
     * OwlParams.freshDefenceMaxLiberties (twenty-fifth session, h/owlatk25): after black's E1 white's
     * goal has one liberty, C1 in its own eye. With a limit of one liberty the one-node chase is
     * asked its fresh defence and dies at E1; with a limit of none the goal has more liberties
     * than the limit, no fresh read is asked and the cut stays the defender's.
     */
    @Test
    public void aGoalWithMoreLibertiesThanTheLimitIsNotAskedItsFreshDefence() {
        OwlParams params = new OwlParams();
        params.readingDepth = 0;
        params.freshDefenceAtReadingDepth = true;
        params.chasePlies = 1;
        params.freshDefenceMaxLiberties = 1;
        assertEquals(ReadCodes.WIN, OwlProblems.shutInCornerAttack(db, params, false).code());
        params.freshDefenceMaxLiberties = 0;
        assertEquals(ReadCodes.FAIL, OwlProblems.shutInCornerAttack(db, params, false).code());
    }

    /** The switch off leaves the fresh defence's rule off too: the cut line is the defender's. */
    @Test
    public void theFreshDefenceOffAsksNothing() {
        OwlParams params = new OwlParams();
        params.readingDepth = 0;
        params.freshDefenceAtReadingDepth = false;
        params.freshDefenceOnChasesOnly = false;
        assertEquals(ReadCodes.FAIL, OwlProblems.shutInCornerAttack(db, params, false).code());
    }
}
