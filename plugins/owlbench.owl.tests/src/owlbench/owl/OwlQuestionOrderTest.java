package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.cachePerQuestion: an owl question's answer does not depend on the questions asked
 * before it on the same reader. On the owl wide check's score54 85 (GNU Go's game from ../shared,
 * skipped where absent), with owl_defend's checked last resort on
 * (OwlParams.refutationAfterFailedRootDefence, lastResortCheck): asked alone, owl_defend O7 spends
 * its node budget in the last resort's line and answers 0 (gnugo's answer); asked after
 * owl_attack O7 with the attack's cache entries kept, those entries spare the search nodes, the
 * last resort S2 is read to the end and the answer was 1 S2.
 */
public class OwlQuestionOrderTest {
    /** owlbench's dragon of O7 (dragon_stones O7, as gnugo's). */
    private static final String[] DRAGON = "T9 T8 M7 O7 Q7 M6 O6 Q6 R6 S6 S4".split(" ");

    @Test
    public void theDefenceAfterAnAttackIsTheDefenceAskedAlone() throws Exception {
        Board b = position();
        OwlDatabases db = OwlProblems.generatedDatabases();
        int[] dragon = OwlProblems.dragon(b, DRAGON);
        SearchResult alone = OwlProblems.reader(b, db, params(true)).defend(dragon, null);
        OwlReader owl = OwlProblems.reader(b, db, params(true));
        SearchResult attack = owl.attack(dragon, null);
        assertEquals(ReadCodes.WIN, attack.code());
        SearchResult after = owl.defend(dragon, null);
        assertEquals(ReadCodes.FAIL, alone.code());
        assertEquals(alone.code(), after.code());
        assertEquals(alone.move(), after.move());
        assertEquals(alone.nodes(), after.nodes());
        assertEquals(alone.budgetExhausted(), after.budgetExhausted());
    }

    /** The same two questions with the cache kept from one to the next: the answer moves (what the switch prevents). */
    @Test
    public void withTheCacheKeptTheAttacksEntriesMoveTheDefence() throws Exception {
        Board b = position();
        // read with the databases before OD400 (h/owldef21b): its head extension changes the cache's entries here
        OwlDatabases db = OwlProblems.withoutPatterns(OwlProblems.generatedDatabases(), "OD400");
        int[] dragon = OwlProblems.dragon(b, DRAGON);
        SearchResult alone = OwlProblems.reader(b, db, params(false)).defend(dragon, null);
        OwlReader owl = OwlProblems.reader(b, db, params(false));
        owl.attack(dragon, null);
        SearchResult after = owl.defend(dragon, null);
        assertEquals(ReadCodes.FAIL, alone.code());
        assertTrue(alone.budgetExhausted());
        assertEquals(ReadCodes.WIN, after.code());
        assertEquals("S2", Vertex.toString(after.move(), 19));
        assertNotEquals(alone.nodes(), after.nodes());
    }

    private static Board position() throws Exception {
        return OwlProblems.gamePosition(OwlProblems.regressionGame("scoring/score54.sgf", "the order of owl questions"), 85);
    }

    private static OwlParams params(boolean perQuestion) {
        OwlParams p = new OwlParams();
        p.refutationAfterFailedRootDefence = true;
        p.lastResortCheck = true;
        p.cachePerQuestion = perQuestion;
        return p;
    }
}
