package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.gamePosition;
import static owlbench.owl.OwlProblems.regressionGame;
import static owlbench.owl.OwlProblems.v;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * owl_attack's plain read before the inner refutations (OwlParams.innerRefutationsAfterPlainRead):
 * a kill the plain read finds is answered as it finds it, and only a root with no kill within
 * the budget is read again with the defender's refutations tried one move below the root.
 */
public class OwlPlainReadFirstTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static OwlParams params(boolean plainFirst) {
        OwlParams p = new OwlParams();
        p.innerRefutationsForAttacker = true;
        p.innerRefutationsAfterPlainRead = plainFirst;
        return p;
    }

    private static SearchResult attack(String game, int move, String what, boolean plainFirst, String... goal) throws Exception {
        Board b = gamePosition(regressionGame(game, what), move);
        SearchResult r = OwlProblems.reader(b, db, params(plainFirst)).attack(dragon(b, goal), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    /** On by default: owl.tst +100 +152, every wide-check code as before (docs/benchmarks.md). */
    @Test
    public void onByDefault() {
        assertTrue(new OwlParams().innerRefutationsAfterPlainRead);
    }

    /** owl.tst 113: no plain kill, so the second read with the inner refutations still kills at K2. */
    @Test
    public void theInnerKillStillFollowsANoKill() throws Exception {
        Board b = gamePosition(regressionGame("incident169.sgf", "owl.tst 113's position"), 210);
        SearchResult r = attack("incident169.sgf", 210, "owl.tst 113's position", true, "L2", "M2", "N2");
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals(v(b, "K2"), r.move());
    }
}
