package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static owlbench.gtp.TestEngines.engine;
import static owlbench.gtp.TestEngines.ok;

import org.junit.Test;

/**
 * SemeaiParams.namedPart (off on main) on a handmade 7x7 position, with no file of ../shared:
 * SemeaiPartTest holds the rule on semeai.tst 147's game, which a clone without ../shared skips.
 * The position came from a random search over small boards for a race whose answer the rule alone
 * moves, kept because gnugo 3.8 gives the rule's answer.
 */
public class SemeaiPartHandmadeTest {

    /**
     * White's A6-A5 on the left edge against black's B5; black's dragon (gnugo's too) joins
     * B6-C6-C7-B5 to D5-D4-F5 and the stones beyond across white's D7-D6 and E5-E4-E3.
     */
    private static GtpEngine race(boolean namedPart) {
        return engine(p -> p.namedPart = namedPart,
                ". O X O . X X",
                "O X X O X . X",
                "O X . X O X .",
                ". . . X O X .",
                ". . X . O X O",
                "O X . O . . .",
                "O . O O O . .");
    }

    @Test
    public void withTheNamedPartWhiteDiesMovingFirst() {
        // gnugo 3.8: "0 0 PASS" (in the other order, analyze_semeai B5 A5, the rule's "1 1 E7"
        // has gnugo's codes but not its move A4, which the whole dragon gives: not asserted)
        assertEquals("0 0 PASS", ok(race(true), "analyze_semeai A5 B5"));
    }

    @Test
    public void racedWholeWhiteHasAKo() {
        // black's whole dragon, as main's default races it: "3 0 A4"
        assertNotEquals("0 0 PASS", ok(race(false), "analyze_semeai A5 B5"));
    }
}
