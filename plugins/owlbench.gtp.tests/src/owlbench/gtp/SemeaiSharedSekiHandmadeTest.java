package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static owlbench.gtp.TestEngines.engine;
import static owlbench.gtp.TestEngines.ok;

import org.junit.Test;

/**
 * SemeaiParams.unfillableShared on a handmade 7x7 position, with no file of ../shared:
 * SemeaiSharedSekiTest holds the rule on semeai.tst 46/47's game, which a clone without ../shared
 * skips. The position came from a random search over small boards for a race whose answer the
 * rule alone moves, kept because gnugo 3.8 gives the rule's codes.
 */
public class SemeaiSharedSekiHandmadeTest {

    /** White's E1 against black's F1-G1-F2, E2 their shared liberty. */
    private static GtpEngine race(boolean unfillable) {
        // read with the victim counted whole (contactLibertiesOfVictim off): this is unfillableShared's test
        return engine(p -> {
            p.unfillableShared = unfillable;
            p.contactLibertiesOfVictim = false;
        },
                "X . . O X . O",
                "X O . . . . .",
                "O O O X . X X",
                "O . X . . . .",
                "O X X . O O X",
                "X . O O . X .",
                ". . X X O X X");
    }

    private static String codes(String answer) {
        String[] r = answer.split(" ");
        return r[0] + " " + r[1];
    }

    @Test
    public void withTheRuleWhiteLivesMovingFirst() {
        // gnugo 3.8: "1 1 E2"
        assertEquals("1 1", codes(ok(race(true), "analyze_semeai E1 F1")));
    }

    @Test
    public void withoutTheRuleTheCountKillsWhite() {
        assertNotEquals("1 1", codes(ok(race(false), "analyze_semeai E1 F1")));
    }
}
