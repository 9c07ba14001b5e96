package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.regressionGame;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.vitalKillAsDefenceAtRoot: owl_defend's root, whose eyes read two but die to one of the
 * attacker's vital moves with the defender passing, tries that killing point first. owl.tst 69's
 * position (GNU Go's incident261.sgf before move 108, from ../shared, skipped where absent; the
 * engine's generated eye shapes): black's dragon M12, its N8 a one-stone string of two liberties
 * (N9, N7) under white's M8 and O8. White's N7 (OV1, the atari from inside the eye space) kills
 * with black passing; the connection N9 (OD50) answered owl_defend before, and after it white's N7
 * still kills (gnugo 3.8: owl_defend M12 1 N7, owl_does_defend N9 M12 0). Read here with the
 * generated eye shapes and the tactical facts alone, the root tries N7 before N9 with the rule off
 * too; the engine's reader (its pattern path and facts, as owl.tst reads it) answered N9 without
 * it: OwlVitalKillAsDefenceGtpTest holds that case.
 */
public class OwlVitalKillAsDefenceTest {
    private static final String[] DRAGON = "P13 Q13 M12 N12 P12 M11 O11 P11 N10 O10 M9 O9 N8".split(" ");
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static Board position() throws Exception {
        return OwlProblems.gamePosition(regressionGame("incident261.sgf", "owl_defend's vital kill at its root"), 108);
    }

    private static SearchResult defend(boolean on, boolean status) throws Exception {
        Board b = position();
        OwlParams params = new OwlParams();
        params.vitalKillAsDefenceAtRoot = on;
        OwlReader r = OwlProblems.reader(b, db, params);
        SearchResult s = status ? r.defendForStatus(dragon(b, DRAGON), null) : r.defend(dragon(b, DRAGON), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return s;
    }

    @Test
    public void theAttackersKillingPointIsTheDefence() throws Exception {
        Board b = position();
        SearchResult on = defend(true, false);
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals(v(b, "N7"), on.move());
    }

    /** The two eyes are not sure: with black passing, white's N7 kills (a fresh owl_attack of the dragon after a pass). */
    @Test
    public void theEyesDieToTheVitalMoveWithTheDefenderPassing() throws Exception {
        Board b = position();
        OwlReader r = OwlProblems.reader(b, db, new OwlParams());
        SearchResult kill = r.doesAttack(v(b, "N7"), dragon(b, DRAGON), null);
        assertEquals(ReadCodes.WIN, kill.code());
    }

    /** The connection the patterns answered is refuted where white's N7 follows it (a fresh owl_attack). */
    @Test
    public void theConnectionDiesToTheSameMove() throws Exception {
        Board b = position();
        b.play(v(b, "N9"), StoneColor.BLACK);
        OwlReader r = OwlProblems.reader(b, db, new OwlParams());
        assertEquals(ReadCodes.WIN, r.doesAttack(v(b, "N7"), dragon(b, DRAGON), null).code());
    }

    /** A dragon's status reads as before: the rule is owl_defend's own root's. */
    @Test
    public void aStatusReadsWithoutTheRule() throws Exception {
        SearchResult off = defend(false, true);
        SearchResult on = defend(true, true);
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertEquals(off.nodes(), on.nodes());
    }
}
