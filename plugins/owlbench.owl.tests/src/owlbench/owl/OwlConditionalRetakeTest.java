package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.noConditionalRetake: a ko taken after a threat is not retaken after a threat at once.
 * Without the rule both sides retake the same ko after threats down to OwlReader.KO_DEPTH and in
 * owl_defend's read the attacker, moving at the last odd depth above it, wins every ko. On owl.tst
 * 183's position (incident144.sgf from ../shared, skipped where absent): gnugo's owl_defend C18
 * is 3 A17, the defender retaking the ko at A14 after the attacker's A15.
 */
public class OwlConditionalRetakeTest {
    private static final String[] DRAGON = "B19 D19 C18 B17 C17 D17 A16 C16 B15".split(" ");

    /** After black A17 and white A15 (which takes A14): black's only life is the retake at A14, after a threat. */
    @Test
    public void theDefendersRetakeAfterAThreatLivesByKo() throws Exception {
        OwlDatabases db = OwlProblems.ownDatabases();
        SearchResult off = afterA15(db, false);
        assertEquals("without the rule the attacker retakes last", ReadCodes.FAIL, off.code());
        SearchResult on = afterA15(db, true);
        assertEquals(ReadCodes.KO_B, on.code());
        assertEquals("A14", Vertex.toString(on.move(), 19));
    }

    /** At the root of owl.tst 183 the same ko makes owl_defend C18 a ko (the suite's code 3), not 0. */
    @Test
    public void owlDefendOfTheSuitesDragonIsAKo() throws Exception {
        OwlDatabases db = OwlProblems.ownDatabases();
        assertEquals(ReadCodes.FAIL, defence(position(), db, false, DRAGON).code());
        assertEquals(ReadCodes.KO_B, defence(position(), db, true, DRAGON).code());
    }

    private static SearchResult afterA15(OwlDatabases db, boolean rule) throws Exception {
        Board b = position();
        b.play(OwlProblems.v(b, "A17"), StoneColor.BLACK);
        b.play(OwlProblems.v(b, "A15"), StoneColor.WHITE);
        assertEquals("white's A15 takes the ko at A14", OwlProblems.v(b, "A14"), b.koPoint());
        String[] stones = java.util.Arrays.copyOf(DRAGON, DRAGON.length + 1);
        stones[DRAGON.length] = "A17";
        return defence(b, db, rule, stones);
    }

    private static Board position() throws Exception {
        File game = OwlProblems.regressionGame("incident144.sgf", "the conditional ko retake");
        return OwlProblems.gamePosition(game, 242);
    }

    private static SearchResult defence(Board b, OwlDatabases db, boolean rule, String[] stones) {
        OwlParams params = new OwlParams();
        params.noConditionalRetake = rule;
        return OwlProblems.reader(b, db, params).defend(OwlProblems.dragon(b, stones), null);
    }
}
