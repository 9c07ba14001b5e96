package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.gamePosition;
import static owlbench.owl.OwlProblems.regressionGame;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.SearchResult;

/**
 * The attacker's refutations tried by the defender's answer to owl_attack's root move
 * (OwlParams.innerLastResortForDefender): the attacker's inner refutations
 * (OwlParams.innerRefutationsForAttacker) refute every defence within the defender's width
 * there, and a defence the width left out may still live.
 */
public class OwlInnerLastResortTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static OwlParams params(boolean lastResort) {
        OwlParams p = new OwlParams();
        p.innerRefutationsForAttacker = true;
        p.innerLastResortForDefender = lastResort;
        p.innerRefutationsAfterPlainRead = false;
        return p;
    }

    /** owl.tst 100's position (strategy14 before move 53): white's Q18 R18 R17 in the upper right corner. */
    private static Board strategy14() throws Exception {
        return gamePosition(regressionGame("strategy14.sgf", "owl.tst 100's position"), 53);
    }

    private static int[] goal100(Board b) {
        return dragon(b, "Q18", "R18", "R17");
    }

    /** owl_defend's own search reads without the rule: the same answer, code and nodes. */
    @Test
    public void owlDefendReadsWithoutTheRule() throws Exception {
        Board off = strategy14();
        SearchResult a = OwlProblems.reader(off, db, params(false)).defend(goal100(off), null);
        Board on = strategy14();
        SearchResult b = OwlProblems.reader(on, db, params(true)).defend(goal100(on), null);
        assertEquals(a.code(), b.code());
        assertEquals(a.move(), b.move());
        assertEquals("not a node more", a.nodes(), b.nodes());
    }
}
