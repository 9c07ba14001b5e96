package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.gamePosition;
import static owlbench.owl.OwlProblems.regressionGame;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * The defender's refutation tried past the width one move below owl_attack's root
 * (OwlParams.innerRefutationsForAttacker): where the defender answers every attacking move of
 * the attacker's second turn with one point, the attacker tries that point itself, whatever the
 * eye count there; owl_defend's search and a dragon's status read without it.
 */
public class OwlInnerRefutationsTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static OwlParams params(boolean on) {
        OwlParams p = new OwlParams();
        p.innerRefutationsForAttacker = on;
        return p;
    }

    /** owl.tst 113's position (incident169 before move 210): black's L2 M2 N2 on the first lines. */
    private static Board incident169() throws Exception {
        return gamePosition(regressionGame("incident169.sgf", "owl.tst 113's position"), 210);
    }

    private static int[] goal113(Board b) {
        return dragon(b, "L2", "M2", "N2");
    }

    /**
     * owl.tst 113: gnugo kills with K2. Owlbench's defender answers K2 with O2, where the eyes
     * count 0-1 (L1's four points, one eye at most; P2 and O3 worth none) and the attacker's L1,
     * K1 and O1 are all answered, K1 and O1 at P2: P2 is the kill (owlbench's own
     * owl_does_attack P2 says so), a closed liberty no rule proposes.
     */
    @Test
    public void theDefendersAnswerOneMoveDownKills() throws Exception {
        Board off = incident169();
        assertNotEquals("without the rule no kill", ReadCodes.WIN, OwlProblems.reader(off, db, params(false)).attack(goal113(off), null).code());
        Board on = incident169();
        SearchResult with = OwlProblems.reader(on, db, params(true)).attack(goal113(on), null);
        assertEquals("with the rule a kill", ReadCodes.WIN, with.code());
        assertEquals("at gnugo's point", v(on, "K2"), with.move());
        assertEquals("the board is left as it was", 0, on.stackp());
    }

    /**
     * owl_defend's own search keeps its attacker plain: the same answer, code and nodes with the
     * rule on (its attacker refuted defences gnugo keeps, owl.tst 85).
     */
    @Test
    public void owlDefendReadsWithoutTheRule() throws Exception {
        Board off = incident169();
        SearchResult a = OwlProblems.reader(off, db, params(false)).defend(goal113(off), null);
        Board on = incident169();
        SearchResult b = OwlProblems.reader(on, db, params(true)).defend(goal113(on), null);
        assertEquals(a.code(), b.code());
        assertEquals(a.move(), b.move());
        assertEquals("not a node more", a.nodes(), b.nodes());
    }

    /**
     * A dragon's status reads owl_attack without the rule (OwlParams.innerRefutationsForAttackerInStatus
     * off), whichever of the two the same reader answers first: their nodes keep apart in the cache.
     */
    @Test
    public void theStatusReadKeepsThePlainAttackerInEitherOrder() throws Exception {
        OwlParams defaults = new OwlParams();
        assertFalse("off for statuses by default", defaults.innerRefutationsForAttackerInStatus);
        Board b = incident169();
        OwlReader owl = OwlProblems.reader(b, db, params(true));
        assertEquals("owl_attack with the rule", ReadCodes.WIN, owl.attack(goal113(b), null).code());
        assertNotEquals("then the status's read", ReadCodes.WIN, owl.attackForStatus(goal113(b), null).code());
        Board b2 = incident169();
        OwlReader owl2 = OwlProblems.reader(b2, db, params(true));
        assertNotEquals("the status's read first", ReadCodes.WIN, owl2.attackForStatus(goal113(b2), null).code());
        assertEquals("then owl_attack with the rule", ReadCodes.WIN, owl2.attack(goal113(b2), null).code());
        OwlParams inStatus = params(true);
        inStatus.innerRefutationsForAttackerInStatus = true;
        Board b3 = incident169();
        assertEquals("the status with the rule too", ReadCodes.WIN,
                OwlProblems.reader(b3, db, inStatus).attackForStatus(goal113(b3), null).code());
    }
}
